import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let withSpa: TestApp;
let germanDeployment: TestApp;
let dist: string;

// the build's pre-rendered signed-out pages (apps/web/scripts/prerender.mjs), each saying which file it is
const PRERENDERED_FILES = [
  'en/login.html',
  'de/login.html',
  'es/login.html',
  'en/login/forgot-password.html',
  'en/privacy-policy.UK.html',
  'en/privacy-policy.DE.html',
  'de/privacy-policy.DE.html',
];
const prerenderedPage = (file: string) =>
  `<!doctype html><title>${file}</title><div id="root" data-prerendered="x">${file} support@steelyard.example</div>`;
beforeAll(async () => {
  // a stand-in for `apps/web/dist`: index.html and one hashed bundle, large enough to be compressed
  dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelyard</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // the build's precompressed copy (apps/web/vite.config.ts), told apart from on-the-fly compression by its bytes
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync('console.log("precompressed");'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const file of PRERENDERED_FILES) {
    mkdirSync(path.dirname(path.join(dist, 'prerendered', file)), { recursive: true });
    writeFileSync(path.join(dist, 'prerendered', file), prerenderedPage(file));
    // the build's brotli copy, told apart by its bytes
    writeFileSync(path.join(dist, 'prerendered', `${file}.br`), brotliCompressSync(`${file} (precompressed)`));
  }
  t = await createTestApp();
  withSpa = await buildTestApp(t.db, { env: { WEB_DIST_DIR: dist } });
  germanDeployment = await buildTestApp(t.db, {
    env: { WEB_DIST_DIR: dist, REGION: 'DE', SUPPORT_EMAIL: 'hilfe@steelyard.example' },
  });
});
afterAll(async () => {
  await germanDeployment.close();
  await withSpa.close();
  await t.close();
});

describe('web app serving', () => {
  it('answers index.html, not cached, for the root and any client route', async () => {
    for (const url of ['/', '/account/edit-user/123', '/login/', '/login/unknown', '/operator/login']) {
      const res = await withSpa.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers the pre-rendered page for exactly the paths the build rendered, in the language of the cookie', async () => {
    const cases: [url: string, cookie: string | undefined, file: string][] = [
      ['/login', undefined, 'en/login.html'],
      ['/login?redirect=%2Faccount', undefined, 'en/login.html'],
      ['/login', 'steelyard.language=de', 'de/login.html'],
      ['/login', 'other=1; steelyard.language=es; more=2', 'es/login.html'],
      // a language the build has no page in is the default one's
      ['/login', 'steelyard.language=fr', 'en/login.html'],
      ['/login/forgot-password', 'steelyard.language=en', 'en/login/forgot-password.html'],
      // the legal pages of this deployment's region (UK by default)
      ['/privacy-policy', undefined, 'en/privacy-policy.UK.html'],
    ];
    for (const [url, cookie, file] of cases) {
      const res = await withSpa.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('cookie');
      expect(res.body, `${url} ${cookie}`).toContain(`<title>${file}</title>`);
    }
  });

  it('answers index.html for a path whose page the build has not rendered in the chosen language', async () => {
    // only the English forgot-password page exists in this stand-in build
    const res = await withSpa.app.inject({
      url: '/login/forgot-password',
      headers: { cookie: 'steelyard.language=de' },
    });
    expect(res.body).toContain('<title>Steelyard</title>');
  });

  it('never serves the pre-rendered files by their own names', async () => {
    for (const url of ['/prerendered/en/login.html', '/en/login.html', '/login.html']) {
      const res = await withSpa.app.inject({ url });
      expect(res.body, url).toContain('<title>Steelyard</title>');
    }
  });

  it('sends the build’s brotli copy of a pre-rendered page', async () => {
    const res = await withSpa.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('en/login.html (precompressed)');
  });

  it('answers the legal pages of the deployment’s region with its support address in place of the build’s', async () => {
    const en = await germanDeployment.app.inject({ url: '/privacy-policy' });
    expect(en.body).toContain('<title>en/privacy-policy.DE.html</title>');
    expect(en.body).toContain('hilfe@steelyard.example');
    expect(en.body).not.toContain('support@steelyard.example');
    expect(en.headers['cache-control']).toBe('no-cache');
    const de = await germanDeployment.app.inject({
      url: '/privacy-policy',
      headers: { cookie: 'steelyard.language=de' },
    });
    expect(de.body).toContain('<title>de/privacy-policy.DE.html</title>');
    // a page the build rendered once for every region
    const login = await germanDeployment.app.inject({ url: '/login', headers: { cookie: 'steelyard.language=de' } });
    expect(login.body).toContain('de/login.html hilfe@steelyard.example');
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await withSpa.app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s brotli copy as it is when the browser accepts brotli', async () => {
    const res = await withSpa.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("precompressed");');
  });

  it('serves the hashed files by one route, not one route per file', async () => {
    // written after the server started: a route per file would not know it
    writeFileSync(path.join(dist, 'assets', 'late-d4e5f6.js'), 'console.log(1);');
    const res = await withSpa.app.inject({ url: '/assets/late-d4e5f6.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files but makes browsers revalidate them', async () => {
    const res = await withSpa.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for unknown API routes, missing assets and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/account'],
      ['GET', '/assets/index-old999.js'],
    ] as const) {
      const res = await withSpa.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ kind: 'NOT_FOUND' });
    }
  });

  it('answers a JSON 404 for pages when the web app is not built', async () => {
    const res = await t.app.inject({ url: '/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, kind: 'NOT_FOUND' });
  });
});
