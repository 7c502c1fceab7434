import { listing } from '@steelyard/domain/listings';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { listingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import { isWizardAnswer } from './wizard-answers';

/** What a submission answers: the new listing's or package's id, number and status (REVIEW_REQUIRED). */
export interface SubmittedListing {
  id: string;
  number: string;
  type: ListingType;
}

/**
 * Submits the wizard: `POST api/seller/listings/` or `POST api/seller/packages/` (201, under
 * review). A draft's id goes along as `draftId`, so the server deletes the draft.
 */
export async function submitListing({ type, body }: { type: ListingType; body: unknown }): Promise<SubmittedListing> {
  if (type === 'PACKAGE') {
    const reply = await apiRequest('seller/packages/', {
      method: 'POST',
      body,
      schema: listingPackage,
      isExpectedError: isWizardAnswer,
    });
    return { id: reply.id, number: reply.packageNumber, type };
  }
  const reply = await apiRequest('seller/listings/', {
    method: 'POST',
    body,
    schema: listing,
    isExpectedError: isWizardAnswer,
  });
  return { id: reply.id, number: reply.listingNumber, type };
}
