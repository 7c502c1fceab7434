import { copyListingToDraft } from '@steelyard/domain/listing-drafts';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { listing } from '@steelyard/domain/listings';
import { copyPackageToDraft, listingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import type { DraftLike } from '../model/wizard-bodies';
import { isWizardAnswer } from './wizard-answers';

export const copySourceKeys = {
  detail: (type: ListingType, id: string) => ['listing-copy-source', type, id] as const,
};

/**
 * A listing or package to copy from (spec 001 §4): read through `api/universal/listings/{id}` or
 * `api/universal/packaging/packages/{id}` and turned into a new draft's fields by the domain, with
 * the seller's SKU and every file cleared.
 */
export async function getCopySource(type: ListingType, id: string): Promise<DraftLike> {
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
