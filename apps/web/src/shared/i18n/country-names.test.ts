import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@steelyard/domain/countries';
import de from './countries/de.json';
import en from './countries/en.json';
import es from './countries/es.json';
import { countryName, countryOptions } from './country-names';

afterEach(() => {
  for (const language of ['en', 'de', 'es']) i18next.removeResourceBundle(language, 'translation');
});

describe('country names (issue 25: the same on the server and in every browser)', () => {
  it('has every country in every language, in that language’s order', () => {
    for (const catalogue of [en, de, es]) {
      expect(Object.keys(catalogue.countries).sort()).toEqual([...COUNTRY_CODES].sort());
    }
    const germanNames = Object.values(de.countries);
    expect(germanNames.indexOf('Ägypten')).toBeLessThan(germanNames.indexOf('Albanien'));
  });

  it('names countries from the catalogue once it is loaded, whatever this runtime’s ICU says', () => {
    i18next.addResourceBundle('en', 'translation', { countries: { ...en.countries, HK: 'Hong Kong (catalogue)' } });
    expect(countryName('hk', 'en-GB')).toBe('Hong Kong (catalogue)');
    const options = countryOptions('en-GB');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.map((o) => o.value)).toEqual(Object.keys(en.countries));
    expect(options.find((o) => o.value === 'HK')?.label).toBe('Hong Kong (catalogue)');
  });

  it('falls back to Intl before the catalogue has loaded', () => {
    i18next.removeResourceBundle('de', 'translation');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryOptions('de-DE')).toHaveLength(COUNTRY_CODES.length);
  });
});
