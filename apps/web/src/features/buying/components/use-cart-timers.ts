import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_REMINDER_TOAST_MS } from '@steelyard/domain/constants';
import { notify } from '../../../shared/ui/notify';
import { useNow } from '../../../shared/ui/use-now';
import { cartTimerEvents } from '../model/cart-timing';

/**
 * The cart's clock (spec 001 §4): reminders 30 and 10 minutes before the cart empties as 5 s
 * toasts, and at `expiresAt` a warning toast and `onExpired` (the page fetches the cart again).
 */
export function useCartTimers(expiresAt: string | null, onExpired: () => void) {
  const { t } = useTranslation();
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    const timers = cartTimerEvents(expiresAt, new Date()).map((event) =>
      window.setTimeout(() => {
        if (event.kind === 'REMINDER') {
          notify({
            level: 'INFO',
            message: t('buying.cart.reminder', { minutes: event.minutes }),
            autoCloseMs: CART_REMINDER_TOAST_MS,
          });
        } else {
          notify({ level: 'WARNING', message: t('buying.errors.cart.reservationExpired') });
          expired.current();
        }
      }, event.delayMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [expiresAt, t]);
}

/** Milliseconds until `expiresAt`, ticking every second (null without one). */
export function useTimeLeft(expiresAt: string | null): number | null {
  const now = useNow(1_000);
  return expiresAt ? Math.max(0, new Date(expiresAt).getTime() - now) : null;
}
