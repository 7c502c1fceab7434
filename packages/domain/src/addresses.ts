import { z } from 'zod';
import { isCountryCode } from './countries';
import { addressType } from './organisations';

/** A new address's country when the organisation has none yet (spec 000 §3). */
export const DEFAULT_ADDRESS_COUNTRY = 'GB';

/** Maximum lengths of the address form's fields. */
export const ADDRESS_FIELD_MAX = {
  name: 120,
  addressLine1: 120,
  addressLine2: 120,
  city: 80,
  postalCode: 16,
  phone: 30,
} as const;

// digits with the usual separators, optionally international; empty means "no phone"
const PHONE = /^(\+?[0-9][0-9 ()./-]{2,29})?$/;

const required = (max: number) => z.string().trim().min(1).max(max);

/**
 * The fields of the address form (spec 000 §5): company name, line 1, city, postcode and country
 * (ISO 3166-1 alpha-2, any case) required; line 2 and phone optional (empty or null: none).
 */
export const addressFields = z.object({
  name: required(ADDRESS_FIELD_MAX.name),
  addressLine1: required(ADDRESS_FIELD_MAX.addressLine1),
  addressLine2: z.string().trim().max(ADDRESS_FIELD_MAX.addressLine2).nullish(),
  city: required(ADDRESS_FIELD_MAX.city),
  postalCode: required(ADDRESS_FIELD_MAX.postalCode),
  country: z.string().trim().toUpperCase().refine(isCountryCode, { message: 'Not an ISO 3166-1 alpha-2 country code' }),
  phone: z.string().trim().max(ADDRESS_FIELD_MAX.phone).regex(PHONE).nullish(),
});
export type AddressFields = z.infer<typeof addressFields>;

/**
 * `POST api/manager/addresses/` (201, the address). A warehouse address starts PENDING until
 * operations validate it; an invoice address only when the organisation has none (400 otherwise).
 */
export const createAddressBody = addressFields.extend({ addressType: addressType.default('WAREHOUSE') });
export type CreateAddressBody = z.input<typeof createAddressBody>;

/**
 * `PUT api/manager/addresses/{id}` (200, the address): every field of the form; the type cannot
 * change. Changing line 1, line 2, city, postcode or country of an approved warehouse address sends
 * it back to PENDING; the primary address's location cannot be changed (400).
 */
export const updateAddressBody = addressFields;
export type UpdateAddressBody = z.input<typeof updateAddressBody>;

/** The location fields: changing one of a warehouse address needs a new validation. */
export const ADDRESS_LOCATION_FIELDS = ['addressLine1', 'addressLine2', 'city', 'postalCode', 'country'] as const;

/**
 * The other address calls, without a body:
 * - `GET api/{manager|buyer|seller|universal}/addresses/{id}` (200, the address): managers also see
 *   pending and rejected addresses, everyone else approved ones only (404 otherwise).
 * - `PUT api/manager/addresses/{id}/primary` (200, the new primary): an approved warehouse address;
 *   the previous primary is unset in the same transaction.
 * - `DELETE api/manager/addresses/{id}` (204): not the primary address, not the invoice address.
 */
export const addressParams = z.object({ id: z.string().max(64) });

/** `GET api/universal/addresses/default-country`: the first address's country, otherwise GB. */
export const defaultCountryReply = z.object({ country: z.string().length(2) });
export type DefaultCountryReply = z.infer<typeof defaultCountryReply>;
