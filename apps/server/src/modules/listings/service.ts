import { desc } from 'drizzle-orm';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { formatListingNumber } from '@steelyard/domain/listing-commercial';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { LISTING_STATUSES } from '@steelyard/domain/listing-status';
import { LISTING_FILTERS, LISTING_SORTS, type ListingViewsReply } from '@steelyard/domain/listings';
import { MATERIAL_TYPES, PRODUCTS } from '@steelyard/domain/material-catalogue';
import { PACKAGE_FILTERS, PACKAGE_SORTS } from '@steelyard/domain/packages';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { defineListSpec, type ListSpec } from '../../platform/paging';
import type { AuditActor } from '../audit/service';
import { detachDocuments } from '../documents/service';
import { findUsableAddress, type OrganisationTradingProfile } from '../organisations/service';
import {
  applyAction,
  assertNotSuspended,
  attachFiles,
  changeListingPrice,
  dropRevision,
  listingNotFound,
  nextStatusOf,
  recordSubmission,
  requireOwnListing,
  saveRevision,
} from './lifecycle';
import { revisionValuesOf } from './revision-content';
import { invalidFields, resolveSubmission, type SellerSubmission } from './listing-values';
import type { PriceSummary } from '@steelyard/domain/price-summary';
import {
  countListingViews,
  deleteDraftRow,
  findListingById,
  findListingsByIds,
  findListingPage,
  findOrganisationDraft,
  insertListing,
  insertListingView,
  nextListingSequence,
  organisationListingsScope,
} from './queries';
import { listingOwner, priceSummaryAt, type PricedListing, type PriceView } from './replies';
import { listings, type ListingRow } from './schema';

/**
 * A listing or package as other modules read it (decision 179): the listings module publishes this
 * shape and keeps its table row to itself, as Medusa's modules return DTOs. Readers get the live
 * facts of the offer (what, how much, where, until when, for how much) and the search's sizes, never
 * the row's bookkeeping (version, pending revisions, review, the seller's own references).
 */
export interface ListingRecord {
  id: string;
  kind: ListingKind;
  listingNumber: string;
  organisationId: string;
  status: ListingRow['status'];
  statusModifiedAt: Date;
  material: ListingRow['material'];
  product: ListingRow['product'];
  materialDimensions: ListingRow['materialDimensions'];
  numberOfItems: number | null;
  tradeUnit: ListingRow['tradeUnit'];
  weightGrams: number;
  currencyCode: string;
  netPricePerUnit: number;
  prime: boolean;
  origin: string[];
  pickupAddressId: string;
  country: string;
  packageTitle: string | null;
  deliveryTimeframe: ListingRow['deliveryTimeframe'];
  expiresAt: Date;
  // sizes in millimetres as the search compares them (null when the product has none)
  thicknessMm: number | null;
  widthMinMm: number | null;
  widthMaxMm: number | null;
  lengthMinMm: number | null;
  lengthMaxMm: number | null;
  // the approved content's revision and what each approval changed, which buyers' carts and
  // negotiations are compared against (decision 178)
  contentRevision: number;
  contentChanges: ListingRow['contentChanges'];
}

/** A seller acting for their organisation: who (for the history) and the organisation's trading profile. */
export interface Seller {
  actor: AuditActor & { organisationId: string; roles: readonly string[] };
  organisation: OrganisationTradingProfile;
}

/** The documents of a draft: attached to it as owner type DRAFT. */
export const draftOwner = (draft: { id: string }) => ({ ownerType: 'DRAFT', ownerId: draft.id }) as const;

const commonFilters = {
  'status.value': { column: listings.status, type: { kind: 'enum', values: LISTING_STATUSES } },
  'material.materialType': { column: listings.materialType, type: { kind: 'enum', values: MATERIAL_TYPES } },
  prime: { column: listings.prime, type: { kind: 'boolean' } },
  expiresAt: { column: listings.expiresAt, type: { kind: 'date' } },
  createdAt: { column: listings.createdAt, type: { kind: 'date' } },
} satisfies ListSpec['filters'];

const commonSorts = {
  createdAt: listings.createdAt,
  modifiedAt: listings.updatedAt,
  expiresAt: listings.expiresAt,
  weight: listings.weightGrams,
  'pricing.netPricePerUnit': listings.netPricePerUnit,
};

/** My Listings (LISTING_FILTERS, LISTING_SORTS; newest first) and the package list (PACKAGE_FILTERS). */
const LIST_SPECS: Record<ListingKind, ListSpec> = {
  LISTING: defineListSpec(
    { filters: LISTING_FILTERS, sorts: LISTING_SORTS },
    {
      filters: {
        ...commonFilters,
        'material.product': { column: listings.product, type: { kind: 'enum', values: PRODUCTS } },
      },
      sorts: commonSorts,
      defaultSort: [desc(listings.createdAt)],
      tieBreaker: listings.id,
    },
  ),
  PACKAGE: defineListSpec(
    { filters: PACKAGE_FILTERS, sorts: PACKAGE_SORTS },
    {
      filters: commonFilters,
      sorts: commonSorts,
      defaultSort: [desc(listings.createdAt)],
      tieBreaker: listings.id,
    },
  ),
};

/** One page of the caller's organisation's listings (or packages); drafts have their own list. */
export async function listOrganisationListings(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  query: ListQuery,
): Promise<ListReply<ListingRow>> {
  return findListingPage(db, organisationListingsScope(caller.organisationId, kind), query, LIST_SPECS[kind]);
}

/**
 * Live for buyers at `now`: PUBLISHED and not yet at its expiry. The expiry job turns the status
 * once the runner gets to it; until then the listing is already over for buyers (issue 23, decision
 * 175), also one that will renew itself.
 */
export function isLiveAt(row: Pick<ListingRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'PUBLISHED' && row.expiresAt.getTime() > now.getTime();
}

/**
 * A listing the caller may see: any of the own organisation's, or a live one of another; a buyer of
 * another organisation counts as one view of their organisation (never the seller's own).
 */
export async function getVisibleListing(
  db: Database,
  viewer: Caller,
  kind: ListingKind,
  id: string,
  now: Date,
): Promise<ListingRow> {
  const row = isUuid(id) ? await findListingById(db, id) : null;
  if (!row || row.kind !== kind || row.status === 'DRAFT') throw listingNotFound(kind);
  if (row.organisationId !== viewer.organisationId) {
    if (!isLiveAt(row, now)) throw listingNotFound(kind);
    if (viewer.roles.includes('BUYER')) await insertListingView(db, row.id, viewer.organisationId, now);
  }
  return row;
}

/** The number of buyer organisations that opened one of the caller's organisation's listings. */
export async function getListingViews(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  id: string,
): Promise<ListingViewsReply> {
  const row = await requireOwnListing(db, caller.organisationId, kind, id);
  return { numberOfViews: (await countListingViews(db, [row.id])).get(row.id) ?? 0 };
}

/** A listing or package by id, whatever its status (the alert jobs read what was published; issue 7). */
export async function findListingRecord(db: Database, id: string): Promise<ListingRecord | null> {
  return isUuid(id) ? findListingById(db, id) : null;
}

/**
 * A listing's row locked against a purchase or a status change until the transaction ends (SELECT …
 * FOR SHARE: readers such as new offers still go on side by side); null for an unknown id.
 */
export async function lockListingForShare(tx: Database, id: string): Promise<ListingRecord | null> {
  return isUuid(id) ? findListingById(tx, id, { forShare: true }) : null;
}

/** Listings and packages by id (unknown ids are left out), in id order. */
export async function findListingRecords(db: Database, ids: readonly string[]): Promise<ListingRecord[]> {
  return findListingsByIds(db, ids.filter(isUuid));
}

/**
 * Locks the rows about to be bought (SELECT … FOR UPDATE) in id order, so that checkouts sharing
 * items queue up instead of deadlocking; call it in the checkout's transaction.
 */
export async function lockListingsForPurchase(tx: Database, ids: readonly string[]): Promise<ListingRecord[]> {
  return findListingsByIds(tx, ids.filter(isUuid), { forUpdate: true });
}

/** A live listing or package locked by `lockListingsForPurchase` is bought (PURCHASE → PURCHASED, recorded with the buyer). */
export async function markListingPurchased(
  tx: Database,
  listing: Pick<ListingRecord, 'id'>,
  buyer: AuditActor,
  now: Date,
): Promise<ListingRecord> {
  // the row is locked for update in this transaction, so it is still the one the checkout priced
  const row = await findListingById(tx, listing.id);
  if (!row) throw new Error(`The locked listing ${listing.id} is missing.`);
  // a revision waiting for review has nothing left to change
  return applyAction(tx, row, 'PURCHASE', { actor: buyer, changes: await dropRevision(tx, row), now });
}

/**
 * What a buyer pays for a row now: the price summary for the viewer's country (fees, delivery, VAT);
 * with `pricePerUnit` (incl. delivery, e.g. a cart entry's) also the figures at that price.
 */
export function buyerPriceSummary(
  row: PricedListing & Pick<ListingRow, 'netPricePerUnit'>,
  view: PriceView,
  pricePerUnit: number | null = null,
): PriceSummary {
  return priceSummaryAt(row, row.netPricePerUnit, view, pricePerUnit);
}

/** True when a caller of another organisation may read the files of a listing or package: it is live. */
export async function isListingPublic(db: Database, kind: ListingKind, id: string): Promise<boolean> {
  const row = isUuid(id) ? await findListingById(db, id) : null;
  return row?.kind === kind && row.status === 'PUBLISHED';
}

/**
 * Submits a listing or package for review (REVIEW_REQUIRED): checked against the organisation,
 * numbered per product, its files attached, and the draft it came from (draftId) deleted, all in one
 * transaction. Answers the new row.
 */
export async function submitListing(
  db: Database,
  seller: Seller,
  submission: SellerSubmission,
  now: Date,
): Promise<ListingRow> {
  assertNotSuspended(seller.organisation, 'SELLER');
  const values = await resolveSubmission(db, seller.organisation, submission, now, { checkExpiry: true });
  const organisationId = seller.organisation.id;
  return db.transaction(async (tx) => {
    if (submission.draftId) {
      const draft = isUuid(submission.draftId)
        ? await findOrganisationDraft(tx, organisationId, submission.kind, submission.draftId, { forUpdate: true })
        : null;
      if (!draft) throw new AppError('NOT_FOUND', LISTING_MESSAGES.draftNotFound);
      // its files are released first, so that the listing can take the ones the body names
      await detachDocuments(tx, draftOwner(draft));
      await deleteDraftRow(tx, draft.id);
    }
    const sequence = await nextListingSequence(tx, values.product);
    const row = await insertListing(tx, {
      ...values,
      kind: submission.kind,
      listingNumber: formatListingNumber(values.product, sequence),
      organisationId,
      createdByUserId: seller.actor.userId,
      status: 'REVIEW_REQUIRED',
      statusModifiedAt: now,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await attachFiles(tx, organisationId, listingOwner(row), submission.files, now);
    await recordSubmission(tx, row, seller.actor, now);
    return row;
  });
}

/**
 * Sends a corrected rejected listing back to review (SUBMIT). Its expiry must still lie ahead and
 * its pickup address still be an approved warehouse.
 */
export async function resubmitListing(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  now: Date,
): Promise<ListingRow> {
  assertNotSuspended(seller.organisation, 'SELLER');
  return db.transaction(async (tx) => {
    const row = await requireOwnListing(tx, seller.organisation.id, kind, id, { forUpdate: true });
    nextStatusOf(row, 'SUBMIT');
    if (row.expiresAt.getTime() <= now.getTime()) {
      throw invalidFields([{ path: 'expiresAt', message: LISTING_MESSAGES.invalidExpiry }]);
    }
    if (!(await findUsableAddress(tx, row.organisationId, row.pickupAddressId, 'WAREHOUSE'))) {
      throw invalidFields([{ path: 'pickupAddressId', message: LISTING_MESSAGES.pickupAddressInvalid }]);
    }
    return applyAction(tx, row, 'SUBMIT', { actor: seller.actor, changes: { submittedAt: now }, now });
  });
}

/**
 * Saves an edit (EDIT): a rejected listing changes at once and stays rejected until submitted. On a
 * live listing (decision 142) a new price applies at once (UPDATE_PRICE, as through its own call),
 * the seller's own reference and invoice address at once, and what buyers see of the material
 * becomes a revision that waits for the operator's review while buyers see the live version; the
 * trade unit stays, and expiry and auto-renewal change only through their own calls.
 */
export async function updateListing(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  submission: SellerSubmission,
  now: Date,
): Promise<ListingRow> {
  const organisationId = seller.organisation.id;
  const current = await requireOwnListing(db, organisationId, kind, id);
  nextStatusOf(current, 'EDIT');
  const rejected = current.status === 'REVIEW_REJECTED';
  const values = await resolveSubmission(db, seller.organisation, submission, now, {
    // an unchanged expiry of a rejected listing is checked when it is submitted again
    checkExpiry: rejected && submission.fields.expiresAt.getTime() !== current.expiresAt.getTime(),
  });
  return db.transaction(async (tx) => {
    const row = await requireOwnListing(tx, organisationId, kind, id, { forUpdate: true });
    nextStatusOf(row, 'EDIT');
    if (row.status === 'REVIEW_REJECTED') {
      await attachFiles(tx, organisationId, listingOwner(row), submission.files, now);
      return applyAction(tx, row, 'EDIT', { actor: seller.actor, changes: values, now });
    }
    // the price is per trade unit: another unit would change what the live price means
    if (values.tradeUnit !== row.tradeUnit) {
      throw invalidFields([{ path: 'body.tradeUnit', message: LISTING_MESSAGES.tradeUnitFixed }]);
    }
    const priced = await changeListingPrice(tx, row, values.netPricePerUnit, seller.actor, now);
    const own = { internalSellerSku: values.internalSellerSku, invoiceAddressId: values.invoiceAddressId };
    const ownChanges = Object.fromEntries(
      Object.entries(own).filter(([key, value]) => priced[key as keyof typeof own] !== value),
    );
    const revision = await saveRevision(tx, priced, revisionValuesOf(values), submission.files, now);
    const changes = { ...ownChanges, ...revision };
    if (Object.keys(changes).length === 0) return priced;
    return applyAction(tx, priced, 'EDIT', { actor: seller.actor, changes, now });
  });
}
