import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  listFormat,
  numberFormat,
  relativeTimeFormat,
} from './intl-formats';

describe('the kept Intl formatters', () => {
  it('answers the same formatter for the same locale and options, and another for others', () => {
    const euros = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'GBP' })).not.toBe(euros);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('de-DE')).not.toBe(euros);
    expect(euros.format(1234.5)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('formats as the Intl formatter it stands for', () => {
    const at = new Date('2026-03-30T05:00:00Z');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    expect(dateTimeFormat('es-ES', options).format(at)).toBe(new Intl.DateTimeFormat('es-ES', options).format(at));
    expect(listFormat('en-GB', { type: 'conjunction', style: 'short' }).format(['Germany', 'Spain'])).toBe(
      'Germany and Spain',
    );
    expect(relativeTimeFormat('en-GB', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it("writes a moment as a day, or as a day and a time, in the reader's language", () => {
    const at = '2026-03-30T12:05:00Z';
    expect(formatDate(at, 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(at)),
    );
    expect(formatDateTime(at, 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
  });
});
