import type { Language } from './constants';

/*
 * The contract between the server and the web's Node bundle that renders a signed-in page (issue 25,
 * decision 202): the server (apps/server/src/platform/page-render.ts) hands the bundle
 * (apps/web/src/server-render.tsx) what it knows of the request, and gets the page back. Each side adds the
 * transport of the render's API requests (a fetch), which this package, free of I/O, does not name.
 */

/** The layout the page is rendered for: a phone's (narrow) or a desktop's (wide). */
export type LayoutHint = 'narrow' | 'wide';

/** What the server knows of the page asked for and of its visitor. */
export interface SessionPageRequest {
  /** The page's path and query. */
  url: string;
  /** An access token the server minted for the cookie's session, and its expiry (both ISO times the same). */
  accessToken: string;
  accessTokenValidTo: string;
  refreshTokenValidTo: string;
  userId: string;
  /** The language chosen on the device (the language cookie), if any. */
  chosenLanguage: Language | null;
  layout: LayoutHint;
}

/** The rendered page, for the session template. */
export interface SessionPage {
  markup: string;
  /** The tab title, as HTML. */
  title: string;
  language: Language;
  /** The query cache the page was rendered from (JSON), for the browser to hydrate with. */
  state: unknown;
  /** The time the page shows (countdowns), which the browser hydrates with. */
  renderedAt: number;
  layout: LayoutHint;
}
