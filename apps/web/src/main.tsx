import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shared/ui/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCatalogue } from './app/i18n-resources';
import { initI18n, loadCatalogues, setCatalogueLoader } from './shared/i18n/i18n';
import { queryClient } from './shared/api/query-client';
import { setUnauthenticatedHandler } from './shared/session/auth-events';
import { getSession, subscribeSession } from './shared/session/session-store';
import { expireSession } from './shared/session/sign-out';

// only the active language's catalogues are downloaded: the shared one now, in parallel with the first
// page's chunks; each page loads its feature's (app/catalogue-areas.ts), a language switch what is in use
setCatalogueLoader(loadCatalogue);
initI18n({});
void loadCatalogues(['shared']).catch(() => undefined);
// the unauthenticated event resets all client state; the route guard then goes to /login
setUnauthenticatedHandler(() => void expireSession());
// a session ended in another tab takes this tab's cached data with it
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});

// a transition: React renders the first page in slices, yielding to the browser between them, instead of
// one long task that blocks input while a slow phone builds the whole tree (issue 11: total blocking time)
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
