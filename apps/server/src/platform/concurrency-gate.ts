import { AppError } from './errors';

/*
 * A bound on how much of one kind of costly work an instance runs at once (issue 22: 20 broad searches
 * at once slowed every other request to seconds). At most `concurrency` run; up to `queue` more wait,
 * each at most `maxWaitMs`, in the order they came; anything beyond is refused at once with a
 * Retry-After, never queued without end. One client (a key, e.g. a user) has at most `perKey` running
 * or waiting, so that one client cannot fill the instance's share alone.
 */

/** Seconds a refused caller is asked to wait before sending the work again. */
export const GATE_RETRY_AFTER_SECONDS = 1;

/** How many may wait for each place that runs (the queue's usual size). */
export const GATE_QUEUE_PER_PLACE = 4;

export interface ConcurrencyGateOptions {
  /** What is bounded, in the plural, for the refusals' messages ("searches"). */
  name: string;
  /** Run at once, at most. */
  concurrency: number;
  /** Wait for a free place, at most; more are refused with 503. */
  queue: number;
  /** Running or waiting for one key, at most; more are refused with 429. */
  perKey: number;
  /** How long one waits for a free place before it is refused with 503. */
  maxWaitMs: number;
}

export interface ConcurrencyGate {
  /**
   * Runs `work` once a place is free. Refuses at once when `key` already has `perKey` running or
   * waiting (429) or when the queue is full (503), and after `maxWaitMs` of waiting (503); each
   * refusal an AppError with Retry-After.
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** How many run and how many wait now. */
  load(): { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** A gate of the options' size; one per instance (its counts live in this process). */
export function createConcurrencyGate(options: ConcurrencyGateOptions): ConcurrencyGate {
  let running = 0;
  const waiting: Waiter[] = [];
  const perKey = new Map<string, number>();

  const busy = () =>
    new AppError(
      'UNAVAILABLE',
      `The server is running as many ${options.name} as it can. Please try again in a moment.`,
      undefined,
      GATE_RETRY_AFTER_SECONDS,
    );
  const leave = (key: string) => {
    const n = (perKey.get(key) ?? 1) - 1;
    if (n > 0) perKey.set(key, n);
    else perKey.delete(key);
  };
  const release = () => {
    const next = waiting.shift();
    if (next) {
      // the place passes straight to the next in line: `running` stays as it is
      clearTimeout(next.timer);
      next.start();
    } else {
      running--;
    }
  };
  const enter = (): Promise<void> => {
    if (running < options.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= options.queue) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(busy());
        }, options.maxWaitMs),
      };
      waiting.push(waiter);
    });
  };

  return {
    async run(key, work) {
      if ((perKey.get(key) ?? 0) >= options.perKey) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many ${options.name} at once. Please wait for the last ones to answer.`,
          undefined,
          GATE_RETRY_AFTER_SECONDS,
        );
      }
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
      try {
        await enter();
      } catch (error) {
        leave(key);
        throw error;
      }
      try {
        return await work();
      } finally {
        leave(key);
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
