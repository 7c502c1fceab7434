import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';

/** The regional-indicator emoji of an ISO 3166-1 alpha-2 code ("DE" → 🇩🇪). */
function flagEmoji(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

/** Where the material lies: the flag (hidden from screen readers) and the country's name. */
export function CountryFlag({ country }: { country: string }) {
  const { locale } = useLanguage();
  return (
    <span>
      <span aria-hidden>{flagEmoji(country)}</span> {countryName(country, locale)}
    </span>
  );
}
