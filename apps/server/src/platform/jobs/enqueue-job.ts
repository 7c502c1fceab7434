import type { Database } from '../db/database';
import { jobs } from './schema';

export interface NewJob {
  type: string;
  payload: unknown;
  /** Default: now, i.e. at the next poll. */
  runAt?: Date;
  maxAttempts?: number;
  /** Enqueuing again with the same key does nothing (the first job stays, whatever its state). */
  dedupeKey?: string;
}

/**
 * Adds a job; pass the caller's transaction as `db` so the job exists exactly when the caller's
 * writes do. Returns the job id, or null when the dedupe key was already taken.
 */
export async function enqueueJob(db: Database, job: NewJob, now: Date): Promise<string | null> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? 5,
      dedupeKey: job.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
