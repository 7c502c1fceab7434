import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ListingAutoRenewBody,
  RenewListingBody,
  UpdateListingExpiryBody,
  UpdateListingPriceBody,
} from '@steelyard/domain/listing-actions';
import { draftListing, type DraftListing } from '@steelyard/domain/listing-drafts';
import { listing, type Listing } from '@steelyard/domain/listings';
import { draftPackage, listingPackage, type DraftPackage, type ListingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import { isListingAnswer } from './listing-answers';
import { listingKeys } from './listings';
import { packageKeys } from './packages';

/** What a detail page shows: a listing or a package; their service actions have the same shape. */
export type Offer = { kind: 'listing'; item: Listing } | { kind: 'package'; item: ListingPackage };
export type OfferKind = Offer['kind'];

/** The service action a seller takes on the detail page (spec 001 §2, §4; decision 55). */
export type OfferAction =
  | { type: 'price'; body: UpdateListingPriceBody }
  | { type: 'expiry'; body: UpdateListingExpiryBody }
  | { type: 'autoRenew'; body: ListingAutoRenewBody }
  | { type: 'renew'; body: RenewListingBody }
  | { type: 'withdraw' };

const basePath = (kind: OfferKind, id: string) =>
  `seller/${kind === 'listing' ? 'listings' : 'packages'}/${encodeURIComponent(id)}`;

const SUFFIX = { price: 'price', expiry: 'expiry', autoRenew: 'auto-renew', renew: 'renewal' } as const;

/**
 * `PUT api/seller/{listings|packages}/{id}/price|expiry|auto-renew|renewal`, or `DELETE …/{id}` to
 * withdraw; each answers the listing or package.
 */
export function runOfferAction(kind: OfferKind, id: string, action: OfferAction): Promise<Listing | ListingPackage> {
  const path = action.type === 'withdraw' ? basePath(kind, id) : `${basePath(kind, id)}/${SUFFIX[action.type]}`;
  const options = {
    method: action.type === 'withdraw' ? ('DELETE' as const) : ('PUT' as const),
    body: action.type === 'withdraw' ? undefined : action.body,
    isExpectedError: isListingAnswer,
  };
  return kind === 'listing'
    ? apiRequest(path, { ...options, schema: listing })
    : apiRequest(path, { ...options, schema: listingPackage });
}

/** Runs a service action and puts the answer in the detail cache; the lists reload when next opened. */
export function useOfferAction(kind: OfferKind, id: string) {
  const queryClient = useQueryClient();
  const detailKey = kind === 'listing' ? listingKeys.detail(id) : packageKeys.detail(id);
  return useMutation({
    mutationFn: (action: OfferAction) => runOfferAction(kind, id, action),
    onSuccess: (reply) => queryClient.setQueryData(detailKey, reply),
    // the screen says "Changes to the listing could not be saved." (spec 001 §8) or what went wrong
    meta: { silent: true },
  });
}

/** `POST api/seller/{listings|packages}/{id}/draft` (201, the draft): a rejected item goes back to the drafts. */
export function turnIntoDraft(kind: OfferKind, id: string): Promise<DraftListing | DraftPackage> {
  const path = `${basePath(kind, id)}/draft`;
  const options = { method: 'POST' as const, isExpectedError: isListingAnswer };
  return kind === 'listing'
    ? apiRequest(path, { ...options, schema: draftListing })
    : apiRequest(path, { ...options, schema: draftPackage });
}

export function useTurnIntoDraft(kind: OfferKind, id: string) {
  const queryClient = useQueryClient();
  const detailKey = kind === 'listing' ? listingKeys.detail(id) : packageKeys.detail(id);
  return useMutation({
    mutationFn: () => turnIntoDraft(kind, id),
    onSuccess: () => queryClient.removeQueries({ queryKey: detailKey }),
    meta: { silent: true },
  });
}
