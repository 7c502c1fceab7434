// The web build's last step (issue 25, decisions 2 and 3): builds src/server-entry.ts for Node with the
// app's Vite config into dist/ssr/ (kept: the server renders signed-in pages with it), renders the
// signed-out pages with it and writes them beside the bundles, as dist/prerendered/<language>/<path>
// [.<region>].html with a brotli and a gzip copy each (as the client build's files have), and writes
// dist/ssr/session.html, the template of the signed-in pages the server renders.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.join(import.meta.dirname, '..');
// the client build's folder: dist, or the one given (a build elsewhere, to measure it)
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
// a production build whoever runs it (a test runner sets NODE_ENV=test): the JSX runtime Vite compiles for
// must be the one the `define` below makes React export
process.env.NODE_ENV = 'production';
// the server never sends this folder's files (apps/server/src/platform/static-spa.ts)
const ssrOut = path.join(dist, 'ssr');

{
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // everything in the one Node file: the app's packages are written for bundlers (CSS-free ESM, 'use client')
    ssr: { noExternal: true },
    // React's production build whatever NODE_ENV the server runs with (its development build renders at a
    // third of the speed)
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/server-entry.ts',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'render.mjs' } },
    },
  });
  const { renderAllPages, fillTemplate, bootScript } = await import(
    pathToFileURL(path.join(ssrOut, 'render.mjs')).href
  );
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // the pages' boot script, named by its content like Vite's files (it names this build's entry)
  const boot = bootScript(template);
  const bootName = `prerender-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', bootName), boot);
  const folder = path.join(dist, 'prerendered');
  rmSync(folder, { recursive: true, force: true });
  const pages = await renderAllPages();
  for (const page of pages) {
    const file = path.join(folder, page.file);
    const html = Buffer.from(fillTemplate(template, page, `/assets/${bootName}`));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  // the signed-in pages' template: the boot script in place of the entry, the server fills #root
  const sessionTemplate = fillTemplate(
    template,
    { language: 'en', markup: '', title: '', config: null },
    `/assets/${bootName}`,
  ).replace(/<div id="root" data-prerendered="en">/, '<div id="root">');
  writeFileSync(path.join(ssrOut, 'session.html'), sessionTemplate);
  console.log(`Pre-rendered ${pages.length} pages into ${path.relative(webRoot, folder)}/`);
}
