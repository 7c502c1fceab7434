import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Replies up to this size are compressed in one zlib call on the event loop; larger ones (the
 * OpenAPI document, 1.5 MB) stream through zlib's thread pool so that they never block it.
 * @fastify/compress streams anything above 8 KB on a two-core host by default, and a page of 10
 * orders (24 KB of JSON) then cost 0.45 ms more of the server's CPU than compressing it in one
 * call (decision 117).
 */
export const COMPRESS_IN_ONE_CALL_UP_TO = 256 * 1024;

/** gzip, brotli or deflate for every reply above 1 KB that the client accepts compressed. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO });
}
