// The server as `npm start` runs it: its TypeScript and the domain's bundled by esbuild into one ES
// module, apps/server/dist/main.mjs, with every other package left to node_modules. Loading the
// sources through tsx at each start took about 1.5 s of the 3 s budget (issue 11, decision 123).
// `npm run build` runs this; `npm start` runs it when the sources are newer than the bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const SERVER_DIST = join(root, 'apps/server/dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'main.mjs');
// worker threads' modules, each its own entry beside main.mjs (the code that starts one finds it there)
const WORKER_ENTRIES = { 'package-list-worker': 'apps/server/src/modules/documents/package-list-worker.ts' };
const SERVER_OUTPUTS = [SERVER_BUNDLE, ...Object.keys(WORKER_ENTRIES).map((name) => join(SERVER_DIST, `${name}.mjs`))];
const SERVER_INPUTS = [
  'apps/server/src',
  'packages/domain/src',
  'apps/server/package.json',
  'packages/domain/package.json',
];

/** The newest modification time under `path` (0 when it does not exist). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Is a bundle file missing or older than a source? */
export function serverBuildIsStale() {
  const builtAt = Math.min(...SERVER_OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  return Math.max(...SERVER_INPUTS.map((p) => newestMtime(join(root, p)))) > builtAt;
}

/** The short commit of the checkout, or null outside git. */
function gitSha() {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/** Bundles src/main.ts and the workers with what they import of ours; packages stay imports of node_modules. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const sha = gitSha();
  const workers = Object.entries(WORKER_ENTRIES).map(([name, path]) => [name, join(root, path)]);
  await build({
    entryPoints: { main: join(root, 'apps/server/src/main.ts'), ...Object.fromEntries(workers) },
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // stack traces name the TypeScript lines (start.mjs switches source maps on)
    sourcemap: true,
    logLevel: 'warning',
    // error reports name the commit they were built from (config.ts, appRelease)
    define: sha ? { 'process.env.STEELYARD_GIT_SHA': JSON.stringify(sha) } : {},
    plugins: [
      {
        name: 'packages-stay-external',
        setup(b) {
          // the domain is TypeScript too: bundled; every other bare import is a package
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@steelyard/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
  console.log(`Built ${SERVER_BUNDLE}`);
}
