import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from '@steelyard/domain/constants';

export const LANGUAGE_STORAGE_KEY = 'steelyard.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The persisted choice, otherwise UK English. */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
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

/** Initialises i18next with one merged `translation` namespace per language; keys are `feature.screen.key`. */
export function initI18n(catalogues: Record<Language, Catalogue>, language: Language = storedLanguage()) {
  const resources: Resource = {};
  for (const lng of LANGUAGES) resources[lng] = { translation: catalogues[lng] as Resource[string]['translation'] };
  applyDocumentLanguage(language);
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}

/** Switches the language and remembers the choice. */
export function changeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice then lasts for this visit only
  }
  applyDocumentLanguage(language);
  void i18next.changeLanguage(language);
}

/** The active language, narrowed to the ones we offer. */
export function currentLanguage(language: string | undefined): Language {
  const base = language?.slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
