import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';

/** The regional-indicator emoji of an ISO 3166-1 alpha-2 code ("DE" → 🇩🇪). */
export function flagEmoji(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

let drawsFlags: boolean | undefined;

/**
 * Whether this system draws a flag for a pair of regional indicators: Windows draws the two letters ("DE"),
 * and a system without a colour emoji font empty boxes. Drawn once on a small canvas: a flag has colour, the
 * letters or boxes only the grey of the text.
 */
export function systemDrawsFlags(): boolean {
  if (drawsFlags !== undefined) return drawsFlags;
  drawsFlags = false;
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (context) {
      context.font = '16px sans-serif';
      context.textBaseline = 'top';
      context.fillText(flagEmoji('DE'), 0, 0);
      const pixels = context.getImageData(0, 0, 24, 24).data;
      for (let i = 0; i < pixels.length && !drawsFlags; i += 4) {
        drawsFlags = pixels[i + 3]! > 0 && (pixels[i] !== pixels[i + 1] || pixels[i + 1] !== pixels[i + 2]);
      }
    }
  } catch {
    // no canvas: the name alone
  }
  return drawsFlags;
}

/**
 * Where material lies: the flag (hidden from screen readers) and the country's name in the user's language.
 * Where the system draws no flag, the country's code in a small frame stands for it (decision 127).
 */
export function CountryFlag({ country }: { country: string }) {
  const { locale } = useLanguage();
  return (
    <span>
      {systemDrawsFlags() ? (
        <span aria-hidden>{flagEmoji(country)}</span>
      ) : (
        <span aria-hidden className="sy-flag-code">
          {country.toUpperCase()}
        </span>
      )}{' '}
      {countryName(country, locale)}
    </span>
  );
}
