import type { Language } from '@steelyard/domain/constants';
import { mergeCatalogues } from '../shared/i18n/i18n';

type Catalogue = Record<string, unknown>;

// the tests' catalogues: every area in every language, merged per language (the app loads them on demand,
// app/i18n-resources.ts)
const files = import.meta.glob<Catalogue>(['../shared/i18n/locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function cataloguesFor(language: Language): Catalogue[] {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`))
    .map(([, catalogue]) => catalogue);
}

export const catalogues: Record<Language, Catalogue> = {
  en: mergeCatalogues(cataloguesFor('en')),
  de: mergeCatalogues(cataloguesFor('de')),
  es: mergeCatalogues(cataloguesFor('es')),
};
