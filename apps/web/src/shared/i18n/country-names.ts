import i18next from 'i18next';
import { COUNTRY_CODES } from '@steelyard/domain/countries';
import { currentLanguage } from './i18n';

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The countries' names in a locale's language from the 'countries' catalogue (countries/<language>.json,
 * written by apps/web/scripts/country-names.mjs), in its alphabetical order; null until the shell or the
 * console has loaded it. The server's render and the browser then name a country alike, whatever their
 * ICU versions (one said "Hong Kong SAR China", the other "Hong Kong": React found the page changed).
 */
function catalogueNames(locale: string): Record<string, string> | null {
  const names: unknown = i18next.getResource(currentLanguage(locale), 'translation', 'countries');
  return names && typeof names === 'object' ? (names as Record<string, string>) : null;
}

/** The name of an ISO 3166-1 alpha-2 country in the given locale ("DE" → "Germany", "Deutschland"). */
export function countryName(code: string, locale: string): string {
  const named = catalogueNames(locale)?.[code.toUpperCase()];
  if (named) return named;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country as a select option, by name in the locale's alphabetical order. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const catalogue = catalogueNames(locale);
  if (catalogue && Object.keys(catalogue).length === COUNTRY_CODES.length) {
    return Object.entries(catalogue).map(([value, label]) => ({ value, label }));
  }
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
