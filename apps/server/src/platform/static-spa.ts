import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@steelyard/domain/constants';
import { sendRouteNotFound } from './errors';
import { languageOfCookie, type PageRenderer } from './page-render';

/** The folder of the web build's pre-rendered signed-out pages (apps/web/scripts/prerender.mjs). */
const PRERENDERED = 'prerendered';
/** The support address the build renders into its pages; the server puts the deployment's in its place. */
export const PRERENDERED_SUPPORT_EMAIL = 'support@steelyard.example';
/** The folder of the web's Node bundle (page-render.ts): never sent. */
const SSR = 'ssr';

export interface StaticSpaOptions {
  /** The deployment's region: the legal pages are pre-rendered per region. */
  region: string;
  supportEmail: string;
  /** Renders signed-in pages for the session cookie (page-render.ts); without it every page is the app. */
  pages?: PageRenderer;
}

/** Every HTML file under the pre-rendered folder, relative to it with forward slashes (`en/login.html`). */
function listPrerendered(folder: string): Set<string> {
  if (!existsSync(folder)) return new Set();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  return new Set(files.map((file) => file.split(path.sep).join('/')).filter((file) => file.endsWith('.html')));
}

/**
 * Serves the built web app when `distDir` exists: Vite's content-hashed files under assets/ (cached for
 * a year: they never change), the other files by their own routes (no wildcard, so unknown paths reach
 * the not-found handler), then for any other GET outside /api the page's pre-rendered HTML when the build
 * made one for exactly that path (the signed-out pages, in the language of the visitor's cookie and, for
 * the legal pages, this deployment's region: issue 25), a signed-in page rendered for the session cookie
 * (page-render.ts, issue 25), index.html otherwise (STACK gotcha 4).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  distDir: string,
  options: StaticSpaOptions = { region: 'UK', supportEmail: PRERENDERED_SUPPORT_EMAIL },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  const prerendered = hasSpa ? listPrerendered(path.join(distDir, PRERENDERED)) : new Set<string>();
  // the pre-rendered file of a page in a language, if the build made one
  const prerenderedFile = (pathname: string, language: Language): string | null => {
    for (const name of [`${language}${pathname}.${options.region}.html`, `${language}${pathname}.html`]) {
      if (prerendered.has(name)) return `${PRERENDERED}/${name}`;
    }
    return null;
  };
  // with another support address than the build's, the pages are rewritten once and kept in memory
  // (compressed on the fly then, by @fastify/compress)
  const rewritten = new Map<string, string>();
  const sendPrerendered = (reply: FastifyReply, file: string) => {
    // the file depends on the language cookie: a shared cache must not give one visitor's to another
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    if (options.supportEmail === PRERENDERED_SUPPORT_EMAIL) return reply.sendFile(file, distDir);
    let html = rewritten.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(distDir, file), 'utf8').replaceAll(PRERENDERED_SUPPORT_EMAIL, options.supportEmail);
      rewritten.set(file, html);
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
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
      // the pre-rendered pages are sent by their page's path, below, never by their file's
      globIgnore: ['assets/**', `${PRERENDERED}/**`, `${SSR}/**`],
      preCompressed: true,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // server-side pages (the development mailbox) are never client routes, even when switched off
    const isServerPage = pathname === '/dev' || pathname.startsWith('/dev/');
    // a bundle of an older build must fail as a 404, not load index.html as JavaScript
    if (!hasSpa || !isPage || isApi || isServerPage || pathname.startsWith('/assets/')) {
      return sendRouteNotFound(request, reply);
    }
    const file = prerenderedFile(pathname, languageOfCookie(request.headers.cookie));
    if (file) return sendPrerendered(reply, file);
    // a signed-in page for the session cookie (the operators' console is not rendered)
    const isOperatorPage = pathname === '/operator' || pathname.startsWith('/operator/');
    if (options.pages && request.method === 'GET' && !isOperatorPage) {
      const html = await options.pages.render(request);
      if (html !== null) {
        // the page holds the user's data: no cache keeps it, and it depends on the cookie
        return reply
          .header('cache-control', 'no-store')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    // index.html names the current hashed bundles, so it must be revalidated on every load
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  });
}
