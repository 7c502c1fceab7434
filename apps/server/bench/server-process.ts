import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config';

/*
 * The server as production runs it: `npm start` (scripts/start.mjs, which imports the server bundle,
 * apps/server/dist/main.mjs, in its own process) in a child process on a free port, with the production
 * configuration. The bench measures from the spawn to the first answer of `api/health`, and reads the
 * server's resident memory from /proc. The bundle is built once before (`buildServerBundle`), so that no
 * start pays for building it.
 */

/** Builds the server bundle that `npm start` runs (scripts/build-server.mjs); the tree is "built" after it. */
export function buildServerBundle(): void {
  const result = spawnSync('node', ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server bundle failed');
}

/** Production settings every bench server shares; the database comes from the caller. */
export const BENCH_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
  MFA_ENCRYPTION_KEY: 'bench-mfa-key-that-is-at-least-32-characters-long',
  // autocannon sends thousands of requests a second from one address
  RATE_LIMIT_PER_MINUTE: '0',
  DEV_MAILBOX: 'false',
  // the tree is built: never rebuild the web app inside a measurement
  SKIP_WEB_BUILD: 'true',
  FILES_DIR: path.join(os.tmpdir(), 'steelyard-bench-files'),
};

export interface ServerProcess {
  base: string;
  /** Milliseconds from the spawn of `npm start` to the first 200 of api/health. */
  readyMs: number;
  /** The resident memory of the server process (the node process running start.mjs), in MB. */
  rssMb(): number;
  /** The CPU time the server process has used so far (user + system, every thread), in ms. */
  cpuMs(): number;
  /** The last lines the server printed (for errors). */
  output(): string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The ids of a process's descendants (from /proc, Linux only). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the second field (comm) may hold spaces; the parent id follows its closing parenthesis
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we read
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const clockTicks = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** utime + stime of a process (every thread) from /proc/<pid>/stat, in ms. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after comm's closing parenthesis: state is the 3rd field, utime the 14th and stime the 15th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Starts `npm start` with `env` on a free port and waits for the first answer (up to `timeoutMs`). */
export async function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...BENCH_SERVER_ENV, ...env })) {
    if (v !== undefined) childEnv[k] = v;
  }
  childEnv.PORT = String(port);
  childEnv.HOST = '127.0.0.1';
  childEnv.PUBLIC_URL = base;
  const lines: string[] = [];
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  let readyMs = NaN;
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`the server exited before answering:\n${lines.join('\n')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  if (Number.isNaN(readyMs)) {
    process.kill(-child.pid!, 'SIGKILL');
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${lines.join('\n')}`);
  }
  const serverPid = () => {
    for (const pid of descendants(child.pid!)) {
      try {
        // node itself, not the shell npm runs it through
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (path.basename(argv[0]!) === 'node' && argv.some((a) => a.endsWith('start.mjs'))) return pid;
      } catch {
        // ended
      }
    }
    throw new Error('server process not found');
  };
  const pid = serverPid();
  return {
    base,
    readyMs,
    rssMb: () => rssOf(pid),
    cpuMs: () => cpuMsOf(pid),
    output: () => lines.join('\n'),
    stop: async () => {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // the whole group: npm, its shell and the server
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) process.kill(-child.pid!, 'SIGKILL');
      }, 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts bench/bare-server.ts (a Fastify route answering constant JSON, and the endpoints' bare twins
 * when `env` names their recordings: BARE_RECORDINGS, DATABASE_URL) on a free port.
 */
export async function startBareServer(
  env: Record<string, string> = {},
): Promise<{ base: string; cpuMs(): number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return {
    base,
    // node itself runs the server (tsx is loaded with --import, not as a process of its own)
    cpuMs: () => cpuMsOf(child.pid!),
    stop: async () => {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
