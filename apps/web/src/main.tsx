import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shared/ui/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app';
import { loadCatalogue } from './app/i18n-resources';
import { shouldHydrate, takeSessionRender } from './app/hydration';
import { createAppRouter } from './app/router';
import { initI18n, loadCatalogues, setCatalogueLoader, storedLanguage } from './shared/i18n/i18n';
import { queryClient } from './shared/api/query-client';
import { setUnauthenticatedHandler } from './shared/session/auth-events';
import { getSession, subscribeSession } from './shared/session/session-store';
import { expireSession } from './shared/session/sign-out';

// only the active language's catalogues are downloaded: the shared one now, in parallel with the first
// page's chunks; each page loads its feature's (app/catalogue-areas.ts), a language switch what is in use
const container = document.getElementById('root')!;
// a signed-in page the server rendered: its data goes into the cache and the app starts in its language
const sessionRender = takeSessionRender(container);
setCatalogueLoader(loadCatalogue);
initI18n({}, sessionRender?.language ?? storedLanguage());
void loadCatalogues(['shared']).catch(() => undefined);
// the unauthenticated event resets all client state; the route guard then goes to /login
setUnauthenticatedHandler(() => void expireSession());
// a session ended in another tab takes this tab's cached data with it
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});

// the router starts loading the first page's chunks and catalogues at once (i18n is set up above)
const router = createAppRouter();

/**
 * Renders once the first page is loaded. A signed-out page the server sent pre-rendered, or a signed-in one
 * it rendered for the session cookie (issue 25), is hydrated when this browser's first render is that HTML;
 * otherwise its HTML stays on screen until the
 * app's page replaces it in one commit (a German visitor sent English, a signed-in one on /login).
 */
async function startApp() {
  const [hydrate] = await Promise.all([shouldHydrate(container), whenRouterReady(router)]);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // a transition: React renders (or hydrates) the first page in slices, yielding to the browser between them,
  // instead of one long task that blocks input while a slow phone builds the whole tree (issue 11: total
  // blocking time); an event on the pre-rendered page makes React hydrate its part at once
  if (hydrate) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void startApp();
