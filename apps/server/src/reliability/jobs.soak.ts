import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EXPIRY_JOB } from '../modules/listings/lifecycle';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/db/database';
import { readRows } from '../platform/db/raw-rows';
import { enqueueJob } from '../platform/jobs/enqueue-job';
import { createScratchDatabase } from '../test-support/scratch-database';
import { RELIABILITY_SERVER_ENV, startServerChild, type ServerChild } from '../test-support/server-child';
import { createActorTokens } from './mixed-write-load';
import { recordSoak } from './soak-report';

/*
 * Timed transitions on the job runner (issue 12): listings whose expiry passed while the server was
 * down expire when it starts (both drivers), and with two server processes polling one PostgreSQL
 * database every expiry runs exactly once. The expiry is moved as the seller's change of expiry does
 * (the listing's row and a job at the new time); the old job then changes nothing.
 */

// the PGlite file database seeds in one to two minutes on a busy machine
const SUITE_TIMEOUT_MS = 600_000;
const SUITE = 'jobs';
const onPostgres = Boolean(process.env.DATABASE_URL);
let workDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let database: DatabaseHandle | null = null;
const servers: ServerChild[] = [];

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-jobs-'));
  // the server seeds at the real time, so its live listings are still live (the test template's are not)
  if (onPostgres) scratch = await createScratchDatabase(process.env.DATABASE_URL!);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.crash()));
  await database?.close();
  await scratch?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Moves the expiry of `count` live listings of Demo Steel (without auto-renewal) to `at`; answers their ids. */
async function moveExpiriesInto(db: Database, count: number, at: Date): Promise<string[]> {
  const rows = await readRows<{ id: string }>(
    db,
    // Demo Steel's, whose seller the suite asks over HTTP
    sql`select id from listings where status = 'PUBLISHED' and kind = 'LISTING' and expires_at > ${at.toISOString()}::timestamptz
        and organisation_id = (select organisation_id from users where email = 'seller@demo-steel.example')
        order by id limit ${count}`,
  );
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update listings set expires_at = ${at.toISOString()}::timestamptz, auto_renew = false
        where id = ${id}::uuid`);
      const expiresAt = at.toISOString();
      await enqueueJob(
        tx,
        {
          type: LISTING_EXPIRY_JOB,
          payload: { listingId: id, expiresAt },
          runAt: at,
          dedupeKey: `listing-expiry:${id}:${expiresAt}`,
        },
        new Date(),
      );
    });
  }
  return rows.map((r) => r.id);
}

/** The listings of `ids` and how many EXPIRE changes each has since its (moved) expiry; demo stories have older ones. */
async function expiriesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return readRows<{ id: string; status: string; expirations: number }>(
    db,
    sql`select l.id, l.status, (select count(*)::int from listing_status_changes c
          where c.listing_id = l.id and c.action = 'EXPIRE' and c.changed_at >= l.expires_at) as expirations
        from listings l where l.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('timed transitions', () => {
  it(
    onPostgres
      ? 'catch up after downtime and run exactly once with two server processes on one database'
      : 'catch up after downtime: listings whose expiry passed while the server was down expire at start',
    async () => {
      const dataDir = path.join(workDir, 'data');
      const env: Record<string, string> = {
        ...(onPostgres ? { DATABASE_URL: scratch!.url } : { DATA_DIR: dataDir }),
        FILES_DIR: path.join(workDir, 'files'),
        JOBS_POLL_MS: '50',
      };
      // a first start migrates (and on PGlite seeds); then the server is down
      await (await startServerChild(env)).stop();
      if (onPostgres) database = await openDatabase({ databaseUrl: scratch!.url, dataDir: '' });
      const offline = database ?? (await openDatabase({ databaseUrl: null, dataDir }));
      const whileDown = await moveExpiriesInto(offline.db, 8, new Date(Date.now() - 60_000));
      expect(whileDown.length).toBeGreaterThan(0);
      const tokenOf = await createActorTokens(offline.db, RELIABILITY_SERVER_ENV.JWT_SECRET!);
      if (!onPostgres) await offline.close();

      // the server comes back (two at once on PostgreSQL): the missed expiries run at start
      const instances = onPostgres ? 2 : 1;
      servers.push(...(await Promise.all(Array.from({ length: instances }, () => startServerChild(env)))));
      const statusOverHttp = async (id: string) => {
        const res = await fetch(`${servers[0]!.base}/api/universal/listings/${id}`, {
          headers: { authorization: `Bearer ${await tokenOf('seller')}` },
        });
        const body = (await res.json()) as { status?: { value: string } };
        if (!body.status) throw new Error(`GET listing ${id}: ${res.status} ${JSON.stringify(body)}`);
        return body.status.value;
      };
      await waitFor(async () => (await Promise.all(whileDown.map(statusOverHttp))).every((s) => s === 'EXPIRED'));
      recordSoak(SUITE, { faults: 1, requests: whileDown.length });

      let moved = whileDown;
      if (onPostgres) {
        // while both poll: batches of expiries fall due together, each must run once
        for (let round = 0; round < 5; round++) {
          const batch = await moveExpiriesInto(database!.db, 4, new Date(Date.now() - 1_000));
          if (batch.length === 0) break;
          moved = [...moved, ...batch];
          await waitFor(async () => (await expiriesOf(database!.db, batch)).every((l) => l.status === 'EXPIRED'));
        }
      }
      await Promise.all(servers.splice(0).map((s) => s.stop()));

      const final = database ?? (await openDatabase({ databaseUrl: null, dataDir }));
      try {
        const listings = await expiriesOf(final.db, moved);
        const jobs = await readRows<{ state: string; attempts: number }>(
          final.db,
          sql`select state, attempts from jobs where type = ${LISTING_EXPIRY_JOB}
              and payload->>'listingId' in (${sql.join(moved, sql`, `)})
              and (payload->>'expiresAt')::timestamptz < now()`,
        );
        const wrong = [
          ...listings.filter((l) => l.status !== 'EXPIRED' || l.expirations !== 1).map((l) => JSON.stringify(l)),
          ...jobs.filter((j) => j.state !== 'done' || j.attempts !== 1).map((j) => JSON.stringify(j)),
        ];
        recordSoak(SUITE, { invariantsChecked: listings.length + jobs.length, lost: wrong.length });
        console.log(
          `jobs: ${whileDown.length} caught up, ${moved.length} expiries on ${instances} instance(s), ${wrong.length} wrong`,
        );
        expect(listings).toHaveLength(moved.length);
        expect(wrong.join('\n')).toBe('');
      } finally {
        if (!onPostgres) await final.close();
      }
    },
    SUITE_TIMEOUT_MS,
  );
});
