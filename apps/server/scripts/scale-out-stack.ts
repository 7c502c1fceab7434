// Two server instances on one fresh PostgreSQL database with one shared files directory, behind a
// round-robin proxy on PORT (issue 12, scale out). e2e/playwright.scale.config.ts runs it as its web
// server; on SIGTERM or SIGINT it stops both servers and drops the database. SCALE_FILES=s3 keeps the
// files in one S3 bucket instead (s3rver on PORT + 9, issue 26; e2e/playwright.scale-s3.config.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config';
import { startServerChild, type ServerChild } from '../src/test-support/server-child';
import { createScratchDatabase } from '../src/test-support/scratch-database';
import { startS3StandIn, type S3StandIn } from '../src/test-support/s3-stand-in';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const port = Number(process.env.PORT ?? 3100);
// the server (and credentials) to create the database on: SCALE_DATABASE_URL, else DATABASE_URL, else the local one
const adminUrl =
  process.env.SCALE_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const results = path.join(REPO_ROOT, 'test-results');
// the e2e helpers keep the operator's authenticator key beside the run's data: fresh for a fresh database; a
// directory of its own, never the journeys' e2e-data (a run of them may be going on beside this one)
const runDir = path.join(results, process.env.E2E_STATE_DIR ?? 'e2e-scale-data');
const filesDir = path.join(results, 'scale-out-files');
const onS3 = process.env.SCALE_FILES === 's3';
// the passes on a directory and on S3 run side by side: each its own counts
const proxyFile = path.join(results, onS3 ? 'scale-out-proxy-s3.json' : 'scale-out-proxy.json');
// the journeys' configuration passes its key; run alone, the stack makes one and prints the link
const mailboxKey = process.env.DEV_MAILBOX_KEY || randomBytes(24).toString('base64url');

/** What the journeys' server needs (as e2e/playwright.config.ts sets it), for each instance. */
const instanceEnv = (databaseUrl: string, s3: S3StandIn | null): Record<string, string | undefined> => ({
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  // both instances write to and hand out addresses of the one bucket, or the one directory
  ...(s3 ? s3.env : { FILES_DIR: filesDir }),
  WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
  LOG_LEVEL: 'warn',
  DEV_MAILBOX: 'true',
  // one key for both instances, so the mailbox answers through the proxy whichever serves it
  DEV_MAILBOX_KEY: mailboxKey,
  JOBS_POLL_MS: '200',
  AUTH_MAX_REQUESTS_PER_IP: '10000',
  // the proxy: the instances count the client it names, as behind a real load balancer (decision 132)
  TRUST_PROXY: '127.0.0.1',
  // one limit for both instances (issue 26), low enough that e2e/tests/shared-rate-limit.scale.ts reaches it
  // from an address of its own; the journeys' browsers and helpers all come from 127.0.0.1, which is not counted
  RATE_LIMIT_PER_MINUTE: '30',
  RATE_LIMIT_EXEMPT: '127.0.0.1',
  // the keys are generated once and kept in the database, so both instances agree (decision 25)
  JWT_SECRET: undefined,
  MFA_ENCRYPTION_KEY: undefined,
  // production-like password hashing, as the single-server journeys have
  ARGON2_MEMORY_KIB: undefined,
  ARGON2_TIME_COST: undefined,
  // links in e-mails point at the proxy, the address users know
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

const database = await createScratchDatabase(adminUrl);
const servers: ServerChild[] = [];
let proxy: RoundRobinProxy | null = null;
let s3: S3StandIn | null = null;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const counts = proxy?.counts() ?? [];
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    await database.drop().catch((error: unknown) => console.error('could not drop the database:', error));
    writeFileSync(proxyFile, JSON.stringify({ requestsPerInstance: counts }));
    console.log(`scale-out: requests per instance ${counts.join(' / ')}; database dropped`);
  }
  process.exit(code);
}
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

try {
  rmSync(runDir, { recursive: true, force: true });
  // the directory pass may be running beside the S3 one: only it clears its directory
  if (!onS3) rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  // the bucket the S3 journey expects (e2e/tests/s3-storage.spec.ts)
  if (onS3) s3 = await startS3StandIn({ port: port + 9, bucket: 'steelyard-e2e' });
  const env = instanceEnv(database.url, s3);
  // the first migrates and seeds (under the advisory lock); the second finds it done
  servers.push(await startServerChild(env, { port: port + 1 }));
  servers.push(await startServerChild(env, { port: port + 2 }));
  proxy = await startRoundRobinProxy(
    port,
    servers.map((s) => s.base),
  );
  console.log(`scale-out: proxy on :${port} → ${servers.map((s) => s.base).join(', ')}`);
  console.log(`scale-out: files ${s3 ? `in the bucket ${s3.bucket} at ${s3.endpoint}` : `in ${filesDir}`}`);
  console.log(`scale-out: development mailbox at http://127.0.0.1:${port}/dev/mailbox?key=${mailboxKey}`);
} catch (error) {
  console.error('scale-out stack did not start:', error);
  await stop(1);
}
