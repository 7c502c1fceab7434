// Writes src/shared/i18n/countries/<language>.json: every country's name in each language, in that
// language's alphabetical order, as Node's ICU names them (`node apps/web/scripts/country-names.mjs`).
// The web names countries from these files, not from the browser's Intl.DisplayNames, so that a page the
// server rendered and the browser that hydrates it name a country alike (ICU versions differ: "Hong
// Kong" or "Hong Kong SAR China"), and every browser shows the same names. Run again after adding a code.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const source = readFileSync(path.join(root, 'packages/domain/src/countries.ts'), 'utf8');
const codes = [...source.matchAll(/'([A-Z]{2})'/g)].map((match) => match[1]);
const locales = { en: 'en-GB', de: 'de-DE', es: 'es-ES' };
const folder = path.join(import.meta.dirname, '..', 'src/shared/i18n/countries');
mkdirSync(folder, { recursive: true });
for (const [language, locale] of Object.entries(locales)) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const entries = codes.map((code) => [code, names.of(code) ?? code]).sort((a, b) => collator.compare(a[1], b[1]));
  writeFileSync(
    path.join(folder, `${language}.json`),
    `${JSON.stringify({ countries: Object.fromEntries(entries) }, null, 2)}\n`,
  );
}
console.log(`${codes.length} countries named in ${Object.keys(locales).join(', ')}`);
