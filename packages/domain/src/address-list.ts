import { z } from 'zod';
import { address } from './organisations';
import { listReply } from './paging';

/** The reply of `GET api/universal/addresses/`: paged (100 a page), filtered by addressType. */
export const addressList = listReply(address);
export type AddressList = z.infer<typeof addressList>;

/** The properties the address list can be filtered and sorted on. */
export const ADDRESS_FILTERS = ['addressType', 'country', 'primary', 'validationState'] as const;
export const ADDRESS_SORTS = ['postalCode', 'primary', 'name', 'city', 'addressType'] as const;
