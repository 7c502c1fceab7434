import type { Language } from '@steelyard/domain/constants';
import { MATERIAL_NAMES } from '@steelyard/domain/material-names';
import { mergeCatalogues } from '../shared/i18n/i18n';
import { materialNamesCatalogue } from '../shared/i18n/material-names';

type Catalogue = Record<string, unknown>;

// the tests' catalogues: every area in every language, merged per language with the domain's material names
// (the app loads them on demand, app/i18n-resources.ts)
const files = import.meta.glob<Catalogue>(['../shared/i18n/locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function cataloguesFor(language: Language): Catalogue[] {
  return [
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`))
      .map(([, catalogue]) => catalogue),
    materialNamesCatalogue(MATERIAL_NAMES[language]),
  ];
}

export const catalogues: Record<Language, Catalogue> = {
  en: mergeCatalogues(cataloguesFor('en')),
  de: mergeCatalogues(cataloguesFor('de')),
  es: mergeCatalogues(cataloguesFor('es')),
};
