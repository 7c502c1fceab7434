import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// The dev server and `vite preview` forward API calls to the Fastify server; STEELYARD_API_URL points elsewhere.
const apiTarget = process.env.STEELYARD_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

// the Mantine components of the sign-in pages and the shell's frame; the others stay with the pages using them
const BASE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Box',
  'Button',
  'Center',
  'CloseButton',
  'Combobox[\\\\/]ComboboxChevron',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'NativeSelect',
  'Paper',
  'PasswordInput',
  'Portal',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];
// the icons of the sign-in pages and of what every page may show (error page, language select); the
// others (the shell's navigation, the pages') come in a second group with the signed-in pages (decision 113)
const BASE_ICONS = [
  'IconAlertCircle',
  'IconAlertTriangle',
  'IconCertificate',
  'IconCircleCheck',
  'IconInfoCircle',
  'IconLanguage',
  'IconMail',
  'IconShieldCheck',
  'IconTruckDelivery',
];
const iconsBase = new RegExp(
  `node_modules[\\\\/]@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]((createReactComponent|defaultAttributes)\\.mjs|icons[\\\\/](${BASE_ICONS.join('|')})\\.mjs)`,
);

const mantineBase = new RegExp(
  `node_modules[\\\\/](@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils|index)|@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${BASE_COMPONENTS.join('|')})[\\\\/]|@mantine[\\\\/]hooks[\\\\/]|clsx[\\\\/])`,
);

// domain modules that only a chunk loaded on demand imports, and that stay in it: the error reports'
// scrubbing goes with the Sentry chunk (error-reporting.ts), which must not pull the domain chunk and zod;
// each language's material names go with the shared catalogue, which every page loads, the pre-rendered
// sign-in page too (issue 25: in the domain chunk they made /login evaluate zod and every schema)
const LAZY_ALONE = /packages[\\/]domain[\\/]src[\\/](error-event-scrub|material-names-(en|de|es))\.ts$/;

/**
 * Vendor groups (issue 11: the sign-in page's JS is budgeted). What every page needs is grouped into a few
 * chunks that index.html preloads: React and the router; the data and i18n layers; Mantine's core and the
 * sign-in pages' components; the icons (small, and one request instead of dozens). The rest of Mantine
 * (tables, menus, dates, …) is split by rolldown with the pages that use it.
 */
const vendorGroups: CodeSplittingGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'vendor-mantine', test: mantineBase, priority: 30 },
  { name: 'vendor-icons-base', test: iconsBase, priority: 26 },
  { name: 'vendor-icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 25 },
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|react-hook-form|i18next|react-i18next|html-parse-stringify|use-sync-external-store)[\\/]/,
    priority: 20,
  },
  // zod, the form resolvers and zod-jitless (every zod import of the build, see `resolve.alias`): loaded by
  // the first chunk that builds a schema, never by index.html; the sign-in page needs none (decision 112)
  { name: 'vendor-zod', test: /node_modules[\\/](zod|@hookform)[\\/]|src[\\/]app[\\/]zod-jitless/, priority: 20 },
  // the shared rules (schemas, catalogues, price and expiry rules) that signed-in pages use: one chunk instead
  // of twenty files of 1–3 KB, each a round trip on a phone; what the sign-in pages load stays apart (below)
  {
    name: 'domain',
    test: (id: string) => /packages[\\/]domain[\\/]src/.test(id) && !signedOut.has(id) && !LAZY_ALONE.test(id),
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

/**
 * The modules a signed-out visitor may load: index.html's (the entry and its static imports) and the sign-in
 * and legal pages' (each with its static imports), known once the graph is built. The `domain` group leaves
 * them out, so that /login loads no more than before (nor zod, decision 112).
 */
const signedOut = new Set<string>();
const SIGNED_OUT_PAGES = /src[\\/]features[\\/](auth|legal)[\\/]/;

function findSignedOutModules(): Plugin {
  return {
    name: 'steelyard-signed-out-modules',
    apply: 'build',
    buildEnd() {
      signedOut.clear();
      const queue = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || SIGNED_OUT_PAGES.test(id),
      );
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (signedOut.has(id)) continue;
        signedOut.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once, so that
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each cold load
 * at a faster, weaker level.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'steelyard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), findSignedOutModules(), precompress()],
  // `zod` itself is reached only through zod-jitless, which configures it before anything can build a schema
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/app/zod-jitless.ts') }] },
  server: { port: 5173, host: '127.0.0.1', proxy },
  preview: { port: 4173, host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
