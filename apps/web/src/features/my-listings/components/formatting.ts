/** A day ("3 Mar 2026") in the reader's time zone, for when a status was reached or a draft saved. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
