import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelfUpdatesReading } from '../../../shared/session/self-updates';
import { useSession } from '../../../shared/session/session-store';
import { notify } from '../../../shared/ui/notify';
import { negotiationKeys } from '../api/negotiations';
import { useOfferUser } from './use-offer-user';

/**
 * A toast when the polled offer count of the buyer or seller side rises (spec 001 §4), and fresh
 * negotiation data then. Reads the navigation poll's cache entry; the shell does the polling.
 */
export function NewOfferToasts() {
  const session = useSession();
  // operators have no offers (and no self user of the marketplace to ask)
  if (!session || session.tenant !== 'MARKETPLACE') return null;
  return <OfferCountWatcher userId={session.userId} />;
}

function OfferCountWatcher({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSelfUpdatesReading(userId);
  const { canMakeOffers, canAnswerOffers } = useOfferUser();
  const previous = useRef<{ userId: string; buyer: number; seller: number } | null>(null);

  useEffect(() => {
    if (!data || !userId) return;
    const before = previous.current;
    const now = { userId, buyer: data.offers.buyerCount, seller: data.offers.sellerCount };
    previous.current = now;
    // the first reading after sign-in is where we start from, not news
    if (!before || before.userId !== userId) return;
    const buyerRose = canMakeOffers && now.buyer > before.buyer;
    const sellerRose = canAnswerOffers && now.seller > before.seller;
    if (buyerRose) notify({ level: 'INFO', message: t('offers.toast.buyer'), id: 'new-offer-buyer' });
    if (sellerRose) notify({ level: 'INFO', message: t('offers.toast.seller'), id: 'new-offer-seller' });
    if (now.buyer !== before.buyer || now.seller !== before.seller) {
      void queryClient.invalidateQueries({ queryKey: negotiationKeys.all });
    }
  }, [data, userId, canMakeOffers, canAnswerOffers, queryClient, t]);

  return null;
}
