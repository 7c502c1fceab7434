import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database';
import { createTestClock } from '../clock';
import { openPostgresDatabase, type Database, type DatabaseHandle } from '../db/database';
import { enqueueJob } from './enqueue-job';
import { startJobPoller } from './job-poller';
import { createJobRegistry, PermanentJobError, retryDelayMs, type JobHandler } from './job-registry';
import { runDueJobs } from './run-due-jobs';
import { jobs } from './schema';

let handle: DatabaseHandle & { url?: string };
let db: Database;
const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  // a stand-in for the table a handler changes: a second write for one job would break the key
  await db.execute(sql`create table job_effects (job_id uuid primary key, worker integer not null)`);
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.execute(sql`delete from job_effects`);
  await db.delete(jobs);
});

// both drivers answer raw queries with `rows`
const effects = async () =>
  (
    (await db.execute(sql`select job_id, worker from job_effects`)) as unknown as {
      rows: { job_id: string; worker: number }[];
    }
  ).rows;
const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const writeEffect =
  (worker: number): JobHandler =>
  async (_payload, ctx) =>
  async (tx) => {
    await tx.execute(sql`insert into job_effects (job_id, worker) values (${ctx.jobId}, ${worker})`);
  };

describe('enqueueJob', () => {
  it('ignores a second job with the same dedupe key', async () => {
    const first = await enqueueJob(db, { type: 't', payload: {}, dedupeKey: 'once' }, clock.now());
    const second = await enqueueJob(db, { type: 't', payload: {}, dedupeKey: 'once' }, clock.now());
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await db.select().from(jobs)).toHaveLength(1);
  });
  it('rolls back with the transaction that enqueued it', async () => {
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, { type: 't', payload: {} }, clock.now());
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await db.select().from(jobs)).toHaveLength(0);
  });
});

describe('runDueJobs', () => {
  it('runs due jobs of registered types once and marks them done with their writes', async () => {
    const registry = createJobRegistry();
    registry.register('effect', writeEffect(1));
    const due = await enqueueJob(db, { type: 'effect', payload: {} }, clock.now());
    const later = await enqueueJob(
      db,
      { type: 'effect', payload: {}, runAt: new Date(clock.now().getTime() + 60_000) },
      clock.now(),
    );
    const foreign = await enqueueJob(db, { type: 'not-mine', payload: {} }, clock.now());
    expect(await runDueJobs(db, clock, registry)).toBe(1);
    expect(await runDueJobs(db, clock, registry)).toBe(0);
    expect(await jobRow(due!)).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
    expect((await jobRow(later!)).state).toBe('pending');
    expect((await jobRow(foreign!)).state).toBe('pending');
    expect(await effects()).toEqual([{ job_id: due, worker: 1 }]);
  });

  it('retries a failing job with doubling backoff, then succeeds', async () => {
    let calls = 0;
    const registry = createJobRegistry();
    registry.register(
      'flaky',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`smtp refused #${calls}`);
      },
      { backoffMs: 1_000, maxBackoffMs: 10_000 },
    );
    const id = (await enqueueJob(db, { type: 'flaky', payload: {}, maxAttempts: 5 }, clock.now()))!;
    const start = clock.now().getTime();
    expect(await runDueJobs(db, clock, registry)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Error: smtp refused #1' });
    expect((await jobRow(id)).runAt.getTime()).toBe(start + 1_000);
    clock.advance(999);
    expect(await runDueJobs(db, clock, registry)).toBe(0);
    clock.advance(1);
    expect(await runDueJobs(db, clock, registry)).toBe(1);
    expect((await jobRow(id)).runAt.getTime()).toBe(start + 1_000 + 2_000);
    clock.advance(2_000);
    expect(await runDueJobs(db, clock, registry)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('fails a job for good after its last attempt, or at once on a permanent error', async () => {
    const registry = createJobRegistry();
    registry.register(
      'broken',
      async () => {
        throw new Error('always');
      },
      { backoffMs: 10 },
    );
    registry.register('malformed', async () => {
      throw new PermanentJobError('bad payload');
    });
    const broken = (await enqueueJob(db, { type: 'broken', payload: {}, maxAttempts: 2 }, clock.now()))!;
    const malformed = (await enqueueJob(db, { type: 'malformed', payload: {} }, clock.now()))!;
    await runDueJobs(db, clock, registry, { log: quiet });
    clock.advance(10);
    await runDueJobs(db, clock, registry, { log: quiet });
    expect(await jobRow(broken)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'Error: always' });
    expect(await jobRow(malformed)).toMatchObject({ state: 'failed', attempts: 1 });
    clock.advance(60 * 60 * 1000);
    expect(await runDueJobs(db, clock, registry)).toBe(0);
  });

  it('commits nothing of a handler whose commit fails, and retries it', async () => {
    let calls = 0;
    const registry = createJobRegistry();
    registry.register(
      'half',
      async (_payload, ctx) => async (tx) => {
        calls += 1;
        await tx.execute(sql`insert into job_effects (job_id, worker) values (${ctx.jobId}, ${calls})`);
        if (calls === 1) throw new Error('constraint violated after the first write');
      },
      { backoffMs: 5 },
    );
    const id = (await enqueueJob(db, { type: 'half', payload: {} }, clock.now()))!;
    await runDueJobs(db, clock, registry);
    expect(await effects()).toEqual([]);
    expect((await jobRow(id)).state).toBe('pending');
    clock.advance(5);
    await runDueJobs(db, clock, registry);
    expect(await effects()).toEqual([{ job_id: id, worker: 2 }]);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('claims a job again when its worker died, and a late worker commits nothing', async () => {
    const id = await enqueueJob(db, { type: 'effect', payload: {} }, clock.now());
    let releaseSlow!: () => void;
    let slowStarted!: () => void;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const slow = createJobRegistry();
    slow.register(
      'effect',
      async (payload, ctx) => {
        slowStarted();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return writeEffect(1)(payload, ctx);
      },
      { leaseMs: 1_000 },
    );
    const slowRun = runDueJobs(db, clock, slow, { log: quiet });
    await started;
    const fast = createJobRegistry();
    fast.register('effect', writeEffect(2), { leaseMs: 1_000 });
    // still leased to the slow worker
    expect(await runDueJobs(db, clock, fast)).toBe(0);
    clock.advance(1_000);
    expect(await runDueJobs(db, clock, fast)).toBe(1);
    releaseSlow();
    await slowRun;
    expect(await effects()).toEqual([{ job_id: id, worker: 2 }]);
    expect(await jobRow(id!)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('concurrent claimers', () => {
  const JOB_COUNT = 40;
  const runConcurrently = async (databases: Database[]) => {
    const calls: string[] = [];
    for (let n = 0; n < JOB_COUNT; n++) await enqueueJob(db, { type: 'effect', payload: { n } }, clock.now());
    await Promise.all(
      databases.map((workerDb, worker) => {
        const registry = createJobRegistry();
        registry.register('effect', async (payload, ctx) => {
          calls.push(ctx.jobId);
          await sleep(1);
          return writeEffect(worker)(payload, ctx);
        });
        return runDueJobs(workerDb, clock, registry, { batchSize: 2 });
      }),
    );
    return calls;
  };
  const expectExactlyOnce = async (calls: string[]) => {
    expect(calls).toHaveLength(JOB_COUNT);
    expect(new Set(calls).size).toBe(JOB_COUNT);
    expect(await effects()).toHaveLength(JOB_COUNT);
    const states = await db.select({ state: jobs.state }).from(jobs);
    expect(states.every((j) => j.state === 'done')).toBe(true);
  };

  it('run every job exactly once on one database handle', async () => {
    await expectExactlyOnce(await runConcurrently([db, db, db]));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'run every job exactly once from three PostgreSQL connection pools',
    async () => {
      const pools = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(handle.url!)));
      try {
        const calls = await runConcurrently(pools.map((p) => p.db));
        await expectExactlyOnce(calls);
        const workers = new Set((await effects()).map((e) => e.worker));
        expect(workers.size).toBeGreaterThan(1);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    },
  );
});

describe('startJobPoller', () => {
  it('runs due jobs on its interval until stopped', async () => {
    const registry = createJobRegistry();
    registry.register('effect', writeEffect(7));
    await enqueueJob(db, { type: 'effect', payload: {} }, clock.now());
    const poller = startJobPoller({ db, clock, registry, intervalMs: 10, log: quiet });
    await expect.poll(async () => (await effects()).length, { timeout: 2_000 }).toBe(1);
    await poller.stop();
    await enqueueJob(db, { type: 'effect', payload: {} }, clock.now());
    await sleep(50);
    expect(await effects()).toHaveLength(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the backoff up to the cap', () => {
    const options = { backoffMs: 10_000, maxBackoffMs: 60_000 };
    expect([1, 2, 3, 4, 5].map((a) => retryDelayMs(a, options))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
