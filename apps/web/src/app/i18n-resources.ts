import type { Language } from '@steelyard/domain/constants';
import { mergeCatalogues, type CatalogueLoader } from '../shared/i18n/i18n';
import { loadMaterialNames, materialNamesCatalogue } from '../shared/i18n/material-names';

type Catalogue = Record<string, unknown>;

// one chunk per catalogue file: the shared one and each feature's (`en.json`, or parts such as
// `audit-log.en.json`); a page downloads its areas in the active language only
const files = import.meta.glob<Catalogue>(
  ['../shared/i18n/locales/*.json', '../shared/i18n/countries/*.json', '../features/*/locales/*.json'],
  { import: 'default' },
);

/** The area of a catalogue file: 'countries' (shared/i18n/countries.ts), 'shared', or its feature folder. */
function areaOf(path: string): string {
  if (path.startsWith('../shared/i18n/countries/')) return 'countries';
  return path.startsWith('../shared/') ? 'shared' : path.split('/')[2]!;
}

function isIn(path: string, language: Language): boolean {
  return path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`);
}

/**
 * Loads and merges an area's catalogue files in one language (null when the area has none); the
 * shared area gets the domain's material names too.
 */
export const loadCatalogue: CatalogueLoader = async (language, area) => {
  const loads: Promise<Catalogue>[] = Object.entries(files)
    .filter(([path]) => areaOf(path) === area && isIn(path, language))
    .map(([, load]) => load());
  if (area === 'shared') loads.push(loadMaterialNames[language]().then(materialNamesCatalogue));
  return loads.length ? mergeCatalogues(await Promise.all(loads)) : null;
};
