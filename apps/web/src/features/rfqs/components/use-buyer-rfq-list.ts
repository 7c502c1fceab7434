import type { Rfq } from '@steelyard/domain/rfqs';
import { useCollection } from '../../../shared/collections/use-collection';
import { buyerRfqKeys, fetchBuyerRfqPage } from '../api/buyer-rfqs';

const getId = (rfq: Rfq) => rfq.id;
const PAGE = 10;

/** The buyer's RFQs, 10 at a time: My RFQs' Submitted and Drafts tabs read the same list with their own filter. */
export function useBuyerRfqList() {
  return useCollection<Rfq>({
    queryKey: buyerRfqKeys.lists(),
    fetchPage: fetchBuyerRfqPage,
    getId,
    pageSize: PAGE,
  });
}
