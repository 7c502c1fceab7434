import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { LANGUAGE_LOCALES } from '@steelyard/domain/constants';
import type { SessionPage, SessionPageRequest } from '@steelyard/domain/page-render';
import { App, whenRouterReady } from './app/app';
import { routes } from './app/router';
import { setApiTransport } from './shared/api/api-client';
import { queryClient } from './shared/api/query-client';
import { currentLanguage, provideChosenLanguage } from './shared/i18n/i18n';
import { publicConfigQueryOptions } from './shared/config/public-config';
import { selfUpdatesQueryOptions } from './shared/session/self-updates';
import { selfUserQueryOptions } from './shared/session/self-user';
import { setLayoutHint } from './shared/ui/layout-hint';
import { setRenderedAt } from './shared/ui/use-now';
import { provideRenderSession, sessionFromTokens } from './shared/session/session-store';
import { escapeHtml, switchLanguage, titleOf } from './prerender';

/*
 * The server's render of a signed-in page (issue 25, decision 3): the page a browser carrying the session
 * cookie asked for, rendered by React's server renderer from the same routes and components with the
 * user's data, so that a phone paints the page before the bundle has run; the app then hydrates it with
 * the same data (the query cache goes along as JSON). The server calls it one page at a time
 * (apps/server/src/platform/page-render.ts): the query client, the session and i18next are this module's
 * singletons, as they are the browser's.
 */

export interface RenderSessionInput extends SessionPageRequest {
  /** Sends the app's API requests (`/api/...`) to the server itself. */
  fetch: typeof fetch;
}

// a render fetches what the previous pass asked for: the shell, then the page, then what the page's parts ask
const MAX_PASSES = 4;

/** Queries a pass rendered without data that it would fetch in a browser (enabled ones, never fetched). */
function unfetched(): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      // the options a component's useQuery built the query with (an observer's, so with `enabled`)
      const enabled = (query.options as { enabled?: unknown }).enabled;
      if (enabled === false) return false;
      return typeof enabled !== 'function' || (enabled as (q: Query) => boolean)(query) !== false;
    });
}

/**
 * The page as HTML once every part of it has loaded: React's prerender waits for the lazy components in
 * Suspense boundaries, where renderToString would leave their fallbacks for the browser to render (and
 * hydration would report the boundary it could not hydrate, React #419).
 */
async function renderApp(router: ReturnType<typeof createMemoryRouter>): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // every boundary inline: a large one would otherwise be sent apart with a script to put it in place,
    // which the page's CSP (script-src 'self') refuses, and hydration then finds it missing (React #419)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Renders a signed-in page as the browser's first render with data shows it: null when the page cannot be
 * rendered here (the router failed, a component needs the browser), and the server sends the app instead.
 */
export async function renderSessionPage(input: RenderSessionInput): Promise<SessionPage | null> {
  queryClient.clear();
  const renderedAt = Date.now();
  setRenderedAt(renderedAt);
  setLayoutHint(input.layout);
  setApiTransport(input.fetch);
  provideRenderSession(
    sessionFromTokens({
      accessToken: input.accessToken,
      accessTokenValidTo: input.accessTokenValidTo,
      refreshToken: '',
      refreshTokenValidTo: input.refreshTokenValidTo,
      userId: input.userId,
    }),
  );
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  try {
    // what every signed-in page's shell shows, asked for at once rather than found missing by a first pass
    void queryClient.prefetchQuery(publicConfigQueryOptions());
    void queryClient.prefetchQuery(selfUpdatesQueryOptions(input.userId));
    // the shell shows the user's own language unless one was chosen on the device (use-language-sync.ts)
    const self = await queryClient.fetchQuery(selfUserQueryOptions(input.userId));
    const language = input.chosenLanguage ?? currentLanguage(self.locale ?? undefined);
    provideChosenLanguage(input.chosenLanguage);
    await switchLanguage(language);
    // only now: the router starts loading the page's chunks and catalogues as it is made, in the active language
    router = createMemoryRouter(routes, { initialEntries: [input.url] });
    await whenRouterReady(router);
    if (router.state.errors) return null;
    let markup = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      await Promise.allSettled(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.fetchStatus === 'fetching')
          .map((query) => query.promise),
      );
      markup = await renderApp(router);
      const missing = unfetched();
      if (missing.length === 0) break;
      await Promise.allSettled(missing.map((query) => query.fetch()));
    }
    // a page that sent the visitor elsewhere (<Navigate>, which acts in an effect) is left to the browser
    if (router.state.location.pathname !== new URL(input.url, 'http://page').pathname) return null;
    return {
      markup,
      title: titleOf(markup),
      language,
      state: dehydrate(queryClient),
      renderedAt,
      layout: input.layout,
    };
  } finally {
    router?.dispose();
    provideChosenLanguage(undefined);
    setRenderedAt(null);
    setLayoutHint('wide');
    queryClient.clear();
    provideRenderSession(null);
    setApiTransport(null);
  }
}

const ROOT = '<div id="root"></div>';

/** The session page template (apps/web/scripts/prerender.mjs) with the rendered page, its language and title. */
export function fillSessionTemplate(template: string, page: SessionPage, userId: string): string {
  // the cache as JSON in a script element: `<` escaped so that no string in it can close the element
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const root = `<div id="root" data-rendered="session" data-user="${escapeHtml(userId)}" data-language="${
    page.language
  }" data-rendered-at="${page.renderedAt}" data-layout="${page.layout}">${page.markup}</div><script type="application/json" id="steelyard-state">${state}</script>`;
  if (!template.includes(ROOT)) throw new Error('the session template has no empty <div id="root"></div>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_LOCALES[page.language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(ROOT, () => root);
}
