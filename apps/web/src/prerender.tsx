import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '@steelyard/domain/constants';
import type { PublicConfigReply } from '@steelyard/domain/public-config';
import { App, whenRouterReady } from './app/app';
import { loadCatalogue } from './app/i18n-resources';
import { configSignature } from './app/prerender-config';
import { PRERENDERED_PAGES, type PrerenderedPage } from './app/prerendered-pages';
import { routes } from './app/router';
import { queryClient } from './shared/api/query-client';
import { FALLBACK_PUBLIC_CONFIG, publicConfigKeys } from './shared/config/public-config';
import { initI18n, loadCatalogues, setCatalogueLoader } from './shared/i18n/i18n';

/*
 * The build's pre-render (issue 25, decision 2): the signed-out pages as HTML, rendered by React's server
 * renderer from the same routes and components the browser runs, so that a slow phone shows the page (and
 * lets its visitor type) before the bundle has run, and the app then hydrates that HTML. Run by
 * apps/web/scripts/prerender.mjs after the client build; the server picks a file per path, language
 * (cookie) and region (apps/server/src/platform/static-spa.ts).
 */

export const PRERENDER_REGIONS = ['UK', 'DE', 'ES'] as const satisfies readonly PublicConfigReply['region'][];

export interface RenderedPage {
  /** The file under dist/prerendered: `en/login.html`, `de/privacy-policy.UK.html`. */
  file: string;
  language: Language;
  /** The page's markup, the children of #root. */
  markup: string;
  /** The tab title, as HTML (escaped). */
  title: string;
  /** The region and support address the page shows (configSignature), for the pages that show them. */
  config: string | null;
}

let i18nReady = false;

/** Sets i18next up once, then switches it to the language with its shared catalogue loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18nReady) {
    setCatalogueLoader(loadCatalogue);
    initI18n({}, language);
    i18nReady = true;
  }
  await loadCatalogues(['shared'], language);
  await i18next.changeLanguage(language);
}

const H1 = /<h1[^>]*>([\s\S]*?)<\/h1>/;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tab title the page sets (shared/ui/document-title.ts), as HTML: its heading (escaped already), then the brand. */
export function titleOf(markup: string): string {
  const brand = escapeHtml(i18next.t('shared.brand.name'));
  const heading = H1.exec(markup)?.[1]?.replace(/<[^>]+>/g, '');
  return heading ? `${heading} · ${brand}` : brand;
}

/** Renders one page in one language (and region, for the legal pages) as the browser's first render shows it. */
export async function renderPage(
  page: PrerenderedPage,
  language: Language,
  region: PublicConfigReply['region'] = 'UK',
): Promise<RenderedPage> {
  await switchLanguage(language);
  queryClient.clear();
  const config: PublicConfigReply = { ...FALLBACK_PUBLIC_CONFIG, region };
  if (page.needsConfig) queryClient.setQueryData(publicConfigKeys.all, config);
  await page.prepare?.(queryClient, { language, config });
  const router = createMemoryRouter(routes, { initialEntries: [`${page.path}${page.search ?? ''}`] });
  await whenRouterReady(router);
  if (router.state.errors) throw new Error(`pre-rendering ${page.path} failed: ${JSON.stringify(router.state.errors)}`);
  const markup = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  const name = page.perRegion ? `${page.path}.${region}.html` : `${page.path}.html`;
  return {
    file: `${language}${name}`,
    language,
    markup,
    title: titleOf(markup),
    config: page.needsConfig ? configSignature(config) : null,
  };
}

/** Every pre-rendered page in every language, the legal pages in every region. */
export async function renderAllPages(): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const language of LANGUAGES) {
    for (const page of PRERENDERED_PAGES) {
      for (const region of page.perRegion ? PRERENDER_REGIONS : (['UK'] as const)) {
        rendered.push(await renderPage(page, language, region));
      }
    }
  }
  return rendered;
}

const ENTRY_SCRIPT = /<script type="module"([^>]*?) src="([^"]+)"([^>]*)><\/script>/;

/** The address of the app's entry script in the built index.html. */
function entryScriptOf(template: string): string {
  const src = ENTRY_SCRIPT.exec(template)?.[2];
  if (!src) throw new Error('index.html has no module script');
  return src;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The boot script of the pre-rendered pages: once the page has been painted, it fetches the entry and the
 * chunks index.html preloads, all at once, then runs them one task each, the entry last. The stylesheet the
 * first paint waits for does not share a slow line with 200 KB of scripts, and no single long task
 * evaluates them all while the visitor types (total blocking time).
 */
export function bootScript(template: string): string {
  const entry = entryScriptOf(template);
  const chunks = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return `// the app, once the pre-rendered page is on screen (apps/web/src/prerender.tsx)
// until the app has taken the page over, clicks on its controls and submits are held for it to run
// (apps/web/src/shared/ui/early-events.ts); links work without it
const held = (window.steelyardEarlyEvents = []);
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], label';
const hold = (event) => {
  if (window.steelyardEarlyEvents !== held) return;
  const target = event.type === 'submit' ? event.target : event.target.closest?.(CONTROLS);
  if (!target || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ type: event.type, target });
};
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
const chunks = ${JSON.stringify(chunks)};
const entry = ${JSON.stringify(entry)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
requestAnimationFrame(() =>
  setTimeout(async () => {
    for (const href of [...chunks, entry]) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    for (const href of chunks) {
      await import(href);
      await nextTask();
    }
    await import(entry);
  }),
);
`;
}

/**
 * The built index.html with the page in #root, its language on <html> and its title; the entry script is
 * replaced by the boot script (`bootSrc`) and the entry's preloads are left out (they would be fetched with
 * the stylesheet, before the first paint, which needs none of them).
 */
export function fillTemplate(template: string, page: RenderedPage, bootSrc: string): string {
  const root = `<div id="root" data-prerendered="${page.language}"${
    page.config ? ` data-config="${escapeHtml(page.config)}"` : ''
  }>${page.markup}</div>`;
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_LOCALES[page.language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      ENTRY_SCRIPT,
      (_match, before: string, _src: string, after: string) =>
        `<script type="module"${before} src="${bootSrc}"${after}></script>`,
    )
    .replace('<div id="root"></div>', () => root);
  if (!filled.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
  return filled;
}
