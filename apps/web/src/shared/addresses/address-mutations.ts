import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import type { CreateAddressBody } from '@steelyard/domain/addresses';
import { address, type Address, type AddressType } from '@steelyard/domain/organisations';
import type { CallFamily } from '@steelyard/domain/roles';
import { apiRequest } from '../api/api-client';
import { answerPredicate } from '../api/server-answers';
import { organisationKeys } from '../organisation/own-organisation';

/** The query keys of the organisation's addresses (one address, the new address's country). */
export const addressKeys = {
  all: ['addresses'] as const,
  detail: (family: CallFamily, id: string) => [...addressKeys.all, 'detail', family, id] as const,
  defaultCountry: () => [...addressKeys.all, 'default-country'] as const,
};

/** The address calls' refusals are the server's answer to the user (decision 35), shown on the screen. */
const isAddressAnswer = answerPredicate(Object.values(ADDRESS_MESSAGES));

/**
 * Every change of an address refreshes the addresses and the organisation, whose reply lists the
 * warehouse addresses (the wizard's pickup step, the checkout's choice); failures are shown by the caller.
 */
export function useAddressMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void queryClient.invalidateQueries({ queryKey: organisationKeys.all });
    },
    meta: { silent: true },
  });
}

/** The type is always said: an invoice address (account) or a warehouse address (account, listing wizard). */
export type NewAddressBody = CreateAddressBody & { addressType: AddressType };

/** `POST api/manager/addresses/` (201): a new address; a warehouse address is PENDING until operations validate it. */
export function createAddress(body: NewAddressBody): Promise<Address> {
  return apiRequest('manager/addresses/', { method: 'POST', body, schema: address, isExpectedError: isAddressAnswer });
}

export const useCreateAddress = () => useAddressMutation(createAddress);
