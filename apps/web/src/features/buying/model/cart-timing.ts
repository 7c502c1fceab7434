import { CART_REMINDER_MINUTES } from '@steelyard/domain/cart';

/** Something the cart page does at a moment: a reminder before the cart empties, or the emptying. */
export type CartTimerEvent =
  { kind: 'REMINDER'; minutes: number; delayMs: number } | { kind: 'EXPIRED'; delayMs: number };

/**
 * The reminders (30 and 10 minutes before, spec 001 §4) still ahead and the expiry itself, with
 * their delays from `now`. A reminder whose moment has passed is left out (a page opened 20
 * minutes before the end shows only the 10-minute one); nothing for an empty cart.
 */
export function cartTimerEvents(expiresAt: string | null, now: Date): CartTimerEvent[] {
  if (!expiresAt) return [];
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return [];
  const events: CartTimerEvent[] = CART_REMINDER_MINUTES.filter((minutes) => left > minutes * 60_000).map(
    (minutes) => ({ kind: 'REMINDER' as const, minutes, delayMs: left - minutes * 60_000 }),
  );
  events.push({ kind: 'EXPIRED', delayMs: left });
  return events;
}

/** The time left as "mm:ss" (or "h:mm:ss"), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
