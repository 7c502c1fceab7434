// A worker for worker-pool.test.ts: answers at once, after spinning the CPU for a while, or never,
// filling its heap until the pool's memory limit ends it.
import { parentPort, threadId } from 'node:worker_threads';

export interface PoolTestTask {
  echo?: string;
  spinMs?: number;
  fillHeap?: boolean;
}

parentPort?.on('message', (task: PoolTestTask) => {
  const until = Date.now() + (task.spinMs ?? 0);
  while (Date.now() < until);
  if (task.fillHeap) {
    const kept: number[][] = [];
    for (;;) kept.push(new Array<number>(100_000).fill(kept.length));
  }
  parentPort?.postMessage({ echo: task.echo, threadId });
});
