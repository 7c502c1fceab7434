import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let withSpa: TestApp;
let dist: string;
beforeAll(async () => {
  // a stand-in for `apps/web/dist`: index.html and one hashed bundle, large enough to be compressed
  dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelyard</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // the build's precompressed copy (apps/web/vite.config.ts), told apart from on-the-fly compression by its bytes
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync('console.log("precompressed");'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp();
  withSpa = await buildTestApp(t.db, { env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await withSpa.close();
  await t.close();
});

describe('web app serving', () => {
  it('answers index.html, not cached, for the root and any client route', async () => {
    for (const url of ['/', '/login?redirect=%2Faccount', '/account/edit-user/123']) {
      const res = await withSpa.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
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
