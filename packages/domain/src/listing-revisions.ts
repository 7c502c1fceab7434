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

/**
 * An approved revision that changed what buyers see (decision 178): the listing's content revision it
 * made and the fields it changed. A listing keeps them all, so a cart entry or a negotiation that
 * recorded the revision it was made at can tell what changed since.
 */
export const contentChange = z.object({ revision: z.number().int().min(1), fields: z.array(revisionField) });
export type ContentChange = z.infer<typeof contentChange>;

/** The fields changed by the approved revisions after `seenRevision`, in REVISION_FIELDS order (empty: none). */
export function contentChangesSince(changes: readonly ContentChange[], seenRevision: number): RevisionField[] {
  const changed = new Set(changes.filter((c) => c.revision > seenRevision).flatMap((c) => c.fields));
  return REVISION_FIELDS.filter((f) => changed.has(f));
}

/**
 * The fields that make other goods (decision 178): a negotiation's price was agreed for the material,
 * sizes, quantity and prime quality (a package: its list) it was made on, so a revision changing one of
 * them ends it; a new description, pickup note or picture does not.
 */
export const GOODS_FIELDS = [
  'material',
  'materialDimensions',
  'numberOfItems',
  'weight',
  'prime',
  'packageDocument',
] as const satisfies readonly RevisionField[];

/** True when the fields include one that makes other goods. */
export function changesTheGoods(fields: readonly RevisionField[]): boolean {
  return fields.some((f) => (GOODS_FIELDS as readonly RevisionField[]).includes(f));
}
