import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshSelfUpdates, useSelfUpdatesReading } from '../../../shared/session/self-updates';
import { useSession } from '../../../shared/session/session-store';
import { cartKeys } from '../api/cart';
import { useCartTimers } from './use-cart-timers';

/**
 * The cart's reminders on every page (spec 001 §4): 30 and 10 minutes before the cart empties, and
 * the warning at `expiresAt`, wherever the buyer is. Reads the navigation poll's cache entry
 * (cartDetails.expiresAt); the shell does the polling. At expiry the cart and the count are fetched again.
 */
export function CartReminders() {
  const session = useSession();
  // operators have no cart (and no self user of the marketplace to ask)
  if (!session || session.tenant !== 'MARKETPLACE') return null;
  return <CartReminderClock userId={session.userId} />;
}

function CartReminderClock({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { data } = useSelfUpdatesReading(userId);
  const onExpired = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void refreshSelfUpdates(queryClient);
  }, [queryClient]);
  useCartTimers(data?.cartDetails.expiresAt ?? null, onExpired);
  return null;
}
