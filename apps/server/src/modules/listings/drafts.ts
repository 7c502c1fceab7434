import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { DocumentReference } from '@steelyard/domain/documents';
import {
  DRAFT_LISTING_FILTERS,
  DRAFT_LISTING_SORTS,
  type DraftListing,
  type DraftListingData,
} from '@steelyard/domain/listing-drafts';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { PRODUCTS } from '@steelyard/domain/material-catalogue';
import type { DraftPackage, draftPackageBody } from '@steelyard/domain/packages';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { defineListSpec } from '../../platform/paging';
import { detachDocuments, findOwnerDocuments, moveDocuments } from '../documents/service';
import { applyAction, attachFiles, nextStatusOf, requireOwnListing } from './lifecycle';
import type { FileClaim } from './listing-values';
import { deleteDraftRow, findDraftPage, findOrganisationDraft, insertDraft, updateDraftRow } from './queries';
import { listingOwner, weightOf } from './replies';
import { listingDrafts, type ListingDraftRow, type ListingRow } from './schema';
import { draftOwner, type Seller } from './service';

/*
 * Drafts of listings and packages (spec 001 §3 Draft, §6): everyone may keep them, they are private
 * to the organisation, sellers delete their own and managers any of the organisation's. The wizard's
 * fields are kept as sent (types checked, nothing else); files are documents attached to the draft.
 */

export type DraftPackageData = z.output<typeof draftPackageBody>;
type DraftData = DraftListingData | DraftPackageData;
export type DraftReply = DraftListing | DraftPackage;

const draftSpec = defineListSpec(
  { filters: DRAFT_LISTING_FILTERS, sorts: DRAFT_LISTING_SORTS },
  {
    filters: { 'material.product': { column: listingDrafts.product, type: { kind: 'enum', values: PRODUCTS } } },
    sorts: { modifiedAt: listingDrafts.updatedAt, createdAt: listingDrafts.createdAt },
    defaultSort: [desc(listingDrafts.updatedAt)],
    tieBreaker: listingDrafts.id,
  },
);

const draftNotFound = () => new AppError('NOT_FOUND', LISTING_MESSAGES.draftNotFound);

const refs = (
  list: readonly { documentId: string; main?: boolean | undefined }[] | null | undefined,
  kind: FileClaim['kind'],
  field: string,
) =>
  (list ?? []).map((r, i): FileClaim => ({
    documentId: r.documentId,
    kind,
    path: `body.${field}.${i}`,
    ...(kind === 'PICTURE' && r.main === true ? { main: true } : {}),
  }));

/** The files a draft body names, and the body without them (what the draft row keeps). */
function splitDraftBody(kind: ListingKind, body: DraftData): { data: Record<string, unknown>; files: FileClaim[] } {
  if (kind === 'LISTING') {
    const { pictures, testCertificates, ...data } = body as DraftListingData;
    return {
      data,
      files: [...refs(pictures, 'PICTURE', 'pictures'), ...refs(testCertificates, 'CERTIFICATE', 'testCertificates')],
    };
  }
  const { pictures, certificates, packageDocument, ...data } = body as DraftPackageData;
  return {
    data,
    files: [
      ...refs(pictures, 'PICTURE', 'pictures'),
      ...refs(certificates, 'CERTIFICATE', 'certificates'),
      ...(packageDocument
        ? [{ documentId: packageDocument.documentId, kind: 'PACKAGE_LIST' as const, path: 'body.packageDocument' }]
        : []),
    ],
  };
}

/** A draft row with its files as every draft call answers it. */
function toDraftReply(row: ListingDraftRow, files: DocumentReference[]): DraftReply {
  const ofKind = (kind: DocumentReference['kind']) => files.filter((f) => f.kind === kind);
  const common = {
    ...row.data,
    pictures: ofKind('PICTURE'),
    id: row.id,
    organisationId: row.organisationId,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'LISTING') return { ...common, testCertificates: ofKind('CERTIFICATE') } as DraftListing;
  return {
    ...common,
    certificates: ofKind('CERTIFICATE'),
    packageDocument: ofKind('PACKAGE_LIST')[0] ?? null,
  } as DraftPackage;
}

async function replyOf(db: Database, row: ListingDraftRow): Promise<DraftReply> {
  return toDraftReply(row, await findOwnerDocuments(db, draftOwner(row)));
}

async function requireDraft(db: Database, caller: Caller, kind: ListingKind, id: string, forUpdate = false) {
  const row = isUuid(id) ? await findOrganisationDraft(db, caller.organisationId, kind, id, { forUpdate }) : null;
  if (!row) throw draftNotFound();
  return row;
}

/** Saves a new draft of the caller's organisation with its files. */
export async function createDraft(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  body: DraftData,
  now: Date,
): Promise<DraftReply> {
  const { data, files } = splitDraftBody(kind, body);
  const row = await db.transaction(async (tx) => {
    const created = await insertDraft(tx, {
      kind,
      organisationId: caller.organisationId,
      createdByUserId: caller.userId,
      product: body.material.product,
      data,
      createdAt: now,
      updatedAt: now,
    });
    await attachFiles(tx, caller.organisationId, draftOwner(created), files, now);
    return created;
  });
  return replyOf(db, row);
}

/** Replaces a draft's fields and files (the wizard saves the whole form). */
export async function updateDraft(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  id: string,
  body: DraftData,
  now: Date,
): Promise<DraftReply> {
  const { data, files } = splitDraftBody(kind, body);
  const row = await db.transaction(async (tx) => {
    const current = await requireDraft(tx, caller, kind, id, true);
    await attachFiles(tx, caller.organisationId, draftOwner(current), files, now);
    return updateDraftRow(tx, current.id, { data, product: body.material.product, updatedAt: now });
  });
  return replyOf(db, row);
}

/** One draft of the caller's organisation. */
export async function getDraft(db: Database, caller: Caller, kind: ListingKind, id: string): Promise<DraftReply> {
  return replyOf(db, await requireDraft(db, caller, kind, id));
}

/** One page of the organisation's drafts (50, last changed first). */
export async function listDrafts(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  query: ListQuery,
): Promise<ListReply<DraftReply>> {
  const page = await findDraftPage(db, caller.organisationId, kind, query, draftSpec);
  const items: DraftReply[] = [];
  for (const row of page.items) items.push(await replyOf(db, row));
  return { ...page, items };
}

/**
 * Deletes a draft; its files become loose uploads. Through the seller's call only the author's own
 * (or any, for a seller who is also a manager), through the manager's any of the organisation's.
 */
export async function deleteDraft(
  db: Database,
  caller: Caller,
  kind: ListingKind,
  id: string,
  scope: 'AUTHOR' | 'ORGANISATION',
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireDraft(tx, caller, kind, id, true);
    const mayDelete =
      scope === 'ORGANISATION' || row.createdByUserId === caller.userId || caller.roles.includes('MANAGER');
    if (!mayDelete) throw new AppError('ACCESS_DENIED', LISTING_MESSAGES.draftDeleteNotAllowed);
    await detachDocuments(tx, draftOwner(row));
    await deleteDraftRow(tx, row.id);
  });
}

/** A listing's fields as a draft body (TURN_INTO_DRAFT keeps everything, the SKU and files too). */
function draftDataOf(row: ListingRow): Record<string, unknown> {
  const common = {
    prime: row.prime,
    origin: row.origin,
    age: row.age,
    weight: weightOf(row),
    tradeUnit: row.tradeUnit,
    sellingPrice: { value: row.netPricePerUnit, currencyCode: row.currencyCode },
    expiresAt: row.expiresAt.toISOString(),
    autoRenew: row.autoRenew,
    pickupAddressId: row.pickupAddressId,
    invoiceAddressId: row.invoiceAddressId,
    additionalInformation: row.additionalInformation,
    internalSellerSku: row.internalSellerSku,
    description: row.description,
  };
  if (row.kind === 'PACKAGE') {
    return {
      ...common,
      material: {
        product: 'PACKAGE',
        materialType: row.material.materialType ?? null,
        shape: row.material.shape ?? null,
      },
      packageTitle: row.packageTitle,
      packageDescription: row.packageDescription,
      deliveryTimeframe: row.deliveryTimeframe,
    };
  }
  return {
    ...common,
    material: row.material,
    materialDimensions: row.materialDimensions,
    numberOfItems: row.numberOfItems,
    tradeUnitCalculation: row.tradeUnitCalculation,
  };
}

/**
 * Turns a rejected listing into a draft (TURN_INTO_DRAFT): the draft gets its fields and files, and
 * the listing leaves every list (status DRAFT, kept for its number and history).
 */
export async function turnListingIntoDraft(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  now: Date,
): Promise<DraftReply> {
  const draft = await db.transaction(async (tx) => {
    const row = await requireOwnListing(tx, seller.organisation.id, kind, id, { forUpdate: true });
    nextStatusOf(row, 'TURN_INTO_DRAFT');
    const created = await insertDraft(tx, {
      kind,
      organisationId: row.organisationId,
      createdByUserId: seller.actor.userId,
      product: row.product,
      data: draftDataOf(row),
      sourceListingId: row.id,
      createdAt: now,
      updatedAt: now,
    });
    await moveDocuments(tx, listingOwner(row), draftOwner(created), now);
    await applyAction(tx, row, 'TURN_INTO_DRAFT', { actor: seller.actor, now });
    return created;
  });
  return replyOf(db, draft);
}
