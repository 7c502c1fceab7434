// `npm start`: build the web app when its sources are newer than the build, then run the server
// (which migrates, seeds an empty database and serves API and web app) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const sourcesAt = Math.max(...webInputs.map((p) => newestMtime(join(root, p))));
if (process.env.SKIP_WEB_BUILD !== 'true' && sourcesAt > builtAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@steelyard/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node 20 cannot strip types: register tsx, then load the server entry in this process so signals reach it.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'apps/server/src/main.ts')).href);
