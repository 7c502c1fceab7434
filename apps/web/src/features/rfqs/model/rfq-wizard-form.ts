import type { FieldError, FieldErrors, ResolverResult } from 'react-hook-form';
import { RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { shippingIssues, type RfqShipping, type RfqWizardState } from './rfq-wizard';

/**
 * The RFQ wizard's form (react-hook-form's values): the materials, the items and the shipping
 * details the buyer chooses and types. The saved draft's id and whether it was resumed are not
 * form fields and stay beside it.
 */
export type RfqWizardForm = Pick<RfqWizardState, 'materials' | 'items' | 'shipping'>;

/** The form fields of a wizard state. */
export function formOfWizard({ materials, items, shipping }: RfqWizardState): RfqWizardForm {
  return { materials, items, shipping };
}

/** The shipping fields' errors as react-hook-form holds them (the messages are the domain's). */
export type ShippingErrors = Partial<Record<keyof RfqShipping, FieldError>>;

/**
 * The wizard's resolver: step 1 needs a material, step 2 an item, and step 3 the shipping details
 * of shippingIssues (a future deadline, a month not past, an approved delivery address). The
 * messages are the domain's (COMMENT_TOO_LONG for an over-long comment); each step words and
 * shows its own.
 */
export function resolveRfqWizard(
  values: RfqWizardForm,
  now: Date,
  approvedAddressIds: readonly string[],
): ResolverResult<RfqWizardForm> {
  const errors: FieldErrors<RfqWizardForm> = {};
  if (values.materials.length === 0) errors.materials = { type: 'required', message: RFQ_MESSAGES.required };
  if (values.items.length === 0) errors.items = { type: 'required', message: RFQ_MESSAGES.required };
  const shipping: ShippingErrors = {};
  for (const [field, message] of Object.entries(shippingIssues(values.shipping, now, approvedAddressIds))) {
    shipping[field as keyof RfqShipping] = { type: 'validate', message };
  }
  if (Object.keys(shipping).length > 0) errors.shipping = shipping as FieldErrors<RfqWizardForm>['shipping'];
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}
