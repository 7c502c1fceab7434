import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/database';
import { openTestDatabase } from '../test-support/test-database';
import { RELIABILITY_SERVER_ENV, startServerChild, type ServerChild } from '../test-support/server-child';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import { checkRaceInvariants } from './race-invariants';
import { countAcknowledged, findLostWrites, prepareMixedWriteLoad } from './mixed-write-load';
import { recordSoak } from './soak-report';

/*
 * Faults (issue 12): the real server under a load of mixed writes is killed with SIGKILL a few times
 * mid-load and started again; afterwards every acknowledged write is in the database and every
 * invariant holds. On PGlite the server uses a file database (DATA_DIR) whose lock file the killed
 * process leaves behind; on PostgreSQL a fresh database.
 */

// the PGlite file database seeds in one to two minutes on a busy machine, and is started several times
const SUITE_TIMEOUT_MS = 900_000;
const SUITE = 'faults';
const CRASHES = Number(process.env.SOAK_CRASHES ?? 3);
const onPostgres = Boolean(process.env.DATABASE_URL);
// the PGlite server runs every query on one connection and works off its job backlog after each restart
const LOAD_MS = Number(process.env.SOAK_LOAD_MS ?? (onPostgres ? 5_000 : 8_000));
const WORKERS = 6;

let workDir: string;
let database: (DatabaseHandle & { url?: string }) | null = null;
let server: ServerChild | null = null;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-faults-'));
  // PostgreSQL: a fresh copy of the seeded template; PGlite: the server seeds its own file database
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await server?.crash();
  await database?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('kill -9 during a load of mixed writes', () => {
  it(
    `loses no acknowledged write and keeps every invariant over ${CRASHES} crashes`,
    async () => {
      const dataDir = path.join(workDir, 'data');
      const env = {
        ...(onPostgres ? { DATABASE_URL: database!.url! } : { DATA_DIR: dataDir }),
        FILES_DIR: path.join(workDir, 'files'),
      };
      // a first start migrates and seeds; the load's actors are read from what it seeded
      server = await startServerChild(env);
      let reader: DatabaseHandle;
      if (onPostgres) {
        reader = database!;
      } else {
        await server.stop();
        reader = await openDatabase({ databaseUrl: null, dataDir });
      }
      const load = await prepareMixedWriteLoad(reader.db, RELIABILITY_SERVER_ENV.JWT_SECRET!);
      if (!onPostgres) {
        await reader.close();
        server = await startServerChild(env);
      }

      let invariantsChecked = 0;
      const broken: string[] = [];
      for (let crash = 1; crash <= CRASHES; crash++) {
        const running = load.run(server.base, WORKERS);
        await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
        // mid-load: requests are in flight, some transactions open
        await server.crash();
        await running.stop();
        recordSoak(SUITE, { faults: 1 });
        if (!onPostgres) expect(existsSync(`${dataDir}.lock`), 'the killed server left its lock file').toBe(true);
        // the restart takes over the stale lock file (PGlite) and recovers the database
        server = await startServerChild(env);
        broken.push(...(await load.retryUnanswered(server.base)));
        if (onPostgres) {
          const report = await checkRaceInvariants(reader.db, DEFAULT_EXCHANGE_RATES);
          invariantsChecked += report.checked;
          broken.push(...report.violations.map((b) => `after crash ${crash}: ${b}`));
        }
      }

      await server.stop();
      server = null;
      const final = onPostgres ? reader : await openDatabase({ databaseUrl: null, dataDir });
      try {
        const lost = await findLostWrites(final.db, load.acknowledged);
        const report = await checkRaceInvariants(final.db, DEFAULT_EXCHANGE_RATES);
        invariantsChecked += report.checked;
        broken.push(...report.violations);
        const acknowledged = countAcknowledged(load.acknowledged);
        recordSoak(SUITE, {
          requests: load.requests(),
          invariantsChecked: invariantsChecked + acknowledged,
          lost: lost.length + broken.length,
        });
        console.log(
          `faults: ${CRASHES} crashes, ${load.requests()} requests, ${acknowledged} acknowledged writes ` +
            `(${load.acknowledged.orders.size} orders, ${load.acknowledged.negotiations.size} negotiations, ` +
            `${load.acknowledged.listings.size} listings, ${load.acknowledged.addresses.size} addresses), ${lost.length} lost`,
        );
        for (const [what, count] of load.refusals()) console.log(`  refused ${count}×: ${what}`);
        expect(lost).toEqual([]);
        expect(broken).toEqual([]);
        // the load did write: each kind of write was acknowledged at least once
        expect(load.acknowledged.orders.size).toBeGreaterThan(0);
        expect(load.acknowledged.negotiations.size).toBeGreaterThan(0);
        expect(load.acknowledged.approvedAddresses.size).toBeGreaterThan(0);
      } finally {
        if (!onPostgres) await final.close();
      }
    },
    SUITE_TIMEOUT_MS,
  );
});
