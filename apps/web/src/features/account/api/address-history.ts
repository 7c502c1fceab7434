import { useQuery } from '@tanstack/react-query';
import { addressHistoryList, type AddressHistoryList } from '@steelyard/domain/address-history';
import { addressKeys } from '../../../shared/addresses/address-mutations';
import { apiRequest } from '../../../shared/api/api-client';

/** How many of an address's changes the history shows: its latest 50. */
export const ADDRESS_HISTORY_LIMIT = 50;

/** `GET api/universal/addresses-history/?filter=addressId=<id>` (spec 000 §7): the address's changes, newest first. */
export function fetchAddressHistory(addressId: string, signal?: AbortSignal): Promise<AddressHistoryList> {
  return apiRequest('universal/addresses-history/', {
    query: { filter: `addressId=${addressId}`, limit: ADDRESS_HISTORY_LIMIT, offset: 0 },
    schema: addressHistoryList,
    signal,
  });
}

/** The history of one address, read while `enabled` (the dialog is open); every address change refreshes it. */
export function useAddressHistory(addressId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...addressKeys.all, 'history', addressId],
    queryFn: ({ signal }) => fetchAddressHistory(addressId, signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
