import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './constants';
import { formatLocaleNumber, parseLocaleNumber } from './locale-number';

const CASES: Record<Language, [string, number | null | 'invalid' | 'ambiguous'][]> = {
  en: [
    ['', null],
    ['  ', null],
    ['22400', 22400],
    ['22,400', 22400],
    ['1,290', 1290],
    ['22,400.5', 22400.5],
    ['1,234,567.89', 1234567.89],
    ['22.400', 22.4],
    ['0.5', 0.5],
    ['.5', 0.5],
    [' 12 ', 12],
    ['22 400', 22400],
    ['22\u00A0400.5', 22400.5],
    ['1\u202F234\u202F567', 1234567],
    ['-3.5', -3.5],
    ['-0', 0],
    ['22,4', 'ambiguous'],
    ['1,2,3', 'ambiguous'],
    ['1,2345', 'ambiguous'],
    ['1.290,5', 'ambiguous'],
    ['1.290.000', 'ambiguous'],
    ['1,290 000', 'ambiguous'],
    ['22 4', 'ambiguous'],
    ['12.', 'ambiguous'],
    [',400', 'ambiguous'],
    ['abc', 'invalid'],
    ['12 t', 'invalid'],
    ['1e5', 'invalid'],
    ['£12', 'invalid'],
    ['.', 'invalid'],
  ],
  de: [
    ['22400', 22400],
    ['22.400', 22400],
    ['1.290', 1290],
    ['1,5', 1.5],
    ['22.400,5', 22400.5],
    ['1,290', 1.29],
    ['1.234.567,89', 1234567.89],
    ['22 400,5', 22400.5],
    ['1.5', 'ambiguous'],
    ['1,2,3', 'ambiguous'],
    ['1,290.5', 'ambiguous'],
    ['22.40', 'ambiguous'],
    ['zwölf', 'invalid'],
  ],
  es: [
    ['1290', 1290],
    ['1.290', 1290],
    ['12.900', 12900],
    ['1,5', 1.5],
    ['22.400,5', 22400.5],
    ['1.5', 'ambiguous'],
    ['1,290.5', 'ambiguous'],
    ['doce', 'invalid'],
  ],
};

describe('parseLocaleNumber', () => {
  for (const language of LANGUAGES) {
    it.each(CASES[language])(`${language}: %j is %j`, (text, expected) => {
      const parsed = parseLocaleNumber(text, language);
      if (expected === 'invalid' || expected === 'ambiguous') expect(parsed).toEqual({ ok: false, reason: expected });
      else expect(parsed).toEqual({ ok: true, value: expected });
    });
  }

  it('reads what formatLocaleNumber writes, in every language', () => {
    const finite = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: 0, max: 1e9 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(finite, fc.constantFrom(...LANGUAGES), (value, language) => {
        const text = formatLocaleNumber(value, language);
        expect(parseLocaleNumber(text, language)).toEqual({ ok: true, value: Object.is(value, -0) ? 0 : value });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatLocaleNumber', () => {
  it.each([
    [22400.5, 'en', '22,400.5'],
    [22400.5, 'de', '22.400,5'],
    [22400.5, 'es', '22.400,5'],
    [1290, 'en', '1,290'],
    [1290, 'de', '1.290'],
    [1290, 'es', '1290'],
    [12900, 'es', '12.900'],
    [-1234567.25, 'en', '-1,234,567.25'],
    [0.0000001, 'en', '0.0000001'],
    [null, 'en', ''],
    [Number.NaN, 'de', ''],
  ] as const)('%s in %s is %j', (value, language, text) => {
    expect(formatLocaleNumber(value, language)).toBe(text);
  });

  it('pads a fraction to the digits asked for and leaves a whole number whole', () => {
    expect(formatLocaleNumber(1250.5, 'de', { fractionDigits: 2 })).toBe('1.250,50');
    expect(formatLocaleNumber(1250, 'en', { fractionDigits: 2 })).toBe('1,250');
  });
});
