import type { Language } from './constants';

/*
 * Numbers as people type and read them in the UI language (decision 171): en groups thousands
 * with a comma and marks decimals with a point; de and es the other way round. Spaces (also the
 * no-break and narrow no-break spaces that copied figures carry) group thousands in every language.
 * Whatever does not fit the language's pattern is refused rather than guessed, since a guess turns
 * 22,400 t into 22.4 t.
 */

/** Why a typed text is not a number: other characters than digits and separators, or a pattern the language does not read one way. */
export type LocaleNumberRefusal = 'invalid' | 'ambiguous';

/** A typed number: its value (null when nothing was typed), or why it was refused. */
export type ParsedLocaleNumber = { ok: true; value: number | null } | { ok: false; reason: LocaleNumberRefusal };

interface NumberMarks {
  decimal: '.' | ',';
  group: '.' | ',';
  /** Fewest digits of the whole part before it is grouped (CLDR's minimum grouping: es writes 1290, but 12.900). */
  groupFrom: number;
}

export const NUMBER_MARKS: Record<Language, NumberMarks> = {
  en: { decimal: '.', group: ',', groupFrom: 4 },
  de: { decimal: ',', group: '.', groupFrom: 4 },
  es: { decimal: ',', group: '.', groupFrom: 5 },
};

const SPACES = /[\s\u00A0\u202F\u2009]/g;
const ALLOWED = /^[0-9.,\s\u00A0\u202F\u2009]+$/;

/** The whole part's digits, or null when its separators are not groups of three after one to three digits. */
function readWholePart(whole: string, group: string): string | null {
  if (/^\d*$/.test(whole)) return whole;
  const usesGroup = whole.includes(group);
  const usesSpace = whole.includes(' ');
  // one kind of separator in one number: "1.290 000" is a typo, not a number
  if (usesGroup && usesSpace) return null;
  const separator = usesGroup ? group : ' ';
  const parts = whole.split(separator);
  const [first, ...rest] = parts;
  if (!/^\d{1,3}$/.test(first!) || rest.some((p) => !/^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/**
 * Reads a typed number in the UI language (decision 171): '' is no value; "22,400.5" in en and
 * "22.400,5" in de and es are 22400.5; "22.400" in en is 22.4 and "1,5" in de is 1.5. A separator
 * that is neither the language's decimal mark nor a correct group of three is `ambiguous`
 * ("22,4" in en, "1.5" in de, "1,2,3", "1.290,5" in en); letters and other signs are `invalid`.
 */
export function parseLocaleNumber(text: string, language: Language): ParsedLocaleNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const negative = /^[-\u2212]/.test(trimmed);
  const body = (negative ? trimmed.slice(1) : trimmed).replace(SPACES, ' ');
  if (!ALLOWED.test(body) || !/\d/.test(body)) return { ok: false, reason: 'invalid' };
  const { decimal, group } = NUMBER_MARKS[language];
  const pieces = body.split(decimal);
  if (pieces.length > 2) return { ok: false, reason: 'ambiguous' };
  const [wholeText, fraction] = pieces as [string, string | undefined];
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, reason: 'ambiguous' };
  const whole = readWholePart(wholeText, group);
  if (whole === null) return { ok: false, reason: 'ambiguous' };
  const value = Number(`${whole || '0'}${fraction === undefined ? '' : `.${fraction}`}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
  // -0 is 0: a field never shows "-0"
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** The plain decimal digits of a number ("22400.5"), without exponent notation. */
function plainDigits(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  // "1.5e-7" and "1e+21": the shortest digits moved by the exponent, so the text reads back exactly
  const [mantissa = '', exponent = '0'] = text.split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

export interface FormatLocaleNumberOptions {
  /** A fraction is shown with at least this many digits ("1,250.50"); a whole number stays whole ("1,250"). */
  fractionDigits?: number;
}

/**
 * A number as a field shows it in the UI language ("22,400.5", "22.400,5"); parseLocaleNumber
 * reads it back to the same number. '' for no value or NaN.
 */
export function formatLocaleNumber(
  value: number | null | undefined,
  language: Language,
  options: FormatLocaleNumberOptions = {},
): string {
  if (value == null || !Number.isFinite(value)) return '';
  const { decimal, group, groupFrom } = NUMBER_MARKS[language];
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  const grouped = whole.length < groupFrom ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const padded = fraction === '' ? '' : fraction.padEnd(options.fractionDigits ?? 0, '0');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${padded === '' ? '' : `${decimal}${padded}`}`;
}
