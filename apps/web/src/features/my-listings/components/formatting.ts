import { dateTimeFormat } from '../../../shared/i18n/intl-formats';

/** A day ("3 Mar 2026") in the reader's time zone, for when a status was reached or a draft saved. */
export function formatDay(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
