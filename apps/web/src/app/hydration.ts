import { hydrate, type DehydratedState } from '@tanstack/react-query';
import i18next from 'i18next';
import type { Language } from '@steelyard/domain/constants';
import { queryClient } from '../shared/api/query-client';
import { publicConfigQueryOptions } from '../shared/config/public-config';
import { chosenLanguage, currentLanguage, isLanguage } from '../shared/i18n/i18n';
import { getSession } from '../shared/session/session-store';
import { setLayoutHint } from '../shared/ui/layout-hint';
import { setRenderedAt } from '../shared/ui/use-now';
import { configSignature } from './prerender-config';
import { findPrerenderedPage } from './prerendered-pages';

/**
 * Whether the container holds a pre-rendered page (app/prerender.tsx) that this browser's first render
 * reproduces exactly, so that React may hydrate it; a page showing the public config gets it (and its
 * data) into the cache first. Anything else (a session, another language, state carried by the history
 * entry, another support address) means the app renders its own page in place of the HTML.
 */
export async function shouldHydrate(container: HTMLElement): Promise<boolean> {
  if (container.dataset.rendered === 'session') return sessionRenderTaken;
  const { prerendered, config: renderedConfig } = container.dataset;
  const page = findPrerenderedPage(window.location.pathname);
  if (!prerendered || !page || getSession()) return false;
  const language = currentLanguage(i18next.language);
  if (prerendered !== language) return false;
  if (page.hydrates && !page.hydrates(window.location)) return false;
  // a notice handed over by another sign-in screen, kept across a reload
  if ((window.history.state as { usr?: unknown } | null)?.usr) return false;
  if (!page.needsConfig) return true;
  try {
    const config = await queryClient.fetchQuery(publicConfigQueryOptions());
    if (configSignature(config) !== renderedConfig) return false;
    await page.prepare?.(queryClient, { language, config });
    return true;
  } catch {
    return false;
  }
}

let sessionRenderTaken = false;

/**
 * A signed-in page the server rendered for this browser's session cookie (server-render.tsx): when it is
 * this tab's user's, in the language this device would show, its query cache goes into the app's before
 * the router starts (the page's loaders then find their data) and the language to start in is answered;
 * null otherwise, and the app renders its own page in place of the HTML (another user signed in here, none).
 */
export function takeSessionRender(container: HTMLElement): { language: Language } | null {
  const { rendered, user, language } = container.dataset;
  const state = document.getElementById('steelyard-state');
  state?.remove();
  const session = getSession();
  if (rendered !== 'session' || !state || !isLanguage(language)) return null;
  if (!session || session.tenant !== 'MARKETPLACE' || session.userId !== user) return null;
  const chosen = chosenLanguage();
  if (chosen !== null && chosen !== language) return null;
  if ((window.history.state as { usr?: unknown } | null)?.usr) return null;
  try {
    hydrate(queryClient, JSON.parse(state.textContent ?? '') as DehydratedState);
  } catch {
    return null;
  }
  sessionRenderTaken = true;
  setRenderedAt(Number(container.dataset.renderedAt) || null);
  setLayoutHint(container.dataset.layout === 'narrow' ? 'narrow' : 'wide');
  return { language };
}
