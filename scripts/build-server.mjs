// The server as `npm start` runs it: its TypeScript and the domain's bundled by esbuild into one ES
// module, apps/server/dist/main.mjs, with every other package left to node_modules. Loading the
// sources through tsx at each start took about 1.5 s of the 3 s budget (issue 11, decision 123).
// `npm run build` runs this; `npm start` runs it when the sources are newer than the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUNDLE = join(root, 'apps/server/dist/main.mjs');
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

/** Is the bundle missing or older than a source? */
export function serverBuildIsStale() {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  return Math.max(...SERVER_INPUTS.map((p) => newestMtime(join(root, p)))) > builtAt;
}

/** Bundles src/main.ts and what it imports of ours; packages stay imports of node_modules. */
export async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // stack traces name the TypeScript lines (start.mjs switches source maps on)
    sourcemap: true,
    logLevel: 'warning',
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
