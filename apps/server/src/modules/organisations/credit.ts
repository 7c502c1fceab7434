import { convertMinor, exchangeRate, type ExchangeRates } from '@steelyard/domain/exchange-rates';
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

/** Why a credit purchase was refused: not enough credit. */
export type CreditRefusal = 'INSUFFICIENT';

/**
 * A credit purchase: locks the organisation's row, converts an amount in another currency into the
 * credit line's at the configured rates (rounded up, decision 83), checks that it fits the available
 * credit (limit minus balance), adds it to the balance and records the change with its reason (e.g.
 * "Order PO-000123", plus the foreign amount). Call it in the purchase's transaction; answers the
 * refusal or null.
 */
export async function chargeOrganisationCredit(
  tx: Database,
  actor: AuditActor,
  organisationId: string,
  amount: { value: number; currencyCode: string },
  reason: string,
  now: Date,
  rates: ExchangeRates,
): Promise<CreditRefusal | null> {
  const current = await requireCustomerOrganisation(tx, organisationId, { forUpdate: true });
  const charged = convertMinor(amount.value, amount.currencyCode, current.currencyCode, rates, 'up');
  const available = computeAvailableCredit({
    erpCreditLimit: current.erpCreditLimit == null ? null : { value: current.erpCreditLimit },
    erpBalance: current.erpBalance == null ? null : { value: current.erpBalance },
  });
  if (charged > available) return 'INSUFFICIENT';
  const next: CreditFigures = { ...current, erpBalance: (current.erpBalance ?? 0) + charged };
  const foreign =
    amount.currencyCode === current.currencyCode
      ? ''
      : ` (${amount.currencyCode} ${(amount.value / 100).toFixed(2)} at ${exchangeRate(amount.currencyCode, current.currencyCode, rates).toFixed(4)})`;
  await updateOrganisationRow(tx, current.id, { erpBalance: next.erpBalance, updatedAt: now });
  await recordCreditChanges(tx, actor, current, next, `${reason}${foreign}`, now);
  return null;
}
