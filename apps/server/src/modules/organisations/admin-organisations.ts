import {
  ADMIN_ORGANISATION_MESSAGES,
  type AdminOrganisation,
  type AdminOrganisationSummary,
  type UpdateOrganisationBody,
} from '@steelyard/domain/admin-organisations';
import type { createOrganisationBody } from '@steelyard/domain/admin-organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { recordAudit, type AuditActor } from '../audit/service';
import { countOrganisationUsers } from '../users/service';
import {
  findCustomerOrganisation,
  findCustomerOrganisationPage,
  findOperatorOrganisation,
  updateOrganisationRow,
} from './admin-queries';
import { findOrganisationAddresses } from './address-queries';
import { toAddress } from './addresses';
import { insertOrganisation } from './queries';
import type { OrganisationRow } from './schema';
import { ORGANISATION_SUSPENDED_JOB } from './events-port';
import { toFinancialDetails } from './financial-details';

/** The organisation as the audit log keeps it. */
export function toOrganisationSnapshot(row: OrganisationRow): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
}

function toSummary(row: OrganisationRow): AdminOrganisationSummary {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    emailDomain: row.emailDomain,
    suspended: row.suspended,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', ADMIN_ORGANISATION_MESSAGES.notFound);

/** A customer organisation (never the operators' own); 404 for anything else. */
export async function requireCustomerOrganisation(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrganisationRow> {
  const row = isUuid(id) ? await findCustomerOrganisation(db, id, options) : null;
  if (!row) throw notFound();
  return row;
}

/** The operator's full view of an organisation: figures, vetting record, every address, users count. */
export async function toAdminOrganisation(db: Database, row: OrganisationRow): Promise<AdminOrganisation> {
  const all = (await findOrganisationAddresses(db, row.id, true)).map(toAddress);
  const vetting =
    row.companyNumber && row.vatNumber && row.vettedBy && row.vettedAt
      ? {
          companyNumber: row.companyNumber,
          vatNumber: row.vatNumber,
          vettedBy: row.vettedBy,
          vettedAt: row.vettedAt.toISOString(),
        }
      : null;
  return {
    ...toSummary(row),
    currencyCode: row.currencyCode,
    purchaseContactName: row.purchaseContactName,
    purchaseContactEmail: row.purchaseContactEmail,
    mfaRequired: row.mfaRequired,
    defaultFeatures: row.defaultFeatures,
    financialDetails: toFinancialDetails(row),
    vetting,
    usersCount: await countOrganisationUsers(db, row.id),
    invoiceAddress: all.find((a) => a.addressType === 'INVOICE') ?? null,
    warehouseAddresses: all.filter((a) => a.addressType === 'WAREHOUSE'),
  };
}

/** One page of the customer organisations (search by name, sorted by name). */
export async function listCustomerOrganisations(
  db: Database,
  query: ListQuery,
): Promise<ListReply<AdminOrganisationSummary>> {
  const page = await findCustomerOrganisationPage(db, query);
  return { ...page, items: page.items.map(toSummary) };
}

/** One customer organisation as operators see it. */
export async function getCustomerOrganisation(db: Database, id: string): Promise<AdminOrganisation> {
  return toAdminOrganisation(db, await requireCustomerOrganisation(db, id));
}

// a day of slack: the form sends a calendar day at noon UTC, which can be ahead of now east of Greenwich
const VETTING_DATE_SLACK_MS = 24 * 60 * 60 * 1000;

/** The vetting record's columns; a vetting dated in the future is refused (400 at body.vetting.vettedAt). */
const vettingColumns = (vetting: UpdateOrganisationBody['vetting'] & object, now: Date) => {
  const vettedAt = new Date(vetting.vettedAt);
  if (vettedAt.getTime() > now.getTime() + VETTING_DATE_SLACK_MS) {
    const message = ADMIN_ORGANISATION_MESSAGES.vettedInFuture;
    throw new AppError('VALIDATION', message, [{ path: 'body.vetting.vettedAt', message }]);
  }
  return vettingColumnsOf(vetting, vettedAt);
};
const vettingColumnsOf = (vetting: UpdateOrganisationBody['vetting'] & object, vettedAt: Date) => ({
  companyNumber: vetting.companyNumber,
  vatNumber: vetting.vatNumber,
  vettedBy: vetting.vettedBy,
  vettedAt,
});

/** Opens a vetted customer organisation (no users yet: its first manager comes next). */
export async function createCustomerOrganisation(
  db: Database,
  actor: AuditActor,
  body: z.output<typeof createOrganisationBody>,
  now: Date,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const row = await insertOrganisation(tx, {
      name: body.name,
      country: body.country,
      currencyCode: body.currencyCode,
      emailDomain: body.emailDomain,
      paymentTerms: body.paymentTerms,
      erpCreditLimit: body.erpCreditLimit,
      ...vettingColumns(body.vetting, now),
      tenant: 'MARKETPLACE',
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      action: 'organisation.created',
      entityType: 'ORGANISATION',
      entityId: row.id,
      organisationId: row.id,
      actor,
      after: toOrganisationSnapshot(row),
      now,
    });
    return toAdminOrganisation(tx, row);
  });
}

/** Changes name, vetting record, default features or two-factor requirement; nothing changed records nothing. */
export async function updateCustomerOrganisation(
  db: Database,
  actor: AuditActor,
  id: string,
  body: UpdateOrganisationBody,
  now: Date,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const current = await requireCustomerOrganisation(tx, id, { forUpdate: true });
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.vetting ? vettingColumns(body.vetting, now) : {}),
      ...(body.defaultFeatures ? { defaultFeatures: [...new Set(body.defaultFeatures)] } : {}),
      ...(body.mfaRequired !== undefined ? { mfaRequired: body.mfaRequired } : {}),
    };
    const before = toOrganisationSnapshot(current);
    const updated = await updateOrganisationRow(tx, current.id, { ...changes, updatedAt: now });
    const after = toOrganisationSnapshot(updated);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        action: 'organisation.updated',
        entityType: 'ORGANISATION',
        entityId: current.id,
        organisationId: current.id,
        actor,
        before,
        after,
        now,
      });
    }
    return toAdminOrganisation(tx, updated);
  });
}

/**
 * Suspends or reinstates an organisation with a reason. Suspended, its users cannot sign in or
 * refresh; nothing is deleted. A suspension enqueues `organisation.suspended` for the listings.
 */
export async function setOrganisationSuspended(
  db: Database,
  actor: AuditActor,
  id: string,
  change: { suspended: boolean; reason: string },
  now: Date,
): Promise<AdminOrganisation> {
  return db.transaction(async (tx) => {
    const current = await requireCustomerOrganisation(tx, id, { forUpdate: true });
    if (current.suspended === change.suspended) {
      const message = change.suspended
        ? ADMIN_ORGANISATION_MESSAGES.alreadySuspended
        : ADMIN_ORGANISATION_MESSAGES.notSuspended;
      throw new AppError('VALIDATION', message);
    }
    const updated = await updateOrganisationRow(tx, current.id, { suspended: change.suspended, updatedAt: now });
    if (change.suspended) {
      await enqueueJob(tx, { type: ORGANISATION_SUSPENDED_JOB, payload: { organisationId: current.id } }, now);
    }
    await recordAudit(tx, {
      action: change.suspended ? 'organisation.suspended' : 'organisation.reinstated',
      entityType: 'ORGANISATION',
      entityId: current.id,
      organisationId: current.id,
      actor,
      reason: change.reason,
      before: { suspended: current.suspended },
      after: { suspended: updated.suspended },
      now,
    });
    return toAdminOrganisation(tx, updated);
  });
}

/**
 * The organisation operators belong to (users need one): created once, tenant ADMIN, two-factor
 * required, never listed or changed by the admin calls.
 */
export async function ensureOperatorOrganisation(db: Database, emailDomain: string, now: Date): Promise<string> {
  const existing = await findOperatorOrganisation(db);
  if (existing) return existing.id;
  const row = await insertOrganisation(db, {
    name: 'Steelyard Operations',
    country: 'GB',
    currencyCode: 'GBP',
    paymentTerms: 'NET_30',
    emailDomain: emailDomain.toLowerCase(),
    mfaRequired: true,
    tenant: 'ADMIN',
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
}
