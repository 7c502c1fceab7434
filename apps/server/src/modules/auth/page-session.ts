import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokens, type Caller } from '../../platform/access-tokens';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { ServerContext } from '../../platform/server-context';
import { currentCaller } from './live-sessions';

/**
 * The session of server-rendered pages (issue 25): besides the bearer tokens (API clients, the
 * spec's calls) a sign-in sets an HttpOnly cookie that the server render reads. The API never
 * authenticates by it; the render trades it for a normal access token (readPageSession).
 */
export const PAGE_SESSION_COOKIE = 'steelyard.session';

/** The cookie's JWT audience: never the API's, so the cookie's value is refused as a bearer token. */
const PAGE_SESSION_AUDIENCE = 'steelyard-pages';
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';
export const CROSS_SITE_MESSAGE = 'This request came from another site.';

/** `Sec-Fetch-Site` values of a request the user made on our pages or typed in themselves. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PageSession {
  /** The caller with the user's roles now, as a bearer token of the same session would give it. */
  caller: Caller;
  /** A short-lived access token of the cookie's session, for the render's API calls. */
  accessToken: string;
}

/**
 * The page session of a request's Cookie header: the cookie's signature and expiry, then the same
 * live-session checks as every bearer token (decision 130); null for no cookie, a forged, expired
 * or foreign one, or a session that has ended.
 */
export async function readPageSession(
  ctx: ServerContext,
  cookieHeader: string | undefined,
  now: Date,
): Promise<PageSession | null> {
  const value = readCookie(cookieHeader, PAGE_SESSION_COOKIE);
  if (!value) return null;
  const claimed = await pageSessionTokens(ctx.keys.jwtSecret).verify(value, now);
  if (!claimed?.sessionId || !isUuid(claimed.sessionId)) return null;
  const caller = await currentCaller(ctx.db, claimed, claimed.sessionId, now);
  if (!caller) return null;
  const access = await ctx.tokens.sign(caller, now);
  return { caller, accessToken: access.token };
}

/**
 * Sets the page-session cookie of the tokens a sign-in or refresh answers; it lives as long as their
 * refresh session. The access token is ours and just signed: verifying it gives its session.
 */
export async function setPageSessionCookie(
  ctx: ServerContext,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshTokenValidTo: string },
  now: Date,
): Promise<void> {
  const caller = await ctx.tokens.verify(tokens.accessToken, now);
  const maxAge = Math.floor(Date.parse(tokens.refreshTokenValidTo) / 1000) - Math.floor(now.getTime() / 1000);
  if (!caller?.sessionId || !(maxAge > 0)) return;
  // the roles are read at every use, so the cookie carries none that could go stale
  const { token } = await pageSessionTokens(ctx.keys.jwtSecret, maxAge).sign({ ...caller, roles: [] }, now);
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}; Max-Age=${maxAge}`);
}

/** Clears the page-session cookie (logout). */
export function clearPageSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`);
}

/**
 * CSRF protection of the cookie (issue 25): a state-changing API request that carries it must come
 * from our own pages — `Sec-Fetch-Site` same-origin or none, or without that header an `Origin` (or
 * failing that a `Referer`) that is ours: the request's own scheme and host as trustProxy lets the
 * server see them, or PUBLIC_URL's. Otherwise 403. Requests without the cookie are not concerned.
 */
export function registerPageSessionCsrfGuard(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const publicOrigin = originOf(config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!readCookie(request.headers.cookie, PAGE_SESSION_COOKIE)) return;
    if (!isOwnSiteRequest(request, publicOrigin)) throw new AppError('ACCESS_DENIED', CROSS_SITE_MESSAGE);
  });
}

/**
 * A browser says where a request comes from: `Sec-Fetch-Site` (every current browser), else `Origin`
 * (sent on every cross-origin POST since 2019), else `Referer`. A request with none of them is not a
 * browser's cross-site request (an API client, Playwright's request context, which keeps cookies) and
 * passes: the cookie authenticates nothing of the API, and SameSite=Strict keeps browsers from sending
 * it cross-site in the first place.
 */
function isOwnSiteRequest(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return typeof fetchSite === 'string' && OWN_FETCH_SITES.has(fetchSite);
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  const claimed = typeof source === 'string' ? originOf(source) : null;
  return claimed != null && (claimed === originOf(`${request.protocol}://${request.host}`) || claimed === publicOrigin);
}

/** The normalised origin of a URL (default port dropped, host lower-cased), or null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The value of the first cookie `name` of a Cookie header, or null. */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** Tokens of the page-session form: the access tokens' secret and claims, another audience. */
function pageSessionTokens(secret: string, ttlSeconds?: number) {
  return createAccessTokens(secret, ttlSeconds, PAGE_SESSION_AUDIENCE);
}
