import type { Language } from '@steelyard/domain/constants';
import type { MaterialNames } from '@steelyard/domain/material-names';

/**
 * The domain's material names as keys of the shared catalogue (`shared.listings.materialType.*`,
 * `shared.listings.fields.thickness`, …): the one catalogue the server's mails read too.
 */
export function materialNamesCatalogue(names: MaterialNames) {
  return { shared: { listings: names } };
}

/** Each language's material names, downloaded with the shared catalogue of that language only. */
export const loadMaterialNames: Record<Language, () => Promise<MaterialNames>> = {
  en: async () => (await import('@steelyard/domain/material-names-en')).MATERIAL_NAMES_EN,
  de: async () => (await import('@steelyard/domain/material-names-de')).MATERIAL_NAMES_DE,
  es: async () => (await import('@steelyard/domain/material-names-es')).MATERIAL_NAMES_ES,
};
