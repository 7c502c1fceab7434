import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './errors';

// Vite puts content-hashed files under assets/: they never change, so caches may keep them for a year
const HASHED_ASSET = /^assets[\\/]/;

/**
 * Serves the built web app when `distDir` exists: files by their own routes (no wildcard, so unknown
 * paths reach the not-found handler), then index.html for any other GET outside /api (STACK gotcha 4).
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(path.relative(distDir, filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
