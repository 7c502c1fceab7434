/*
 * Listing expiry choices (spec 001 §9), reckoned in London time with its daylight saving through
 * Intl, so server and browser agree wherever they run.
 *
 * - Before 16:00 London time on Monday to Thursday, and before 13:00 on Friday, the earliest
 *   expiry is 4 hours after now: the first day is today, with the slots at or after now + 4 h.
 * - From 16:00 (Monday to Thursday) the first day is tomorrow, with every slot from 06:00.
 * - From 13:00 on Friday, and all Saturday and Sunday, the first day is pushed to Monday
 *   (Friday +3, Saturday +2, Sunday +1), with every slot from 06:00.
 * - Seven consecutive days are offered from the first day; slots 06:00 … 20:00 and 23:59.
 */

export const EXPIRY_TIME_ZONE = 'Europe/London';
export const EXPIRY_SLOTS = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '23:59'] as const;
export type ExpirySlot = (typeof EXPIRY_SLOTS)[number];
export const EXPIRY_DAYS = 7;
/** The earliest expiry on the same day: now plus 2 + 2 hours. */
export const EXPIRY_LEAD_MS = 4 * 60 * 60 * 1000;
/** From this London hour (Monday to Thursday) the choices start the next day. */
export const EXPIRY_SAME_DAY_CUTOFF_HOUR = 16;
/** From this London hour on Friday the choices start on Monday. */
export const EXPIRY_FRIDAY_CUTOFF_HOUR = 13;
/**
 * How long a choice the form offered stays acceptable to the server: the seller may submit a few
 * minutes after the form built its list, when the earliest slot has just moved on.
 */
export const EXPIRY_CHOICE_GRACE_MS = 10 * 60 * 1000;

/** One day of choices: an ISO date (London) and its slots. */
export interface ExpiryDay {
  date: string;
  slots: ExpirySlot[];
}

interface LondonTime {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since London midnight. */
  minutes: number;
}

// made at first use, not when the module loads: a formatter with a time zone costs ICU's zone data, and
// pages that only import EXPIRY_TIME_ZONE (every page formatting a price) should not pay it (issue 11)
let formatter: Intl.DateTimeFormat | undefined;

function londonFields(instant: number) {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EXPIRY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The London wall-clock offset from UTC at an instant, in milliseconds (0 in winter, 1 h in summer). */
export function londonOffsetMs(instant: Date | number): number {
  const t = Math.floor(Number(instant) / 1000) * 1000;
  const f = londonFields(t);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - t;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

function londonTime(instant: number): LondonTime {
  const f = londonFields(instant);
  return {
    date: isoDate(f.year, f.month, f.day),
    weekday: new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay(),
    minutes: f.hour * 60 + f.minute,
  };
}

function parseDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not an ISO date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return [y, mo, d];
}

/** An ISO date plus a number of calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** True for one of the slots. */
export function isExpirySlot(value: string): value is ExpirySlot {
  return (EXPIRY_SLOTS as readonly string[]).includes(value);
}

/** The instant a London date and slot stand for, correct on both sides of a clock change. */
export function toExpiryInstant(date: string, slot: string): Date {
  if (!isExpirySlot(slot)) throw new RangeError(`Not an expiry slot: ${slot}`);
  const [y, m, d] = parseDate(date);
  const [hour, minute] = slot.split(':').map(Number) as [number, number];
  return new Date(fromWallClock(Date.UTC(y, m - 1, d, hour, minute)));
}

/** A London wall-clock time (written as if it were UTC) to its instant. */
function fromWallClock(wallClock: number): number {
  // the offset at the guessed instant is right unless a clock change lies between; a second look settles it
  const guess = wallClock - londonOffsetMs(wallClock);
  return wallClock - londonOffsetMs(guess);
}

/** The London date and slot of an instant, or null when it is not exactly a slot. */
export function fromExpiryInstant(instant: Date | string): { date: string; slot: ExpirySlot } | null {
  const t = new Date(instant).getTime();
  if (Number.isNaN(t) || t % 60_000 !== 0) return null;
  const local = londonTime(t);
  const slot = `${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}`;
  if (!isExpirySlot(slot)) return null;
  return toExpiryInstant(local.date, slot).getTime() === t ? { date: local.date, slot } : null;
}

/**
 * Where the choices start: the first date and, when it is today, the earliest instant (now + 4 h);
 * null means every slot of the first date.
 */
export function getEarliestExpiry(now: Date): { date: string; earliest: Date | null } {
  const local = londonTime(now.getTime());
  const pushDays = [1, 0, 0, 0, 0, 3, 2][local.weekday]!;
  if (local.weekday === 0 || local.weekday === 6) return { date: addDays(local.date, pushDays), earliest: null };
  if (local.weekday === 5 && local.minutes >= EXPIRY_FRIDAY_CUTOFF_HOUR * 60) {
    return { date: addDays(local.date, pushDays), earliest: null };
  }
  if (local.minutes >= EXPIRY_SAME_DAY_CUTOFF_HOUR * 60) return { date: addDays(local.date, 1), earliest: null };
  return { date: local.date, earliest: new Date(now.getTime() + EXPIRY_LEAD_MS) };
}

/** The seven days of expiry choices offered at `now`, each with its slots (spec 001 §9). */
export function getExpiryChoices(now: Date): ExpiryDay[] {
  const { date, earliest } = getEarliestExpiry(now);
  const days: ExpiryDay[] = [];
  for (let i = 0; i < EXPIRY_DAYS; i++) {
    const day = addDays(date, i);
    const slots =
      i === 0 && earliest
        ? EXPIRY_SLOTS.filter((slot) => toExpiryInstant(day, slot).getTime() >= earliest.getTime())
        : [...EXPIRY_SLOTS];
    days.push({ date: day, slots });
  }
  return days;
}

function isChoiceAt(instant: number, now: Date): boolean {
  const slot = fromExpiryInstant(new Date(instant));
  if (!slot) return false;
  return getExpiryChoices(now).some((day) => day.date === slot.date && day.slots.includes(slot.slot));
}

/**
 * True when the expiry is one of the choices offered at `now`, or at `now - graceMs` and still
 * in the future (a form built a few minutes ago). Pass 0 for the strict rule.
 */
export function isValidExpiry(expiresAt: Date | string, now: Date, graceMs: number = EXPIRY_CHOICE_GRACE_MS): boolean {
  const t = new Date(expiresAt).getTime();
  if (Number.isNaN(t) || t <= now.getTime()) return false;
  if (isChoiceAt(t, now)) return true;
  return graceMs > 0 && isChoiceAt(t, new Date(now.getTime() - graceMs));
}

/**
 * The expiry a published listing gets when it auto-renews at its expiry: the same London slot a
 * week later (our rule; the spec leaves the period open), so a renewed listing keeps its time of day.
 */
export function nextAutoRenewExpiry(expiresAt: Date | string): Date {
  const slot = fromExpiryInstant(expiresAt);
  if (slot) return toExpiryInstant(addDays(slot.date, EXPIRY_DAYS), slot.slot);
  // an expiry that is not a slot (set before these rules) moves by seven calendar days of London time
  const t = new Date(expiresAt).getTime();
  return new Date(fromWallClock(t + londonOffsetMs(t) + EXPIRY_DAYS * 24 * 60 * 60 * 1000));
}
