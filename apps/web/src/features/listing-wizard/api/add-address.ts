import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressBody } from '@steelyard/domain/addresses';
import { address, type Address } from '@steelyard/domain/organisations';
import { apiRequest } from '../../../shared/api/api-client';
import { answerPredicate } from '../../../shared/api/server-answers';
import { organisationKeys } from '../../../shared/organisation/own-organisation';

/** `POST api/manager/addresses/` (201): a new warehouse address, PENDING until operations validate it. */
export function createWarehouseAddress(body: CreateAddressBody): Promise<Address> {
  return apiRequest('manager/addresses/', {
    method: 'POST',
    body: { ...body, addressType: 'WAREHOUSE' },
    schema: address,
    isExpectedError: answerPredicate([]),
  });
}

/** Adds the address and refreshes the organisation, whose reply lists the warehouse addresses. */
export function useCreateWarehouseAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarehouseAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
    meta: { silent: true },
  });
}
