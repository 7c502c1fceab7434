import i18next from 'i18next';
import { queryClient } from '../shared/api/query-client';
import { publicConfigQueryOptions } from '../shared/config/public-config';
import { currentLanguage } from '../shared/i18n/i18n';
import { getSession } from '../shared/session/session-store';
import { configSignature } from './prerender-config';
import { findPrerenderedPage } from './prerendered-pages';

/**
 * Whether the container holds a pre-rendered page (app/prerender.tsx) that this browser's first render
 * reproduces exactly, so that React may hydrate it; a page showing the public config gets it (and its
 * data) into the cache first. Anything else (a session, another language, state carried by the history
 * entry, another support address) means the app renders its own page in place of the HTML.
 */
export async function shouldHydrate(container: HTMLElement): Promise<boolean> {
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
