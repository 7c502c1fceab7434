import { Worker, type ResourceLimits } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /**
   * The worker's module: a TypeScript source (tests and the command-line tools run the sources through
   * tsx) or a file of the server bundle (scripts/build-server.mjs builds each worker as an entry).
   */
  entry: URL;
  /** Workers running at once; further tasks wait for one of them. */
  size: number;
  /** A task running longer is stopped by terminating its worker. */
  timeoutMs: number;
  /** A worker idle this long is terminated; the next task starts a new one. */
  idleMs: number;
  /** Each worker's heap: a task that needs more ends its worker. */
  resourceLimits: ResourceLimits;
}

/** Why a task got no answer: it ran past the timeout or past the worker's memory. */
export class WorkerTaskStopped extends Error {
  constructor(readonly reason: 'TIMEOUT' | 'OUT_OF_MEMORY') {
    super(reason === 'TIMEOUT' ? 'The worker ran past its time limit.' : 'The worker ran out of memory.');
    this.name = 'WorkerTaskStopped';
  }
}

interface Task<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface PooledWorker<I, O> {
  worker: Worker;
  task: Task<I, O> | null;
  timer?: NodeJS.Timeout;
  stopped: boolean;
}

/**
 * A few worker threads for CPU-heavy tasks (one message in, one message out each), so the event loop
 * keeps answering requests meanwhile. At most `size` run at once with a heap limit each; a task past
 * the timeout terminates its worker, and workers left idle end, so their memory goes back.
 */
export class WorkerPool<I, O> {
  private readonly idle: PooledWorker<I, O>[] = [];
  private readonly waiting: Task<I, O>[] = [];
  private running = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs the task in a worker: its answer, or WorkerTaskStopped, or the worker's error. */
  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.startWaiting();
    });
  }

  private startWaiting(): void {
    while (this.running < this.options.size && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      const pooled = this.idle.pop() ?? this.spawn();
      this.running += 1;
      pooled.task = task;
      pooled.worker.ref();
      pooled.timer = setTimeout(() => this.settle(pooled, new WorkerTaskStopped('TIMEOUT')), this.options.timeoutMs);
      pooled.worker.postMessage(task.input);
    }
    this.scheduleIdleEnd();
  }

  private spawn(): PooledWorker<I, O> {
    const pooled: PooledWorker<I, O> = { worker: startWorker(this.options), task: null, stopped: false };
    pooled.worker.on('message', (output: O) => this.settle(pooled, { output }));
    // an error ends the worker; 'exit' follows
    pooled.worker.on('error', (error: Error & { code?: string }) =>
      this.settle(pooled, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerTaskStopped('OUT_OF_MEMORY') : error),
    );
    pooled.worker.on('exit', (code) => this.settle(pooled, new Error(`The worker exited with code ${code}.`)));
    return pooled;
  }

  /** Answers the worker's task (if it still has one); a worker that failed or ran too long is ended. */
  private settle(pooled: PooledWorker<I, O>, result: { output: O } | Error): void {
    const failed = result instanceof Error;
    if (failed && !pooled.stopped) {
      pooled.stopped = true;
      void pooled.worker.terminate();
      const at = this.idle.indexOf(pooled);
      if (at >= 0) this.idle.splice(at, 1);
    }
    const task = pooled.task;
    if (!task) return;
    clearTimeout(pooled.timer);
    pooled.task = null;
    this.running -= 1;
    if (failed) task.reject(result);
    else task.resolve(result.output);
    if (!pooled.stopped) {
      // an idle worker does not keep the process alive
      pooled.worker.unref();
      this.idle.push(pooled);
    }
    this.startWaiting();
  }

  /** Ends the idle workers once nothing has run for idleMs. */
  private scheduleIdleEnd(): void {
    clearTimeout(this.idleTimer);
    if (this.idle.length === 0) return;
    this.idleTimer = setTimeout(() => {
      for (const pooled of this.idle.splice(0)) {
        pooled.stopped = true;
        void pooled.worker.terminate();
      }
    }, this.options.idleMs);
    this.idleTimer.unref();
  }
}

function startWorker({ entry, resourceLimits }: WorkerPoolOptions): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { resourceLimits });
  // a worker starts without the parent's tsx hooks: it registers them before loading the source
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(load, { eval: true, resourceLimits });
}
