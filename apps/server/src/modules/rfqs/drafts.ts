import type { Rfq } from '@steelyard/domain/rfqs';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import {
  deleteRfqRow,
  findEmptyRfqDraft,
  findRfqItems,
  insertRfq,
  nextRfqSequence,
  replaceRfqItems,
  updateRfqRow,
} from './queries';
import type { NewRfq } from './schema';
import {
  BUYER_VIEWER,
  formatRfqNumber,
  requireOwnRfq,
  type RfqDeps,
  type RfqDraftInput,
  toRfq,
  transitionNotAllowed,
} from './service';

/* The buyer's RFQ drafts: created (or an empty one reused), saved, deleted and copied. */

/** The draft's columns and items from a draft body (every field optional; items valid where given). */
function draftValues(body: RfqDraftInput) {
  const materials = new Map(body.materials.map((m) => [`${m.product}:${m.materialType}`, m]));
  const values: Partial<NewRfq> = {
    materials: [...materials.values()],
    quoteRef: body.quoteRef || null,
    preferredOrigins: [...new Set(body.preferredOrigins)],
    requiredDeliveryMonth: body.requiredDeliveryMonth ?? null,
    quoteDeadline: body.quoteDeadline ? new Date(body.quoteDeadline) : null,
    deliveryAddressId: body.deliveryAddressId || null,
    comments: body.comments || null,
  };
  const items = body.items.map((item) => ({
    product: item.product,
    materialType: item.materialType,
    grade: item.grade,
    specification: item.specification || null,
    finish: item.finish || null,
    surface: item.surface || null,
    coating: item.coating || null,
    coatingThicknessValue: item.coatingThicknessValue || null,
    thickness: item.thickness,
    width: item.width,
    length: item.product === 'COIL' ? null : (item.length ?? null),
    weight: item.weight,
    tolerance: item.tolerance || null,
  }));
  return { values, items };
}

/**
 * Creates a draft of the caller's organisation (201). A user who already has an empty draft (no
 * items, nothing of the shipping step) gets that one back with the body saved into it, so each Start
 * of the wizard does not leave another numbered "No items yet" draft behind (issue 23, item 26;
 * decision 159).
 */
export async function createRfqDraft(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  body: RfqDraftInput,
  now: Date,
): Promise<Rfq> {
  const { values, items } = draftValues(body);
  const row = await db.transaction(async (tx) => {
    const empty = await findEmptyRfqDraft(tx, caller.organisationId, caller.userId);
    if (empty) {
      await replaceRfqItems(tx, empty.id, items);
      return updateRfqRow(tx, empty.id, values, now);
    }
    const created = await insertRfq(tx, {
      ...values,
      preferredOrigins: values.preferredOrigins ?? [],
      referenceNumber: formatRfqNumber(await nextRfqSequence(tx)),
      organisationId: caller.organisationId,
      createdByUserId: caller.userId,
      status: 'DRAFT',
      statusModifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await replaceRfqItems(tx, created.id, items);
    return created;
  });
  return toRfq(db, deps, row, BUYER_VIEWER);
}

/** Saves a draft again (the whole wizard's state); DRAFT only. */
export async function updateRfqDraft(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  id: string,
  body: RfqDraftInput,
  now: Date,
): Promise<Rfq> {
  const { values, items } = draftValues(body);
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    if (current.status !== 'DRAFT') throw transitionNotAllowed();
    await replaceRfqItems(tx, current.id, items);
    return updateRfqRow(tx, current.id, values, now);
  });
  return toRfq(db, deps, row, BUYER_VIEWER);
}

export async function deleteRfqDraft(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    if (current.status !== 'DRAFT') throw transitionNotAllowed();
    await deleteRfqRow(tx, current.id);
  });
}

/** A new draft with the same items and shipping details, from an RFQ of any status (201). */
export async function copyRfq(db: Database, deps: RfqDeps, caller: Caller, id: string, now: Date): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const source = await requireOwnRfq(tx, caller.organisationId, id);
    const items = await findRfqItems(tx, [source.id]);
    const created = await insertRfq(tx, {
      referenceNumber: formatRfqNumber(await nextRfqSequence(tx)),
      organisationId: caller.organisationId,
      createdByUserId: caller.userId,
      status: 'DRAFT',
      statusModifiedAt: now,
      quoteRef: source.quoteRef,
      preferredOrigins: source.preferredOrigins,
      requiredDeliveryMonth: source.requiredDeliveryMonth,
      quoteDeadline: source.quoteDeadline,
      deliveryAddressId: source.deliveryAddressId,
      comments: source.comments,
      createdAt: now,
      updatedAt: now,
    });
    await replaceRfqItems(
      tx,
      created.id,
      items.map(({ id: _id, rfqId: _rfq, position: _position, ...item }) => item),
    );
    return created;
  });
  return toRfq(db, deps, row, BUYER_VIEWER);
}
