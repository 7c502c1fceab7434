import { describe, expect, it } from 'vitest';
import {
  EXPIRY_SLOTS,
  addDays,
  fromExpiryInstant,
  getEarliestExpiry,
  getExpiryChoices,
  isValidExpiry,
  londonOffsetMs,
  nextAutoRenewExpiry,
  toExpiryInstant,
} from './listing-expiry';

const ALL = [...EXPIRY_SLOTS];
const utc = (iso: string) => new Date(iso);

// now (UTC) · London weekday and time · first date offered · first day's slots
const cases: [string, string, string, string[]][] = [
  // winter (GMT): London time is UTC
  ['2026-01-12T09:00:00Z', 'Mon 09:00', '2026-01-12', ['14:00', '16:00', '18:00', '20:00', '23:59']],
  [
    '2026-01-13T10:00:00Z',
    'Tue 10:00: now + 4 h is exactly a slot',
    '2026-01-13',
    ['14:00', '16:00', '18:00', '20:00', '23:59'],
  ],
  ['2026-01-13T10:00:30Z', 'Tue 10:00:30: the slot is 30 s short', '2026-01-13', ['16:00', '18:00', '20:00', '23:59']],
  ['2026-01-13T05:00:00Z', 'Tue 05:00', '2026-01-13', ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '23:59']],
  ['2026-01-12T00:30:00Z', 'Mon 00:30: every slot from 06:00', '2026-01-12', ALL],
  ['2026-01-14T15:59:59Z', 'Wed 15:59:59: last moment of the same day', '2026-01-14', ['20:00', '23:59']],
  ['2026-01-14T16:00:00Z', 'Wed 16:00: next day', '2026-01-15', ALL],
  ['2026-01-15T16:30:00Z', 'Thu 16:30: Friday', '2026-01-16', ALL],
  ['2026-01-15T23:59:00Z', 'Thu 23:59: Friday', '2026-01-16', ALL],
  [
    '2026-01-16T08:00:00Z',
    'Fri 08:00 behaves like a weekday',
    '2026-01-16',
    ['12:00', '14:00', '16:00', '18:00', '20:00', '23:59'],
  ],
  ['2026-01-16T12:59:00Z', 'Fri 12:59', '2026-01-16', ['18:00', '20:00', '23:59']],
  ['2026-01-16T13:00:00Z', 'Fri 13:00: Friday + 3', '2026-01-19', ALL],
  ['2026-01-16T20:00:00Z', 'Fri 20:00: Friday + 3', '2026-01-19', ALL],
  ['2026-01-17T00:00:00Z', 'Sat 00:00: Saturday + 2', '2026-01-19', ALL],
  ['2026-01-17T10:00:00Z', 'Sat 10:00: Saturday + 2', '2026-01-19', ALL],
  ['2026-01-18T00:00:00Z', 'Sun 00:00: Sunday + 1', '2026-01-19', ALL],
  ['2026-01-18T23:59:59Z', 'Sun 23:59:59: Sunday + 1', '2026-01-19', ALL],
  // summer (BST): London is UTC + 1
  ['2026-06-15T14:30:00Z', 'Mon 15:30 BST', '2026-06-15', ['20:00', '23:59']],
  ['2026-06-15T14:59:00Z', 'Mon 15:59 BST', '2026-06-15', ['20:00', '23:59']],
  ['2026-06-15T15:00:00Z', 'Mon 16:00 BST: next day (15:00 UTC)', '2026-06-16', ALL],
  ['2026-06-15T23:30:00Z', 'Tue 00:30 BST (still Monday in UTC)', '2026-06-16', ALL],
  ['2026-06-19T11:59:00Z', 'Fri 12:59 BST', '2026-06-19', ['18:00', '20:00', '23:59']],
  ['2026-06-19T12:00:00Z', 'Fri 13:00 BST: Friday + 3 (12:00 UTC)', '2026-06-22', ALL],
  ['2026-06-20T23:30:00Z', 'Sun 00:30 BST (Saturday in UTC): Sunday + 1', '2026-06-22', ALL],
  // the clock goes forward on Sunday 2026-03-29 at 01:00 UTC
  ['2026-03-27T11:00:00Z', 'Fri 11:00 GMT before the change', '2026-03-27', ['16:00', '18:00', '20:00', '23:59']],
  ['2026-03-28T12:00:00Z', 'Sat 12:00 GMT', '2026-03-30', ALL],
  ['2026-03-29T00:30:00Z', 'Sun 00:30 GMT, before the change', '2026-03-30', ALL],
  ['2026-03-29T09:00:00Z', 'Sun 10:00 BST, after the change', '2026-03-30', ALL],
  ['2026-03-30T08:00:00Z', 'Mon 09:00 BST', '2026-03-30', ['14:00', '16:00', '18:00', '20:00', '23:59']],
  // the clock goes back on Sunday 2026-10-25 at 01:00 UTC
  ['2026-10-22T14:00:00Z', 'Thu 15:00 BST', '2026-10-22', ['20:00', '23:59']],
  ['2026-10-23T08:00:00Z', 'Fri 09:00 BST', '2026-10-23', ['14:00', '16:00', '18:00', '20:00', '23:59']],
  ['2026-10-24T23:30:00Z', 'Sun 00:30 BST', '2026-10-26', ALL],
  ['2026-10-25T00:30:00Z', 'Sun 01:30 BST (the first 01:30)', '2026-10-26', ALL],
  ['2026-10-25T01:30:00Z', 'Sun 01:30 GMT (the second 01:30)', '2026-10-26', ALL],
  ['2026-10-26T15:59:00Z', 'Mon 15:59 GMT', '2026-10-26', ['20:00', '23:59']],
  ['2026-10-26T16:00:00Z', 'Mon 16:00 GMT', '2026-10-27', ALL],
  // year end
  ['2026-12-31T17:00:00Z', 'Thu 31 December 17:00', '2027-01-01', ALL],
];

describe('getExpiryChoices', () => {
  it.each(cases)('at %s (%s) starts on %s', (now, _label, firstDate, firstSlots) => {
    const choices = getExpiryChoices(utc(now));
    expect(choices).toHaveLength(7);
    expect(choices[0]).toEqual({ date: firstDate, slots: firstSlots });
    choices.forEach((day, i) => {
      expect(day.date).toBe(addDays(firstDate, i));
      if (i > 0) expect(day.slots).toEqual(ALL);
    });
  });

  it('offers seven consecutive days across a month and year end', () => {
    expect(getExpiryChoices(utc('2026-12-31T17:00:00Z')).map((d) => d.date)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
    ]);
  });

  it('says where the choices start', () => {
    expect(getEarliestExpiry(utc('2026-01-12T09:00:00Z'))).toEqual({
      date: '2026-01-12',
      earliest: utc('2026-01-12T13:00:00Z'),
    });
    expect(getEarliestExpiry(utc('2026-01-16T13:00:00Z'))).toEqual({ date: '2026-01-19', earliest: null });
  });
});

describe('toExpiryInstant', () => {
  it.each([
    ['2026-01-12', '06:00', '2026-01-12T06:00:00.000Z'],
    ['2026-06-15', '23:59', '2026-06-15T22:59:00.000Z'],
    // spring forward: Saturday is GMT, Sunday from 01:00 UTC is BST
    ['2026-03-28', '23:59', '2026-03-28T23:59:00.000Z'],
    ['2026-03-29', '06:00', '2026-03-29T05:00:00.000Z'],
    ['2026-03-29', '23:59', '2026-03-29T22:59:00.000Z'],
    ['2026-03-30', '06:00', '2026-03-30T05:00:00.000Z'],
    // fall back: Saturday is BST, Sunday from 01:00 UTC is GMT
    ['2026-10-24', '23:59', '2026-10-24T22:59:00.000Z'],
    ['2026-10-25', '06:00', '2026-10-25T06:00:00.000Z'],
    ['2026-10-25', '23:59', '2026-10-25T23:59:00.000Z'],
  ])('%s %s London is %s', (date, slot, expected) => {
    expect(toExpiryInstant(date, slot).toISOString()).toBe(expected);
  });

  it('refuses anything but a calendar date and a slot', () => {
    expect(() => toExpiryInstant('2026-02-30', '06:00')).toThrow(RangeError);
    expect(() => toExpiryInstant('30/03/2026', '06:00')).toThrow(RangeError);
    expect(() => toExpiryInstant('2026-03-30', '07:00')).toThrow(RangeError);
  });

  it('round-trips every slot of the clock-change weeks', () => {
    for (const start of ['2026-03-26', '2026-10-22']) {
      for (let i = 0; i < 7; i++) {
        const date = addDays(start, i);
        for (const slot of EXPIRY_SLOTS) expect(fromExpiryInstant(toExpiryInstant(date, slot))).toEqual({ date, slot });
      }
    }
  });

  it('knows the London offset', () => {
    expect(londonOffsetMs(utc('2026-01-12T12:00:00Z'))).toBe(0);
    expect(londonOffsetMs(utc('2026-06-15T12:00:00Z'))).toBe(3_600_000);
    expect(londonOffsetMs(utc('2026-03-29T00:59:59Z'))).toBe(0);
    expect(londonOffsetMs(utc('2026-03-29T01:00:00Z'))).toBe(3_600_000);
    expect(londonOffsetMs(utc('2026-10-25T00:59:59Z'))).toBe(3_600_000);
    expect(londonOffsetMs(utc('2026-10-25T01:00:00Z'))).toBe(0);
  });
});

describe('fromExpiryInstant', () => {
  it('is null for an instant that is not a slot', () => {
    expect(fromExpiryInstant('2026-01-12T07:00:00Z')).toBeNull();
    expect(fromExpiryInstant('2026-01-12T06:00:01Z')).toBeNull();
    expect(fromExpiryInstant('not a date')).toBeNull();
    // 06:00 UTC in summer is 07:00 London
    expect(fromExpiryInstant('2026-06-15T06:00:00Z')).toBeNull();
    expect(fromExpiryInstant('2026-06-15T05:00:00Z')).toEqual({ date: '2026-06-15', slot: '06:00' });
  });
});

describe('isValidExpiry', () => {
  const monday9 = utc('2026-01-12T09:00:00Z');
  it('accepts exactly the offered choices', () => {
    expect(isValidExpiry('2026-01-12T14:00:00Z', monday9)).toBe(true);
    expect(isValidExpiry(utc('2026-01-18T23:59:00Z'), monday9)).toBe(true);
    expect(isValidExpiry('2026-01-12T14:00:00.000Z', monday9, 0)).toBe(true);
  });
  it('refuses slots before the earliest hour, off-slot times, the eighth day and the past', () => {
    expect(isValidExpiry('2026-01-12T12:00:00Z', monday9, 0)).toBe(false);
    expect(isValidExpiry('2026-01-12T15:00:00Z', monday9)).toBe(false);
    expect(isValidExpiry('2026-01-19T06:00:00Z', monday9)).toBe(false);
    expect(isValidExpiry('2026-01-10T06:00:00Z', monday9)).toBe(false);
    expect(isValidExpiry('garbage', monday9)).toBe(false);
  });
  it('keeps a choice the form offered a few minutes earlier, strict with no grace', () => {
    // built at 15:55, submitted at 16:05: today 20:00 was offered
    const submitted = utc('2026-01-14T16:05:00Z');
    expect(isValidExpiry('2026-01-14T20:00:00Z', submitted)).toBe(true);
    expect(isValidExpiry('2026-01-14T20:00:00Z', submitted, 0)).toBe(false);
    expect(isValidExpiry('2026-01-14T20:00:00Z', utc('2026-01-14T16:20:00Z'))).toBe(false);
  });
  it('applies the Friday cut-off in London time in summer', () => {
    // 12:30 UTC on a summer Friday is 13:30 London: the choices start on Monday
    const friday = utc('2026-06-19T12:30:00Z');
    expect(isValidExpiry('2026-06-19T19:00:00Z', friday, 0)).toBe(false);
    expect(isValidExpiry('2026-06-22T05:00:00Z', friday, 0)).toBe(true);
  });
});

describe('nextAutoRenewExpiry', () => {
  it('keeps the London slot a week later across a clock change', () => {
    expect(nextAutoRenewExpiry('2026-03-25T12:00:00Z').toISOString()).toBe('2026-04-01T11:00:00.000Z');
    expect(nextAutoRenewExpiry('2026-10-21T22:59:00Z').toISOString()).toBe('2026-10-28T23:59:00.000Z');
    expect(nextAutoRenewExpiry('2026-01-12T14:00:00Z').toISOString()).toBe('2026-01-19T14:00:00.000Z');
  });
  it('moves an expiry that is not a slot by seven London days', () => {
    expect(nextAutoRenewExpiry('2026-03-25T12:34:00Z').toISOString()).toBe('2026-04-01T11:34:00.000Z');
  });
});
