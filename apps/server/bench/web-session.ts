import type { Browser, Protocol } from 'puppeteer-core';
import type { TokensReply } from '@steelyard/domain/auth';

/*
 * The demo buyer's session as the web bench puts it into a fresh browser before a signed-in audit: the
 * session record the web app keeps in localStorage (apps/web/src/shared/session) and the cookies the login
 * reply set (issue 25: the HttpOnly `steelyard.session` cookie with which the server renders a signed-in
 * page). Also whether the server sent a page rendered (`data-rendered="session"` on #root).
 */

export interface BenchSession {
  /** The record the app keeps in localStorage under `steelyard.session`. */
  stored: unknown;
  /** The cookies of the login reply's Set-Cookie headers, for the bench server's origin; none when it set none. */
  cookies: Protocol.Network.CookieParam[];
}

/** The session record the web app keeps in localStorage (apps/web/src/shared/session). */
export function storedSessionOf(tokens: TokensReply) {
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as {
    groups?: string[];
    org?: string;
  };
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenValidTo: tokens.accessTokenValidTo,
    refreshTokenValidTo: tokens.refreshTokenValidTo,
    permissions: claims.groups ?? [],
    userId: tokens.userId,
    organisationId: claims.org ?? null,
    tenant: 'MARKETPLACE',
  };
}

/**
 * The cookies of Set-Cookie headers as CDP's Network.setCookie takes them, for `origin` (the bench server:
 * the cookie is host-only there unless it names a Domain). Chrome keeps and sends a Secure cookie on
 * http://127.0.0.1 (a potentially trustworthy origin), so Secure is kept as the server set it.
 */
export function cookiesOf(setCookies: readonly string[], origin: string): Protocol.Network.CookieParam[] {
  const cookies: Protocol.Network.CookieParam[] = [];
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const cookie: Protocol.Network.CookieParam = {
      name: pair.slice(0, eq).trim(),
      value: pair.slice(eq + 1).trim(),
      url: origin,
    };
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const value = rest.join('=').trim();
      switch (key.trim().toLowerCase()) {
        case 'path':
          cookie.path = value || '/';
          break;
        case 'domain':
          cookie.domain = value;
          break;
        case 'httponly':
          cookie.httpOnly = true;
          break;
        case 'secure':
          cookie.secure = true;
          break;
        case 'samesite': {
          const sameSite = value.toLowerCase();
          if (sameSite === 'strict') cookie.sameSite = 'Strict';
          else if (sameSite === 'lax') cookie.sameSite = 'Lax';
          else if (sameSite === 'none') cookie.sameSite = 'None';
          break;
        }
        case 'max-age':
          // Max-Age wins over Expires (RFC 6265); CDP wants seconds since the epoch
          if (Number.isFinite(Number(value))) cookie.expires = Date.now() / 1000 + Number(value);
          break;
        case 'expires':
          if (cookie.expires === undefined && Number.isFinite(Date.parse(value))) {
            cookie.expires = Date.parse(value) / 1000;
          }
          break;
      }
    }
    cookies.push(cookie);
  }
  return cookies;
}

/** The Cookie request header that carries `cookies` (empty when none). */
export const cookieHeaderOf = (cookies: readonly Protocol.Network.CookieParam[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * Puts the session into the browser: the cookies into its cookie store (CDP, the default context that
 * Lighthouse's tab uses too) and the stored record into the origin's localStorage, from a page of the same
 * origin that loads no web assets, so the cache stays cold.
 */
export async function putSession(browser: Browser, base: string, session: BenchSession): Promise<void> {
  const tab = await browser.newPage();
  try {
    if (session.cookies.length > 0) {
      const cdp = await tab.createCDPSession();
      for (const cookie of session.cookies) {
        const reply = (await cdp.send('Network.setCookie', cookie)) as { success?: boolean };
        if (reply.success === false) throw new Error(`the browser refused the cookie ${cookie.name}`);
      }
      await cdp.detach();
    }
    await tab.goto(`${base}/api/health`);
    await tab.evaluate(`localStorage.setItem('steelyard.session', ${JSON.stringify(JSON.stringify(session.stored))})`);
  } finally {
    await tab.close();
  }
}

/**
 * Whether the HTML of a page, fetched once with the session's cookies, arrived server-rendered: the web's
 * render marks #root with `data-rendered="session"` when it rendered the page for the session.
 */
export async function serverRenderedOf(base: string, page: string, session: BenchSession): Promise<string> {
  const cookie = cookieHeaderOf(session.cookies);
  const reply = await fetch(`${base}${page}`, { headers: cookie ? { cookie } : {} });
  const html = await reply.text();
  const root = /<div id="root"([^>]*)>/.exec(html);
  if (reply.status !== 200 || !root) return `no (${reply.status}${root ? '' : ', no #root'})`;
  if (/\bdata-rendered="session"/.test(root[1]!)) return 'yes';
  const empty = html
    .slice(root.index + root[0].length)
    .trimStart()
    .startsWith('</div>');
  return `no${empty ? '' : ' (#root not empty)'}${cookie ? '' : ' (no cookie)'}`;
}
