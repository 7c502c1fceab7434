// `npm start`: build the web app when its sources are newer than the build, and the server bundle when
// the server's are (scripts/build-server.mjs), then run the server (which migrates, seeds an empty
// database and serves API and web app) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, newestMtime, SERVER_BUNDLE, serverBuildIsStale } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

if (process.env.SKIP_WEB_BUILD !== 'true') {
  const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
  const sourcesAt = Math.max(...webInputs.map((p) => newestMtime(join(root, p))));
  if (sourcesAt > builtAt) {
    console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@steelyard/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}
// the bundle's source map turns stack traces (logs, error reports) back into TypeScript lines
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
