// The web build's last step (issue 25, decision 2): builds src/prerender.tsx for Node with the app's Vite
// config, renders the signed-out pages with it and writes them beside the bundles, as dist/prerendered/
// <language>/<path>[.<region>].html with a brotli and a gzip copy each (as the client build's files have).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.join(import.meta.dirname, '..');
// the client build's folder: dist, or the one given (a build elsewhere, to measure it)
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
// outside the repository: the Node bundle is a tool of the build, not part of what is served
const ssrOut = mkdtempSync(path.join(os.tmpdir(), 'steelyard-prerender-'));

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // everything in the one Node file: the app's packages are written for bundlers (CSS-free ESM, 'use client')
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
    },
  });
  const { renderAllPages, fillTemplate, bootScript } = await import(
    pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href
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
  console.log(`Pre-rendered ${pages.length} pages into ${path.relative(webRoot, folder)}/`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
