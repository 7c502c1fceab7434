// `npm run dev`: the development loop. The server from its TypeScript sources, restarted by tsx when a
// source changes (apps/server `npm run dev`), and Vite's dev server with hot reload, which forwards /api
// to that server (apps/web/vite.config.ts). PORT moves the server (Vite follows it), WEB_PORT moves Vite.
// Ctrl+C stops both; when one stops by itself, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = process.env.STEELYARD_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const webArgs = process.env.WEB_PORT ? ['--', '--port', process.env.WEB_PORT, '--strictPort'] : [];

const children = [
  start('server', ['run', 'dev', '-w', '@steelyard/server']),
  start('web', ['run', 'dev', '-w', '@steelyard/web', ...webArgs], { STEELYARD_API_URL: apiUrl }),
];

/** Runs an npm script in its own process group (so that stopping it stops what it started), its lines prefixed. */
function start(name, args, env = {}) {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
