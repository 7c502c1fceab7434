import type { z } from 'zod';
import type { addressFields, AddressFields } from '@steelyard/domain/addresses';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';

/** The address form's values as typed (optional ones empty). */
export type AddressFormValues = z.input<typeof addressFields>;

/** The message of a phone number with other characters than digits and separators. */
const PHONE_MESSAGE = 'shared.addresses.validation.phone';

/**
 * The form's values of an address (a stored one, or one entered before), or of a new one with the
 * company name and country it starts with.
 */
export function addressFormValues(
  address: AddressFormValues | null | undefined,
  fresh: { name?: string; country: string },
): AddressFormValues {
  return {
    name: address?.name ?? fresh.name ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? fresh.country,
    phone: address?.phone ?? '',
  };
}

/** What the form hands over: the checked values, with empty optional fields as null. */
export function toAddressBody(values: AddressFields): AddressFields {
  return { ...values, addressLine2: values.addressLine2 || null, phone: values.phone || null };
}

/**
 * The catalogue key of an issue of the domain's address schema (zodResolver's `error`): an empty
 * field is "This field is required.", a long one "Maximum characters limit exceeded." (spec 000 §5),
 * a phone number with letters says which characters it may have. The country's own refinement
 * keeps the domain's message; the form shows "This field is required." for it.
 */
export function addressIssueKey(issue: { code: string; path?: readonly PropertyKey[]; minimum?: unknown }): string {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) {
    return VALIDATION_MESSAGES.required;
  }
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return issue.path?.[0] === 'phone' ? PHONE_MESSAGE : VALIDATION_MESSAGES.invalidValue;
}
