import { COUNTRY_CODES } from '@steelyard/domain/countries';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of an ISO 3166-1 alpha-2 country in the given locale ("DE" → "Germany", "Deutschland"). */
export function countryName(code: string, locale: string): string {
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
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
