import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/server-process';
import { REPO_ROOT } from '../platform/config';

/*
 * The real server (src/main.ts through tsx, as `npm start` runs it) in a child process, for the
 * reliability suites that kill it, restart it or run two of it on one database. Unlike the bench's
 * `startServer` it runs node directly, so `kill('SIGKILL')` hits the server itself, as a crash would.
 */

/** Settings every reliability server shares; the database and files come from the caller. */
export const RELIABILITY_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'reliability-secret-that-is-at-least-32-characters',
  MFA_ENCRYPTION_KEY: 'reliability-mfa-key-that-is-at-least-32-characters',
  RATE_LIMIT_PER_MINUTE: '0',
  AUTH_MAX_REQUESTS_PER_IP: '1000000',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  DEV_MAILBOX: 'false',
  JOBS_POLL_MS: '100',
  // the API only: the suites never load the web app, and a missing build is fine
  WEB_DIST_DIR: path.join(os.tmpdir(), 'steelyard-no-web-dist'),
};

export interface ServerChild {
  base: string;
  port: number;
  pid: number;
  /** The last lines the server printed (for failures). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, PGlite keeps its lock file, open transactions are cut. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful stop (jobs finish, the database closes). */
  stop(): Promise<void>;
}

/** Starts the server with `env` (on `port`, else a free one) and waits until api/health answers 200. */
export async function startServerChild(
  env: Record<string, string | undefined>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ServerChild> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...RELIABILITY_SERVER_ENV, ...env })) {
    if (v !== undefined) childEnv[k] = v;
  }
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base });
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (exited) throw new Error(`the server exited before answering:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (exited) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  return {
    base,
    port,
    pid: child.pid!,
    output: () => lines.join('\n'),
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
