import { useQuery } from '@tanstack/react-query';
import { address, type Address } from '@steelyard/domain/organisations';
import { chooseCallFamily, type CallFamily } from '@steelyard/domain/roles';
import { apiRequest } from '../../../shared/api/api-client';
import { addressKeys } from '../../../shared/addresses/address-mutations';

/** The pickup address through the caller's first call family (managers also see one being re-validated). */
export function getPickupAddress(family: CallFamily, id: string): Promise<Address> {
  return apiRequest(`${family}/addresses/${encodeURIComponent(id)}`, {
    schema: address,
    isExpectedError: (error) => error.status === 404,
  });
}

export function usePickupAddress(roles: readonly string[], id: string) {
  const family = chooseCallFamily(roles);
  return useQuery({
    queryKey: addressKeys.detail(family, id),
    queryFn: () => getPickupAddress(family, id),
    retry: false,
    meta: { silent: true },
  });
}
