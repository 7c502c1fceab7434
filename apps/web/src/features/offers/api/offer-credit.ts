import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartReply } from '@steelyard/domain/cart';
import { hasPermission } from '@steelyard/domain/permissions';
import { apiRequest } from '../../../shared/api/api-client';
import { useSelfUser } from '../../../shared/session/self-user';
import type { KnownCredit } from '../model/offer-figures';

export const offerCreditKeys = { all: ['negotiations', 'credit'] as const };

/**
 * `GET api/buyer/cart/fetch-cart`: the only reply that tells a buyer (not a manager) the
 * organisation's available credit (`availableCredit`); needs the CART feature.
 */
export function fetchCartCredit(): Promise<KnownCredit> {
  return apiRequest('buyer/cart/fetch-cart', { schema: cartReply }).then((reply) => reply.availableCredit);
}

/**
 * The buyer organisation's available credit for the §5 credit cap: a manager's own financial
 * details, else the cart reply; null when neither is open to the user (the server still checks).
 */
export function useOfferCredit(enabled: boolean): { credit: KnownCredit | null; isPending: boolean } {
  const self = useSelfUser();
  const user = self.data;
  const details = user?.organisation.financialDetails ?? null;
  const fromProfile =
    details && details.availableCredit !== null
      ? { value: details.availableCredit, currencyCode: details.currencyCode }
      : null;
  const canReadCart = !!user && !fromProfile && hasPermission(user, 'useCart');
  const cart = useQuery(
    queryOptions({
      queryKey: offerCreditKeys.all,
      queryFn: fetchCartCredit,
      enabled: enabled && canReadCart,
      staleTime: 0,
      retry: false,
      // without it the bounds leave the credit to the server
      meta: { silent: true },
    }),
  );
  if (fromProfile) return { credit: fromProfile, isPending: false };
  if (!canReadCart) return { credit: null, isPending: !user };
  return { credit: cart.data ?? null, isPending: cart.isPending && enabled };
}
