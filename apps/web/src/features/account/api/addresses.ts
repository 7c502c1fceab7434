import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import { addressList, type AddressList } from '@steelyard/domain/address-list';
import { defaultCountryReply, type DefaultCountryReply, type UpdateAddressBody } from '@steelyard/domain/addresses';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { address, type Address, type AddressType } from '@steelyard/domain/organisations';
import type { FilterCriterion, SortCriterion } from '@steelyard/domain/paging';
import type { CallFamily } from '@steelyard/domain/roles';
import { addressKeys, useAddressMutation } from '../../../shared/addresses/address-mutations';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isAccountAnswer } from './account-answers';

export const ADDRESS_PAGE_SIZE = PAGE_SIZE.addresses;

/**
 * The two address lists of spec 000 §7, read through the universal family and filtered by type:
 * invoice addresses by postcode, warehouse addresses primary first, then by postcode.
 */
export const ADDRESS_LISTS: Record<AddressType, { filter: FilterCriterion[]; sort: SortCriterion[] }> = {
  INVOICE: {
    filter: [{ property: 'addressType', comparator: '=', value: 'INVOICE' }],
    sort: [{ property: 'postalCode', direction: 'asc' }],
  },
  WAREHOUSE: {
    filter: [{ property: 'addressType', comparator: '=', value: 'WAREHOUSE' }],
    sort: [
      { property: 'primary', direction: 'desc' },
      { property: 'postalCode', direction: 'asc' },
    ],
  },
};

/** One page of the organisation's addresses (for the collection hook). */
export function fetchAddressPage({ limit, offset, sort, filter, signal }: PageRequest): Promise<AddressList> {
  return apiRequest('universal/addresses/', { query: { limit, offset, sort, filter }, schema: addressList, signal });
}

/** One address through the caller's first call family (spec 000 §6: manager, buyer, seller, universal). */
export function getAddress(family: CallFamily, id: string): Promise<Address> {
  return apiRequest(`${family}/addresses/${encodeURIComponent(id)}`, {
    schema: address,
    isExpectedError: isAccountAnswer,
  });
}

export const addressQueryOptions = (family: CallFamily, id: string) =>
  queryOptions({
    queryKey: addressKeys.detail(family, id),
    queryFn: () => getAddress(family, id),
    retry: false,
    // not found and load failures are shown on the page (spec 000 §8)
    meta: { silent: true },
  });

export function useAddress(family: CallFamily, id: string) {
  return useQuery(addressQueryOptions(family, id));
}

/** A new address's country: the first address's, otherwise GB (spec 000 §3). */
export function getDefaultAddressCountry(): Promise<DefaultCountryReply> {
  return apiRequest('universal/addresses/default-country', { schema: defaultCountryReply });
}

export function useDefaultAddressCountry(enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.defaultCountry(),
    queryFn: getDefaultAddressCountry,
    enabled,
    meta: { silent: true },
  });
}

export function updateAddress({ id, body }: { id: string; body: UpdateAddressBody }): Promise<Address> {
  return apiRequest(`manager/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: address,
    isExpectedError: isAccountAnswer,
  });
}

export async function deleteAddress(id: string): Promise<void> {
  await apiRequest(`manager/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isExpectedError: isAccountAnswer,
  });
}

export function setPrimaryAddress(id: string): Promise<Address> {
  return apiRequest(`manager/addresses/${encodeURIComponent(id)}/primary`, {
    method: 'PUT',
    schema: address,
    isExpectedError: isAccountAnswer,
  });
}

// adding an address is shared with the listing wizard: useCreateAddress in shared/addresses/address-mutations
export const useUpdateAddress = () => useAddressMutation(updateAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetPrimaryAddress = () => useAddressMutation(setPrimaryAddress);

export const ADDRESS_ERROR_KEYS = [
  'primaryCannotBeDeleted',
  'invoiceCannotBeDeleted',
  'invoiceCannotBePrimary',
  'pendingCannotBePrimary',
  'invoiceExists',
  'primaryLocationLocked',
  'notFound',
] as const;
export type AddressErrorKey = (typeof ADDRESS_ERROR_KEYS)[number] | 'generalError';

/** The message of a refused address call: the server's known answers, a missing address, or the general one. */
export function addressErrorKey(error: unknown): AddressErrorKey {
  if (!isApiError(error)) return 'generalError';
  const known = ADDRESS_ERROR_KEYS.find((key) => error.reason.includes(ADDRESS_MESSAGES[key]));
  if (known) return known;
  return error.kind === 'NOT_FOUND' ? 'notFound' : 'generalError';
}
