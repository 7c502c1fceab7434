import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_IN_ONE_CALL_UP_TO, registerCompression } from './compression';

async function appReplying(json: unknown) {
  const app = Fastify();
  await registerCompression(app);
  app.get('/reply', async () => json);
  return app;
}

// a page of list items, about 24 KB of JSON like a page of orders
const page = { items: Array.from({ length: 10 }, (_, i) => ({ id: i, text: `order ${i} `.repeat(240) })) };

describe('compression', () => {
  it('compresses a page of a list in one call: the reply carries its compressed length', async () => {
    const app = await appReplying(page);
    const res = await app.inject({ url: '/reply', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(page);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('streams replies larger than the one-call limit, and leaves small ones as they are', async () => {
    const big = { text: 'x'.repeat(COMPRESS_IN_ONE_CALL_UP_TO + 1) };
    const app = await appReplying(big);
    const res = await app.inject({ url: '/reply', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);

    const small = await appReplying({ ok: true });
    const plain = await small.inject({ url: '/reply', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ ok: true });
  });
});
