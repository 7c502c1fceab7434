import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './errors';

/**
 * Serves the built web app when `distDir` exists: Vite's content-hashed files under assets/ (cached for
 * a year: they never change), the other files by their own routes (no wildcard, so unknown paths reach
 * the not-found handler), then index.html for any other GET outside /api (STACK gotcha 4).
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  // Vite's content-hashed files never change, so caches may keep them for a year; the rest is revalidated
  // (index.html names the current bundles). One rule for both registrations: `sendFile` of the
  // not-found handler below goes through the first one's headers.
  const cacheHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) =>
    reply.header(
      'cache-control',
      /^assets[\\/]/.test(path.relative(distDir, filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  if (hasSpa) {
    // the hashed bundles by one wildcard route: a route per file (over 1,000 with their compressed
    // copies) cost the server about 0.25 s at every start; a missing one still reaches the not-found handler
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      preCompressed: true,
      index: false,
      setHeaders: cacheHeaders,
    });
    // the few other files by their own routes (no wildcard: unknown paths reach the not-found handler)
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // server-side pages (the development mailbox) are never client routes, even when switched off
    const isServerPage = pathname === '/dev' || pathname.startsWith('/dev/');
    // a bundle of an older build must fail as a 404, not load index.html as JavaScript
    if (!hasSpa || !isPage || isApi || isServerPage || pathname.startsWith('/assets/')) {
      return sendRouteNotFound(request, reply);
    }
    // index.html names the current hashed bundles, so it must be revalidated on every load
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  });
}
