import { z } from 'zod';
import { emailField } from './auth';

export const PAYMENT_TERMS = ['NET_30', 'NET_60'] as const;
export const paymentTerms = z.enum(PAYMENT_TERMS);
export type PaymentTerms = z.infer<typeof paymentTerms>;

export const moneyValue = z.object({ value: z.number().int() });

export const financialDetails = z.object({
  paymentTerms: paymentTerms,
  currencyCode: z.string().length(3),
  erpCreditLimit: moneyValue.nullable(),
  erpBalance: moneyValue.nullable(),
  /** Credit limit minus balance, 0 without a limit; present for managers only. */
  availableCredit: z.number().int().nullable(),
});
export type FinancialDetails = z.infer<typeof financialDetails>;

export const ADDRESS_TYPES = ['INVOICE', 'WAREHOUSE'] as const;
export const addressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressType>;

export const ADDRESS_VALIDATION_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const addressValidationState = z.enum(ADDRESS_VALIDATION_STATES);

/** The fields of an address a pending change proposes. */
export const addressChange = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});
export type AddressChange = z.infer<typeof addressChange>;

export const address = z.object({
  id: z.string(),
  addressType: addressType,
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
  primary: z.boolean(),
  phone: z.string().nullable(),
  validationState: addressValidationState,
  /** Why operations rejected the address (REJECTED only); shown to the manager. */
  rejectionReason: z.string().nullable().optional(),
  /**
   * A change of an approved warehouse address's location waiting for operations' validation
   * (decision 155): the address as it will be once approved. The approved fields above stay in use
   * (checkout, primary, deliveries) until then; a rejection drops the change. Managers only.
   */
  pendingChange: addressChange.nullable().optional(),
  organisation: z.object({ id: z.string(), name: z.string() }),
});
export type Address = z.infer<typeof address>;

export const organisationReply = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().length(2),
  purchaseContactName: z.string().nullable(),
  purchaseContactEmail: z.string().nullable(),
  invoiceAddress: address.nullable(),
  warehouseAddresses: z.array(address),
  /** Credit-line information; null for users who are not managers. */
  financialDetails: financialDetails.nullable(),
  /** The domain every user's e-mail must have (`demo-steel.example`). */
  emailDomain: z.string().optional(),
  /** Every user must sign in with two-factor; it cannot be switched off. */
  mfaRequired: z.boolean().optional(),
});
export type OrganisationReply = z.infer<typeof organisationReply>;

/**
 * `PATCH api/manager/organisations/self/purchase-contact` (200, the organisation): both required;
 * 400 'The purchase contact must differ from the current one.' when neither changes.
 */
export const purchaseContactBody = z.object({
  purchaseContactName: z.string().trim().min(1).max(100),
  purchaseContactEmail: emailField,
});
export type PurchaseContactBody = z.infer<typeof purchaseContactBody>;

/** `PATCH api/manager/organisations/self/payment-terms` (200, the organisation). */
export const paymentTermsBody = z.object({ paymentTerms: paymentTerms });
export type PaymentTermsBody = z.infer<typeof paymentTermsBody>;
