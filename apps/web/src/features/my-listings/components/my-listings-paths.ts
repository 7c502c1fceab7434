import type { ListingType } from '@steelyard/domain/listing-wizard';
import { PATHS } from '../../../shared/navigation/paths';
import type { OfferKind } from '../api/listing-actions';

/** The seller's detail page of a listing or package. */
export function offerDetailsPath(kind: OfferKind, id: string): string {
  const base = kind === 'listing' ? PATHS.myListingDetails : PATHS.myPackageDetails;
  return `${base}/${encodeURIComponent(id)}`;
}

/** The renewal success page shown after an update that leaves the listing live. */
export function offerRenewedPath(kind: OfferKind, id: string): string {
  return `${offerDetailsPath(kind, id)}/renewed`;
}

/** The wizard continuing a draft (`/listings/create/:draftId/:listingType`). */
export function wizardDraftPath(draftId: string, type: ListingType): string {
  return `${PATHS.createListing}/${encodeURIComponent(draftId)}/${type}`;
}

/** The wizard editing an existing listing or package (EDIT: rejected, or live with changes the operator reviews). */
export function wizardEditPath(kind: OfferKind, id: string): string {
  return kind === 'listing'
    ? `${PATHS.editListing}/${encodeURIComponent(id)}`
    : `${PATHS.editListing}/packages/${encodeURIComponent(id)}`;
}

/** The wizard starting a new form copied from a listing or package (`/listings/create?copyFrom=<id>&type=…`, spec 001 §4). */
export function wizardCopyPath(kind: OfferKind, id: string): string {
  return `${PATHS.createListing}?copyFrom=${encodeURIComponent(id)}&type=${kind}`;
}

/** The wizard starting a new form copied from a draft (`…&from=draft`); the draft itself stays as it is. */
export function wizardCopyDraftPath(draftId: string, type: ListingType): string {
  return `${PATHS.createListing}?copyFrom=${encodeURIComponent(draftId)}&type=${type.toLowerCase()}&from=draft`;
}
