import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from '@steelyard/domain/constants';

export const LANGUAGE_STORAGE_KEY = 'steelyard.language';
/** The chosen language as a cookie too: the server sends the sign-in and legal pages pre-rendered in it (issue 25). */
export const LANGUAGE_COOKIE = 'steelyard.language';
const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// the server's render of a signed-in page: the choice its language cookie tells (undefined: ask the device)
let renderChoice: Language | null | undefined;

/** The device's choice while the server renders a page for it (server-render.tsx); undefined ends it. */
export function provideChosenLanguage(language: Language | null | undefined): void {
  renderChoice = language;
}

/** The language chosen on this device with the language select, or null when none was chosen here. */
export function chosenLanguage(): Language | null {
  if (renderChoice !== undefined) return renderChoice;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The persisted choice, otherwise UK English. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

type Catalogue = Record<string, unknown>;

function isObject(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges catalogues; two catalogues defining the same key is a mistake worth failing on. */
export function mergeCatalogues(catalogues: readonly Catalogue[]): Catalogue {
  const merge = (target: Catalogue, source: Catalogue, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (isObject(existing) && isObject(value)) merge(existing, value, `${path}${key}.`);
      else if (existing !== undefined) throw new Error(`Duplicate translation key ${path}${key}`);
      else target[key] = isObject(value) ? merge({}, value, `${path}${key}.`) : value;
    }
    return target;
  };
  return catalogues.reduce<Catalogue>((all, catalogue) => merge(all, catalogue, ''), {});
}

function applyDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_LOCALES[language];
}

/** Tells the server the language chosen on this device (it cannot read localStorage), for the next page it sends. */
function rememberLanguageForServer(language: Language) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/**
 * Loads one area's catalogue ('shared' or a feature's name) in one language; null when the area has none.
 * The app registers it (app/i18n-resources.ts); without one, initI18n was given every catalogue (the tests).
 */
export type CatalogueLoader = (language: Language, area: string) => Promise<Catalogue | null>;

let catalogueLoader: CatalogueLoader | null = null;
const loadedAreas = new Map<string, Promise<void>>();
// every area a page has needed so far: a language switch loads them all before it switches
const areasInUse = new Set<string>();
let languageSwitch = 0;

/** Registers where catalogues come from; from then on only the areas asked for are loaded, per language. */
export function setCatalogueLoader(loader: CatalogueLoader | null): void {
  catalogueLoader = loader;
  loadedAreas.clear();
  areasInUse.clear();
}

function loadArea(language: Language, area: string): Promise<void> {
  const loader = catalogueLoader;
  if (!loader) return Promise.resolve();
  const key = `${language}/${area}`;
  let loading = loadedAreas.get(key);
  if (!loading) {
    loading = loader(language, area).then((catalogue) => {
      if (catalogue) i18next.addResourceBundle(language, 'translation', catalogue, true, false);
    });
    // a failed download (offline, a new deployment) is tried again by the next page that needs it
    loading.catch(() => loadedAreas.delete(key));
    loadedAreas.set(key, loading);
  }
  return loading;
}

/** Loads the areas' catalogues in the active language (or the one given); pages await it before they render. */
export async function loadCatalogues(areas: readonly string[], language?: Language): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  const target = language ?? currentLanguage(i18next.resolvedLanguage ?? i18next.language);
  await Promise.all(areas.map((area) => loadArea(target, area)));
}

/**
 * Loads an area a component needed without its page asking, then re-renders the translated components
 * (react-i18next listens to language changes only: catalogues that pages await need no re-render, and
 * re-rendering the whole tree on each of them cost the signed-in pages hundreds of ms of blocking time).
 */
async function loadMissedArea(area: string): Promise<void> {
  try {
    await loadCatalogues([area]);
    await i18next.changeLanguage(i18next.language);
  } catch {
    // the key stays visible until the next page loads the area
  }
}

/**
 * Initialises i18next with one `translation` namespace per language; keys are `feature.screen.key`.
 * `catalogues` are the languages given up front (the tests give all); the app gives none and loads areas on demand.
 */
export function initI18n(catalogues: Partial<Record<Language, Catalogue>>, language: Language = storedLanguage()) {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const catalogue = catalogues[lng];
    if (catalogue) resources[lng] = { translation: catalogue as Resource[string]['translation'] };
  }
  applyDocumentLanguage(language);
  // a choice made before the cookie existed reaches the server from now on
  const chosen = chosenLanguage();
  if (chosen) rememberLanguageForServer(chosen);
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // a key of an area no page asked for (a component shown outside its feature's pages) loads that area
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      const area = key.split('.')[0];
      if (catalogueLoader && area && !areasInUse.has(area)) void loadMissedArea(area);
    },
  });
  return i18next;
}

/** Switches the language once the catalogues in use are loaded in it, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  const mine = ++languageSwitch;
  try {
    // twice: a page opened while the first round loaded has added its area
    await loadCatalogues([...areasInUse], language);
    await loadCatalogues([...areasInUse], language);
  } catch {
    // stay in the current language rather than show raw keys; the next switch tries again
    return;
  }
  // a later choice wins over this one
  if (mine !== languageSwitch) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice then lasts for this visit only
  }
  rememberLanguageForServer(language);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}

/** The active language, narrowed to the ones we offer. */
export function currentLanguage(language: string | undefined): Language {
  const base = language?.slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
