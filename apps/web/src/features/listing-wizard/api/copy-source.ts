import { copyListingToDraft } from '@steelyard/domain/listing-drafts';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { listing } from '@steelyard/domain/listings';
import { copyPackageToDraft, listingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import type { DraftLike } from '../model/wizard-bodies';
import { getDraft } from './drafts';
import { isWizardAnswer } from './wizard-answers';

/** What a copy is made of: a listing or package (`?copyFrom=<id>`), or a saved draft (`&from=draft`). */
export type CopyFrom = 'listing' | 'draft';
export const isCopyFrom = (value: string): value is CopyFrom => value === 'listing' || value === 'draft';

/** A draft's fields for a new form: like a copy of a listing, the seller's SKU and every file are cleared. */
function copyDraftToDraft(draft: DraftLike): DraftLike {
  return {
    ...draft,
    internalSellerSku: null,
    pictures: [],
    testCertificates: [],
    certificates: [],
    packageDocument: null,
  };
}

/**
 * A listing or package to copy from (spec 001 §4): read through `api/universal/listings/{id}` or
 * `api/universal/packaging/packages/{id}` and turned into a new draft's fields by the domain, with
 * the seller's SKU and every file cleared. A draft (`from` 'draft', issue 23, item 15) is read through
 * `api/universal/draft-listings/{id}` or `draft-packages/{id}` and cleared the same way; it stays as it is.
 */
export async function getCopySource(type: ListingType, id: string, from: CopyFrom = 'listing'): Promise<DraftLike> {
  if (from === 'draft') return copyDraftToDraft((await getDraft(type, id)) as DraftLike);
  if (type === 'PACKAGE') {
    const source = await apiRequest(`universal/packaging/packages/${encodeURIComponent(id)}`, {
      schema: listingPackage,
      isExpectedError: isWizardAnswer,
    });
    return copyPackageToDraft(source) as DraftLike;
  }
  const source = await apiRequest(`universal/listings/${encodeURIComponent(id)}`, {
    schema: listing,
    isExpectedError: isWizardAnswer,
  });
  return copyListingToDraft(source) as DraftLike;
}
