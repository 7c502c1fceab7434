import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '@steelyard/domain/auth';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@steelyard/domain/constants';
import type { SessionPage, SessionPageRequest } from '@steelyard/domain/page-render';

/*
 * Signed-in pages rendered by the server (issue 25, decision 3): a page asked for with the session cookie
 * is rendered by the web's Node bundle (apps/web/src/server-render.tsx, built into dist/ssr/) with the
 * user's data, fetched through this server's own routes, so that a phone paints it before the app's
 * scripts have run. It is an optimisation and never in the way: one page renders at a time per instance
 * (the bundle's query cache and i18next are its own singletons), and a page that cannot be rendered at
 * once, in time or at all is sent as the app, as before.
 */

/** The session the cookie names, with an access token minted for the render's requests. */
export interface PageSession {
  userId: string;
  accessToken: string;
}

export type ReadPageSession = (request: FastifyRequest) => Promise<PageSession | null>;

/** What the web's Node bundle exports for the server (apps/web/src/server-entry.ts). */
interface SessionRenderBundle {
  renderSessionPage(input: SessionPageRequest & { fetch: typeof fetch }): Promise<SessionPage | null>;
  fillSessionTemplate(template: string, page: SessionPage, userId: string): string;
}

export interface PageRendererOptions {
  distDir: string;
  readSession: ReadPageSession;
  /** The app's own routes (app.inject): the render's API requests never leave the process. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  log: FastifyBaseLogger;
  /** How long a visitor waits for a render before the app is sent instead. */
  timeoutMs?: number;
  now?: () => Date;
}

export interface PageRenderer {
  /** The page's HTML for this request's session, or null: send the app. */
  render(request: FastifyRequest): Promise<string | null>;
}

const LANGUAGE_COOKIE = /(?:^|;\s*)steelyard\.language=([a-z]{2})(?:;|$)/;
const RENDER_TIMEOUT_MS = 1500;

/** The language chosen on the visitor's device (the web app's cookie), or null. */
export function chosenLanguageOf(cookieHeader: string | undefined): Language | null {
  const chosen = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1];
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : null;
}

/** The visitor's language for the signed-out pages: the chosen one, else the default. */
export function languageOfCookie(cookieHeader: string | undefined): Language {
  return chosenLanguageOf(cookieHeader) ?? DEFAULT_LANGUAGE;
}

/**
 * Whether the visitor looks like a phone: Chromium's `Sec-CH-UA-Mobile: ?1`, else "Mobi" in the User-Agent
 * (what browsers' own guidance suggests); the render lays the page out for it (narrow) or for a desktop.
 */
export function isPhone(request: Pick<FastifyRequest, 'headers'>): boolean {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (typeof mobileHint === 'string') return mobileHint.trim() === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** A fetch that sends the web app's `/api/...` requests to this server's routes, as the visitor. */
function injectingFetch(options: PageRendererOptions, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await options.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      // the visitor's own address: their requests count against their rate limit, as the app's would
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}

/** The renderer of signed-in pages, or one that never renders when the web build has no Node bundle. */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const folder = path.join(options.distDir, 'ssr');
  const bundleFile = path.join(folder, 'render.mjs');
  const templateFile = path.join(folder, 'session.html');
  if (!existsSync(bundleFile) || !existsSync(templateFile)) return { render: () => Promise.resolve(null) };
  const template = readFileSync(templateFile, 'utf8');
  // loaded on the first signed-in page, not at start: the memory at rest stays the API's
  let bundle: Promise<SessionRenderBundle> | undefined;
  let busy = false;
  const now = options.now ?? (() => new Date());

  const renderNow = async (request: FastifyRequest, session: PageSession): Promise<string | null> => {
    const { renderSessionPage, fillSessionTemplate } = await (bundle ??= import(
      pathToFileURL(bundleFile).href
    ) as Promise<SessionRenderBundle>);
    const validTo = new Date(now().getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString();
    const page = await renderSessionPage({
      url: request.url,
      accessToken: session.accessToken,
      accessTokenValidTo: validTo,
      refreshTokenValidTo: validTo,
      userId: session.userId,
      chosenLanguage: chosenLanguageOf(request.headers.cookie),
      fetch: injectingFetch(options, request),
      layout: isPhone(request) ? 'narrow' : 'wide',
    });
    return page ? fillSessionTemplate(template, page, session.userId) : null;
  };

  return {
    async render(request) {
      if (busy) return null;
      const session = await options.readSession(request);
      if (!session || busy) return null;
      busy = true;
      const rendering = renderNow(request, session)
        .catch((error: unknown) => {
          options.log.warn({ err: error, url: request.url }, 'signed-in page render failed; the app is sent');
          return null;
        })
        .finally(() => {
          busy = false;
        });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), options.timeoutMs ?? RENDER_TIMEOUT_MS);
      });
      try {
        return await Promise.race([rendering, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
