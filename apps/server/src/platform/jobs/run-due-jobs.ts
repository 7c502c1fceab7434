import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { PermanentJobError, retryDelayMs, type JobRegistry, type RegisteredJobType } from './job-registry';
import { jobs, type JobRow } from './schema';

/** The part of a pino logger the runner uses. */
export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunDueJobsOptions {
  /** Stop after this many jobs, so one call cannot run forever. Default 100. */
  maxJobs?: number;
  /** Jobs claimed per transaction. Default 5. */
  batchSize?: number;
  log?: JobLogger;
}

const MAX_ERROR_LENGTH = 2_000;

class LeaseLostError extends Error {}

/**
 * Claims due jobs of the registered types in a short transaction (FOR UPDATE SKIP LOCKED, then
 * "running" with a lease), so that concurrent claimers never get the same job.
 */
async function claimDueJobs(db: Database, registry: JobRegistry, now: Date, limit: number): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, type: jobs.type })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, registry.types()),
          or(
            and(eq(jobs.state, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: JobRow[] = [];
    for (const row of due) {
      const leaseMs = registry.get(row.type)!.leaseMs;
      const [job] = await tx
        .update(jobs)
        .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(eq(jobs.id, row.id))
        .returning();
      claimed.push(job!);
    }
    return claimed;
  });
}

// every finishing write names the attempt it ends: a worker whose lease ran out changes nothing
const sameClaim = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));

async function recordFailure(db: Database, job: JobRow, type: RegisteredJobType, error: unknown, now: Date) {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    MAX_ERROR_LENGTH,
  );
  const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      final
        ? { state: 'failed', lastError: message, lockedUntil: null, finishedAt: now }
        : {
            state: 'pending',
            lastError: message,
            lockedUntil: null,
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts, type)),
          },
    )
    .where(sameClaim(job));
  return final;
}

async function runJob(db: Database, clock: Clock, registry: JobRegistry, job: JobRow, log?: JobLogger) {
  const type = registry.get(job.type)!;
  try {
    if (job.attempts > job.maxAttempts) {
      // claimed again after its worker died during the last attempt
      throw new PermanentJobError('The last attempt did not finish');
    }
    const commit = await type.handler(job.payload, {
      db,
      now: clock.now(),
      jobId: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
    });
    await db.transaction(async (tx) => {
      if (commit) await commit(tx);
      const done = await tx
        .update(jobs)
        .set({ state: 'done', lockedUntil: null, finishedAt: clock.now() })
        .where(sameClaim(job))
        .returning({ id: jobs.id });
      // rolls the handler's writes back: another worker has claimed the job meanwhile
      if (done.length === 0) throw new LeaseLostError();
    });
  } catch (error) {
    if (error instanceof LeaseLostError) {
      log?.warn({ jobId: job.id, type: job.type }, 'job lease ran out before it finished; left to the new claimer');
      return;
    }
    const final = await recordFailure(db, job, type, error, clock.now());
    const details = { jobId: job.id, type: job.type, attempt: job.attempts, err: error };
    if (final) log?.error(details, 'job failed for good');
    else log?.warn(details, 'job failed; retry scheduled');
  }
}

/**
 * Runs the jobs of the registered types that are due at the clock's time, one at a time, until none
 * is left (or `maxJobs`); jobs enqueued meanwhile and already due run too. Returns how many ran.
 */
export async function runDueJobs(
  db: Database,
  clock: Clock,
  registry: JobRegistry,
  options: RunDueJobsOptions = {},
): Promise<number> {
  if (registry.types().length === 0) return 0;
  const maxJobs = options.maxJobs ?? 100;
  let ran = 0;
  while (ran < maxJobs) {
    const claimed = await claimDueJobs(db, registry, clock.now(), Math.min(options.batchSize ?? 5, maxJobs - ran));
    if (claimed.length === 0) break;
    for (const job of claimed) {
      await runJob(db, clock, registry, job, options.log);
      ran += 1;
    }
  }
  return ran;
}
