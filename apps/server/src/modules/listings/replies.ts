import type { ExchangeRates } from '@steelyard/domain/exchange-rates';
import type { DocumentReference } from '@steelyard/domain/documents';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { ListingPricing } from '@steelyard/domain/listing-commercial';
import { nextAutoRenewExpiry } from '@steelyard/domain/listing-expiry';
import type { RevisionField } from '@steelyard/domain/listing-revisions';
import { listingRevisionContent, type Listing, type ListingRevisionContent } from '@steelyard/domain/listings';
import { packageRevisionContent, type ListingPackage, type PackageRevisionContent } from '@steelyard/domain/packages';
import { computePriceSummary, toListingPricing, type PriceSummary } from '@steelyard/domain/price-summary';
import { gramsToWeight, weightUnitOf } from '@steelyard/domain/theoretical-weight';
import type { Database } from '../../platform/db/database';
import { findOwnerDocuments, type DocumentOwner } from '../documents/service';
import { countListingViews } from './queries';
import { changedRevisionFields, revisionValuesOf } from './revision-content';
import type { ListingRow, RevisionRejectionValue } from './schema';

/** Whose prices a reply shows: fees by the route to the viewer's country, VAT by it (spec 001 §1). */
export interface PriceView {
  feeSchedule: FeeSchedule;
  /** The viewing organisation's country: the delivery destination and whose VAT applies. */
  viewerCountry: string;
  /** For comparing prices with the viewer's credit line in another currency (decision 83). */
  exchangeRates?: ExchangeRates;
}

/** The documents of a listing or package: attached to it as owner type LISTING or PACKAGE. */
export const listingOwner = (row: Pick<ListingRow, 'id' | 'kind'>): DocumentOwner => ({
  ownerType: row.kind,
  ownerId: row.id,
});

/**
 * Where the new files of a live listing's revision wait for the review: attached to a REVISION owner
 * with the listing's id, so that the organisation and operators read them (buyers do not), and
 * nobody deletes them meanwhile (decision 142).
 */
export const revisionOwner = (row: Pick<ListingRow, 'id'>): DocumentOwner => ({
  ownerType: 'REVISION',
  ownerId: row.id,
});

/** The weight as replies and bodies carry it: tonnes, or kilograms when priced per kilogram. */
export const weightOf = (row: Pick<ListingRow, 'weightGrams' | 'tradeUnit'>): number =>
  gramsToWeight(row.weightGrams, weightUnitOf(row.tradeUnit));

/** What pricing reads of a listing: a row, or the `ListingRecord` other modules hold. */
export type PricedListing = Pick<
  ListingRow,
  'product' | 'tradeUnit' | 'currencyCode' | 'weightGrams' | 'numberOfItems' | 'country'
>;

/**
 * The whole price summary of a row for a viewer at a net price per unit (checkout charges it);
 * `offerPricePerUnit` (incl. delivery) adds the figures at that price (an offer, a cart entry's price).
 */
export function priceSummaryAt(
  row: PricedListing,
  netPricePerUnit: number,
  view: PriceView,
  offerPricePerUnit: number | null = null,
): PriceSummary {
  return computePriceSummary(
    {
      product: row.product,
      tradeUnit: row.tradeUnit,
      currencyCode: row.currencyCode,
      netPricePerUnit,
      weight: weightOf(row),
      numberOfItems: row.numberOfItems,
      originCountry: row.country,
      destinationCountry: view.viewerCountry,
      buyerCountry: view.viewerCountry,
      offerPricePerUnit,
    },
    view.feeSchedule,
  );
}

/** The pricing of a row for a viewer at a net price per unit (the current or the previous one). */
export function pricingAt(row: PricedListing, netPricePerUnit: number, view: PriceView): ListingPricing {
  return toListingPricing(priceSummaryAt(row, netPricePerUnit, view));
}

type CommonReply = Omit<
  Listing,
  | 'listingNumber'
  | 'material'
  | 'materialDimensions'
  | 'numberOfItems'
  | 'tradeUnitCalculation'
  | 'deliveryPromise'
  | 'testCertificates'
  | 'hasPendingChanges'
  | 'revision'
  | 'revisionRejection'
>;

function toCommonReply(row: ListingRow, files: DocumentReference[], views: number, view: PriceView): CommonReply {
  return {
    id: row.id,
    organisationId: row.organisationId,
    weight: weightOf(row),
    tradeUnit: row.tradeUnit,
    prime: row.prime,
    age: row.age,
    origin: row.origin,
    country: row.country,
    expiresAt: row.expiresAt.toISOString(),
    status: { value: row.status, reason: row.statusReason, modifiedAt: row.statusModifiedAt.toISOString() },
    pricing: pricingAt(row, row.netPricePerUnit, view),
    oldPricing: row.previousNetPricePerUnit == null ? null : pricingAt(row, row.previousNetPricePerUnit, view),
    internalSellerSku: row.internalSellerSku,
    description: row.description,
    pictures: files.filter((f) => f.kind === 'PICTURE'),
    autoRenew: {
      enabled: row.autoRenew,
      expiresAt: row.autoRenew ? nextAutoRenewExpiry(row.expiresAt).toISOString() : null,
    },
    pickupAddress: { id: row.pickupAddressId },
    additionalInformation: row.additionalInformation,
    numberOfViews: views,
    contentRevision: row.contentRevision,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Who reads a reply: operators, or a user of an organisation. A revision waiting for review, why
 * the last one was rejected and the seller's internal SKU are the listing's organisation's and the
 * operators' business only.
 */
export type ReplyAudience = 'OPERATOR' | { organisationId: string };

const seesRevisions = (row: ListingRow, audience: ReplyAudience) =>
  audience === 'OPERATOR' || audience.organisationId === row.organisationId;

/**
 * The row as another organisation reads it: without the seller's internal SKU, which the wizard
 * promises buyers never see (issue 22, item 10); the seller's organisation and operators keep it.
 */
const withoutSellerFields = (row: ListingRow): ListingRow => ({ ...row, internalSellerSku: null });

/** A row and its files as one reply shows them; the revision's content is the revised row so shown. */
interface ReplyParts {
  row: ListingRow;
  files: DocumentReference[];
  views: number;
  view: PriceView;
  /** The revision (decision 142): when saved, what it changes, and the revised row with its files. */
  revision: { submittedAt: string; changedFields: RevisionField[]; row: ListingRow; files: DocumentReference[] } | null;
  revisionRejection: RevisionRejectionValue | null;
}

/** Only the keys of a content schema out of a whole reply. */
function contentOf<T extends object>(reply: T, shape: object): Partial<T> {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, reply[key as keyof T]])) as Partial<T>;
}

/** A listing row as every listing call answers it. */
function toListingReply({ row, files, views, view, revision, revisionRejection }: ReplyParts): Listing {
  return {
    ...listingFieldsOf(row, files, views, view),
    hasPendingChanges: revision !== null,
    revision: revision && {
      submittedAt: revision.submittedAt,
      changedFields: revision.changedFields,
      content: contentOf(
        listingFieldsOf(revision.row, revision.files, views, view),
        listingRevisionContent.shape,
      ) as ListingRevisionContent,
    },
    revisionRejection,
  };
}

function listingFieldsOf(
  row: ListingRow,
  files: DocumentReference[],
  views: number,
  view: PriceView,
): Omit<Listing, 'hasPendingChanges' | 'revision' | 'revisionRejection'> {
  return {
    ...toCommonReply(row, files, views, view),
    listingNumber: row.listingNumber,
    material: row.material,
    materialDimensions: row.materialDimensions ?? {},
    numberOfItems: row.numberOfItems,
    tradeUnitCalculation: row.tradeUnitCalculation,
    // the organisation's delivery promise is not kept yet (spec 001 §3 names seller.deliveryPromise)
    deliveryPromise: null,
    testCertificates: files.filter((f) => f.kind === 'CERTIFICATE'),
  };
}

/** A package row as every package call answers it. */
function toPackageReply({ row, files, views, view, revision, revisionRejection }: ReplyParts): ListingPackage {
  return {
    ...packageFieldsOf(row, files, views, view),
    hasPendingChanges: revision !== null,
    revision: revision && {
      submittedAt: revision.submittedAt,
      changedFields: revision.changedFields,
      content: contentOf(
        packageFieldsOf(revision.row, revision.files, views, view),
        packageRevisionContent.shape,
      ) as PackageRevisionContent,
    },
    revisionRejection,
  };
}

function packageFieldsOf(
  row: ListingRow,
  files: DocumentReference[],
  views: number,
  view: PriceView,
): Omit<ListingPackage, 'hasPendingChanges' | 'revision' | 'revisionRejection'> {
  return {
    ...toCommonReply(row, files, views, view),
    packageNumber: row.listingNumber,
    material: {
      product: 'PACKAGE',
      materialType: (row.material.materialType ?? null) as ListingPackage['material']['materialType'],
      shape: (row.material.shape ?? null) as ListingPackage['material']['shape'],
    },
    packageTitle: row.packageTitle ?? '',
    packageDescription: row.packageDescription,
    packageDocument: files.find((f) => f.kind === 'PACKAGE_LIST') ?? null,
    deliveryTimeframe: row.deliveryTimeframe,
    certificates: files.filter((f) => f.kind === 'CERTIFICATE'),
  };
}

/**
 * What a reply of a row needs: its files and, for its organisation and operators, its revision as the
 * revised row with the files it names (those the listing holds and those waiting with the revision).
 */
async function replyPartsOf(
  db: Database,
  row: ListingRow,
  views: number,
  view: PriceView,
  audience: ReplyAudience,
): Promise<ReplyParts> {
  const files = await findOwnerDocuments(db, listingOwner(row));
  const parts = { row, files, views, view, revision: null, revisionRejection: null };
  if (!seesRevisions(row, audience)) return { ...parts, row: withoutSellerFields(row) };
  const pending = row.pendingChanges;
  if (!pending) return { ...parts, revisionRejection: row.revisionRejection };
  const waiting = await findOwnerDocuments(db, revisionOwner(row));
  const byId = new Map([...files, ...waiting].map((f) => [f.documentId, f]));
  // the revision's main picture is its own choice, not the live one's
  const revisedFiles = pending.files.flatMap((f) => {
    const file = byId.get(f.documentId);
    if (!file) return [];
    return f.kind === 'PICTURE' ? [{ ...file, main: f.main === true }] : [file];
  });
  const values = revisionValuesOf(pending.values);
  const liveFiles = files.map(({ documentId, kind, main }) => ({ documentId, kind, ...(main ? { main } : {}) }));
  return {
    ...parts,
    revision: {
      // a revision is saved with its submission time; a row saved before issue 23 may lack it
      submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
      changedFields: changedRevisionFields(row, liveFiles, { values, files: pending.files }),
      row: { ...row, ...values },
      files: revisedFiles,
    },
  };
}

/** Replies of several rows of one kind, with their files and view counts, as `audience` may see them. */
export async function toListingReplies(
  db: Database,
  rows: ListingRow[],
  view: PriceView,
  audience: ReplyAudience,
): Promise<Listing[]> {
  const views = await countListingViews(
    db,
    rows.map((r) => r.id),
  );
  const replies: Listing[] = [];
  for (const row of rows) {
    replies.push(toListingReply(await replyPartsOf(db, row, views.get(row.id) ?? 0, view, audience)));
  }
  return replies;
}

/** Replies of several package rows, with their files and view counts, as `audience` may see them. */
export async function toPackageReplies(
  db: Database,
  rows: ListingRow[],
  view: PriceView,
  audience: ReplyAudience,
): Promise<ListingPackage[]> {
  const views = await countListingViews(
    db,
    rows.map((r) => r.id),
  );
  const replies: ListingPackage[] = [];
  for (const row of rows) {
    replies.push(toPackageReply(await replyPartsOf(db, row, views.get(row.id) ?? 0, view, audience)));
  }
  return replies;
}
