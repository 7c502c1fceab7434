import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { COUNTRY_CODES } from './countries';
import { MAX_MONEY_MINOR_UNITS } from './input-limits';
import { address, financialDetails, paymentTerms } from './organisations';
import { listReply } from './paging';
import { feature } from './roles';

/** Messages of the operator's organisation calls (the client maps by message). */
export const ADMIN_ORGANISATION_MESSAGES = {
  notFound: 'Organisation not found.',
  alreadySuspended: 'The organisation is already suspended.',
  notSuspended: 'The organisation is not suspended.',
  suspended: 'UNAUTHORIZED: this organisation is suspended.',
  currencyMinorUnit: 'The currency must have two decimals (a minor unit of 1/100), such as EUR or GBP.',
  vettedInFuture: 'The vetting date cannot be in the future.',
} as const;

/**
 * Every amount is held in minor units and shown divided by 100 (money.ts), so an organisation's
 * currency must have a minor unit of 1/100: JPY (none) or BHD (1/1000) would be shown 100 or 10 times
 * wrong (decision 180).
 */
export function hasCentMinorUnit(currencyCode: string): boolean {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode });
  const { minimumFractionDigits, maximumFractionDigits } = format.resolvedOptions();
  return minimumFractionDigits === 2 && maximumFractionDigits === 2;
}

/** The organisations list shows this many a page. */
export const ADMIN_ORGANISATION_PAGE_SIZE = PAGE_SIZE.organisations;

/** `api/admin/organisations/{id}` and the other admin calls on one record. */
export const adminIdParams = z.object({ id: z.string().max(64) });

/** A required reason for a change: 1 to 500 characters. */
export const changeReason = z.string().trim().min(1).max(500);

/** How operations vetted a customer; every field is required for a new organisation. */
export const vettingRecord = z.object({
  companyNumber: z.string().trim().min(1).max(50),
  vatNumber: z.string().trim().min(1).max(50),
  vettedBy: z.string().trim().min(1).max(100),
  /** ISO date-time of the vetting. */
  vettedAt: z.iso.datetime({ offset: true }),
});
export type VettingRecord = z.infer<typeof vettingRecord>;

/** A row of the operator's organisation list: `GET api/admin/organisations/`. */
export const adminOrganisationSummary = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().length(2),
  emailDomain: z.string(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminOrganisationSummary = z.infer<typeof adminOrganisationSummary>;
export const adminOrganisationList = listReply(adminOrganisationSummary);
export type AdminOrganisationList = z.infer<typeof adminOrganisationList>;

/** Filters: `name=steel` (case-insensitive contains), `suspended=true`, `country=GB`; sorts name, createdAt. */
export const ADMIN_ORGANISATION_FILTERS = ['name', 'suspended', 'country'] as const;
export const ADMIN_ORGANISATION_SORTS = ['name', 'createdAt'] as const;

/** One organisation as operators see it: `GET api/admin/organisations/{id}` and every change's reply. */
export const adminOrganisation = adminOrganisationSummary.extend({
  currencyCode: z.string().length(3),
  purchaseContactName: z.string().nullable(),
  purchaseContactEmail: z.string().nullable(),
  mfaRequired: z.boolean(),
  defaultFeatures: z.array(feature),
  financialDetails: financialDetails,
  /** Null only for organisations that existed before vetting records were kept. */
  vetting: vettingRecord.nullable(),
  usersCount: z.number().int(),
  /** Every address, any validation state. */
  invoiceAddress: address.nullable(),
  warehouseAddresses: z.array(address),
});
export type AdminOrganisation = z.infer<typeof adminOrganisation>;

const moneyMinorUnits = z.number().int().min(-MAX_MONEY_MINOR_UNITS).max(MAX_MONEY_MINOR_UNITS);

/** `POST api/admin/organisations/` (201, the organisation): a vetted customer. Money in minor units. */
export const createOrganisationBody = z.object({
  name: z.string().trim().min(1).max(200),
  country: z.enum(COUNTRY_CODES),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase())
    .refine(hasCentMinorUnit, ADMIN_ORGANISATION_MESSAGES.currencyMinorUnit),
  emailDomain: z
    .string()
    .trim()
    .min(3)
    .max(253)
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/)
    .transform((v) => v.toLowerCase()),
  paymentTerms: paymentTerms,
  erpCreditLimit: moneyMinorUnits.nullable().default(null),
  vetting: vettingRecord,
});
export type CreateOrganisationBody = z.input<typeof createOrganisationBody>;

/** `PATCH api/admin/organisations/{id}` (200, the organisation): any of these. */
export const updateOrganisationBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  vetting: vettingRecord.optional(),
  defaultFeatures: z.array(feature).max(10).optional(),
  mfaRequired: z.boolean().optional(),
});
export type UpdateOrganisationBody = z.infer<typeof updateOrganisationBody>;

/**
 * `POST api/admin/organisations/{id}/suspend` and `…/reinstate` (200, the organisation): the reason
 * goes to the audit log. Suspending a suspended organisation (or reinstating an active one) is 400.
 */
export const suspensionBody = z.object({ reason: changeReason });
export type SuspensionBody = z.infer<typeof suspensionBody>;

/**
 * `PUT api/admin/organisations/{id}/credit` (200, the organisation): any of credit limit, ERP balance
 * (minor units, null = no figure) and payment terms, with a required reason; one credit change is
 * recorded per figure that changes.
 */
export const creditBody = z
  .object({
    erpCreditLimit: moneyMinorUnits.nullable().optional(),
    erpBalance: moneyMinorUnits.nullable().optional(),
    paymentTerms: paymentTerms.optional(),
    reason: changeReason,
  })
  .refine((b) => b.erpCreditLimit !== undefined || b.erpBalance !== undefined || b.paymentTerms !== undefined, {
    message: 'Nothing to change',
    path: ['erpCreditLimit'],
  });
export type CreditBody = z.infer<typeof creditBody>;

export const CREDIT_FIELDS = ['CREDIT_LIMIT', 'ERP_BALANCE', 'PAYMENT_TERMS'] as const;
export const creditField = z.enum(CREDIT_FIELDS);

/** One recorded change of a credit figure: `GET api/admin/organisations/{id}/credit-changes`, newest first. */
export const creditChange = z.object({
  id: z.string(),
  organisationId: z.string(),
  field: creditField,
  /** Money as a decimal string of minor units, terms as NET_30/NET_60; null = no figure. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  reason: z.string(),
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  changedAt: z.string(),
});
export type CreditChange = z.infer<typeof creditChange>;
export const creditChangeList = listReply(creditChange);
export type CreditChangeList = z.infer<typeof creditChangeList>;
export const CREDIT_CHANGE_FILTERS = ['field'] as const;
/** None: credit changes are always newest first. */
export const CREDIT_CHANGE_SORTS = [] as const;
