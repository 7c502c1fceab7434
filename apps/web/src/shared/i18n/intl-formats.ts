/**
 * Intl formatters, one for each locale and set of options, made at first use and kept. Making one costs far
 * more than using it: the first of a page loads its locale data (about 17 ms on a fast machine, four times that
 * on a phone), and the lists asked for new ones in every card and row, and for every amount.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat;

const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, kept. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, kept. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, kept. */
export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

/** `new Intl.RelativeTimeFormat(locale, options)`, kept. */
export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relativeTime', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** A moment as date and time in the reader's language and time zone ("3 Mar 2026, 14:05"). */
export const formatDateTime = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A moment's day in the reader's language and time zone ("3 Mar 2026"). */
export const formatDate = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
