import type { CreditBody, CreditChange } from '@steelyard/domain/admin-organisations';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { computeAvailableCredit } from '@steelyard/domain/credit';
import type { Database } from '../../platform/db/database';
import { recordAudit, type AuditActor } from '../audit/service';
import { findUserDisplayNames } from '../users/service';
import {
  findCreditChangePage,
  insertCreditChanges,
  updateOrganisationRow,
  type NewCreditChange,
} from './admin-queries';
import { requireCustomerOrganisation, toAdminOrganisation } from './admin-organisations';
import type { OrganisationRow } from './schema';

type CreditFigures = Pick<OrganisationRow, 'erpCreditLimit' | 'erpBalance' | 'paymentTerms'>;

const FIELD_OF: Record<keyof CreditFigures, NewCreditChange['field']> = {
  erpCreditLimit: 'CREDIT_LIMIT',
  erpBalance: 'ERP_BALANCE',
  paymentTerms: 'PAYMENT_TERMS',
};

const asText = (value: string | number | null): string | null => (value == null ? null : String(value));

/**
 * Records the changed credit figures of an organisation (one credit change each, plus one audit
 * entry) inside the caller's transaction; figures that stay as they are record nothing.
 */
export async function recordCreditChanges(
  tx: Database,
  actor: AuditActor,
  before: CreditFigures & { id: string },
  after: CreditFigures,
  reason: string,
  now: Date,
): Promise<void> {
  const fields = (Object.keys(FIELD_OF) as (keyof CreditFigures)[]).filter((f) => before[f] !== after[f]);
  if (fields.length === 0) return;
  await insertCreditChanges(
    tx,
    fields.map((f) => ({
      organisationId: before.id,
      field: FIELD_OF[f],
      oldValue: asText(before[f]),
      newValue: asText(after[f]),
      reason,
      changedByUserId: actor.userId,
      changedAt: now,
    })),
  );
  const pick = (figures: CreditFigures) => Object.fromEntries(fields.map((f) => [f, figures[f]]));
  await recordAudit(tx, {
    action: 'credit.changed',
    entityType: 'CREDIT',
    entityId: before.id,
    organisationId: before.id,
    actor,
    reason,
    before: pick(before),
    after: pick(after),
    now,
  });
}

/** Sets any of credit limit, ERP balance and payment terms, recording each change with who and why. */
export async function changeOrganisationCredit(
  db: Database,
  actor: AuditActor,
  id: string,
  body: CreditBody,
  now: Date,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const current = await requireCustomerOrganisation(tx, id, { forUpdate: true });
    const next: CreditFigures = {
      erpCreditLimit: body.erpCreditLimit !== undefined ? body.erpCreditLimit : current.erpCreditLimit,
      erpBalance: body.erpBalance !== undefined ? body.erpBalance : current.erpBalance,
      paymentTerms: body.paymentTerms ?? current.paymentTerms,
    };
    const updated = await updateOrganisationRow(tx, current.id, { ...next, updatedAt: now });
    await recordCreditChanges(tx, actor, current, next, body.reason, now);
    return toAdminOrganisation(tx, updated);
  });
}

/** One page of an organisation's credit changes, newest first, with who made them. */
export async function listCreditChanges(
  db: Database,
  organisationId: string,
  query: ListQuery,
): Promise<ListReply<CreditChange>> {
  const organisation = await requireCustomerOrganisation(db, organisationId);
  const page = await findCreditChangePage(db, organisation.id, query);
  const ids = page.items.map((r) => r.changedByUserId).filter((v): v is string => v != null);
  const names = await findUserDisplayNames(db, [...new Set(ids)]);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      organisationId: row.organisationId,
      field: row.field,
      oldValue: row.oldValue,
      newValue: row.newValue,
      reason: row.reason,
      changedBy: row.changedByUserId ? { id: row.changedByUserId, name: names.get(row.changedByUserId) ?? '' } : null,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}

/** Why a credit purchase was refused: another currency than the credit line's, or not enough credit. */
export type CreditRefusal = 'CURRENCY' | 'INSUFFICIENT';

/**
 * A credit purchase: locks the organisation's row, checks the currency and that the amount fits the
 * available credit (limit minus balance), adds it to the balance and records the change with its
 * reason (e.g. "Order PO-000123"). Call it in the purchase's transaction; answers the refusal or null.
 */
export async function chargeOrganisationCredit(
  tx: Database,
  actor: AuditActor,
  organisationId: string,
  amount: { value: number; currencyCode: string },
  reason: string,
  now: Date,
): Promise<CreditRefusal | null> {
  const current = await requireCustomerOrganisation(tx, organisationId, { forUpdate: true });
  if (amount.currencyCode !== current.currencyCode) return 'CURRENCY';
  const available = computeAvailableCredit({
    erpCreditLimit: current.erpCreditLimit == null ? null : { value: current.erpCreditLimit },
    erpBalance: current.erpBalance == null ? null : { value: current.erpBalance },
  });
  if (amount.value > available) return 'INSUFFICIENT';
  const next: CreditFigures = { ...current, erpBalance: (current.erpBalance ?? 0) + amount.value };
  await updateOrganisationRow(tx, current.id, { erpBalance: next.erpBalance, updatedAt: now });
  await recordCreditChanges(tx, actor, current, next, reason, now);
  return null;
}
