import type { Database } from '../db/database';

/** What a handler knows of the job it runs. */
export interface JobContext {
  /** The database outside any transaction: read freely, but write in the returned commit. */
  db: Database;
  now: Date;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** Writes of a handler that commit together with marking the job done (or not at all). */
export type JobCommit = (tx: Database) => Promise<void>;

/**
 * Does the job's slow work (network, hashing) outside a transaction and returns its database writes
 * as a commit, so the state change and "done" are one transaction. Throwing schedules a retry.
 */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<JobCommit | void>;

export interface JobTypeOptions {
  /** Delay before the first retry; doubles with every attempt. Default 10 s. */
  backoffMs?: number;
  /** Longest delay between retries. Default 1 h. */
  maxBackoffMs?: number;
  /** How long a claimed job is reserved for its worker. Default 5 min. */
  leaseMs?: number;
}

export interface RegisteredJobType extends Required<JobTypeOptions> {
  handler: JobHandler;
}

/** The handlers of the job types one server runs. */
export interface JobRegistry {
  register(type: string, handler: JobHandler, options?: JobTypeOptions): void;
  get(type: string): RegisteredJobType | undefined;
  types(): string[];
}

/** A failure that no retry can fix (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export function createJobRegistry(): JobRegistry {
  const handlers = new Map<string, RegisteredJobType>();
  return {
    register(type, handler, options = {}) {
      if (handlers.has(type)) throw new Error(`Job type ${type} is already registered`);
      handlers.set(type, {
        handler,
        backoffMs: options.backoffMs ?? 10_000,
        maxBackoffMs: options.maxBackoffMs ?? 60 * 60 * 1000,
        leaseMs: options.leaseMs ?? 5 * 60 * 1000,
      });
    },
    get: (type) => handlers.get(type),
    types: () => [...handlers.keys()],
  };
}

/** The delay before the next try after `attempt` failures: backoff, doubling, capped. */
export function retryDelayMs(attempt: number, options: { backoffMs: number; maxBackoffMs: number }): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, attempt - 1), options.maxBackoffMs);
}
