import { loadCatalogues } from '../shared/i18n/i18n';

/** The other areas whose keys a feature's pages show (a bought item's offer, the shell's greeting). */
const ALSO_SHOWN: Partial<Record<string, readonly string[]>> = {
  buying: ['offers'],
  dashboard: ['shell'],
  // the countries' names (shared/i18n/country-names.ts), for every page in the shell and the console
  shell: ['countries'],
  operator: ['countries'],
};

/** The catalogue areas a feature's pages need: the shared one, the feature's, and those it also shows. */
export function areasOf(feature: string): string[] {
  return ['shared', feature, ...(ALSO_SHOWN[feature] ?? [])];
}

/**
 * A lazy route's loader that also loads its feature's catalogues in the active language, in parallel,
 * so that the page renders with its texts (never raw keys).
 */
export function withCatalogues<T>(feature: string, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadCatalogues(areasOf(feature))]))[0];
}
