import { z } from 'zod';
import { commercialReplyFields } from './listing-commercial';

/*
 * A live listing's revision (issue 23, decision 142). A seller's edit of a live listing that changes
 * what buyers see of the material waits, as a revision, for the operator's review; buyers see the
 * live version until the operator approves it (applied at once) or rejects it (dropped, with the
 * reason for the seller). Renewals never apply it. The price applies at once wherever the seller
 * changes it, and the expiry and auto-renewal have their own calls, so a revision holds none of them.
 */

/** What a revision may change, in the order the review shows it (listing and package fields). */
export const REVISION_FIELDS = [
  'material',
  'materialDimensions',
  'numberOfItems',
  'tradeUnitCalculation',
  'weight',
  'prime',
  'origin',
  'age',
  'packageTitle',
  'packageDescription',
  'deliveryTimeframe',
  'pickupAddress',
  'additionalInformation',
  'description',
  'pictures',
  'testCertificates',
  'certificates',
  'packageDocument',
] as const;
export const revisionField = z.enum(REVISION_FIELDS);
export type RevisionField = z.infer<typeof revisionField>;

const { weight, prime, origin, age, country, pickupAddress, additionalInformation, description, pictures } =
  commercialReplyFields;

/** The reply fields listings and packages share that a revision changes (country goes with the pickup address). */
export const revisionCommonFields = {
  weight,
  prime,
  origin,
  age,
  country,
  pickupAddress,
  additionalInformation,
  description,
  pictures,
};

/**
 * The revision waiting for review: when the seller saved it, which fields differ from the live
 * version, and the reviewed content as it will show once approved (the reply's shape of those fields).
 * Only the listing's organisation and operators see it.
 */
export function revisionOf<T extends z.ZodType>(content: T) {
  return z.object({
    submittedAt: z.string(),
    changedFields: z.array(revisionField),
    content,
  });
}

/** The operator's reason for rejecting the last revision, until the seller saves another. */
export const revisionRejection = z.object({ reason: z.string(), rejectedAt: z.string() });
export type RevisionRejection = z.infer<typeof revisionRejection>;
