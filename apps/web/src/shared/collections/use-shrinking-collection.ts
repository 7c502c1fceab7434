import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ListReply } from '@steelyard/domain/paging';
import type { PageRequest } from './collection-query';
import { useCollection, type UseCollectionOptions } from './use-collection';

/**
 * A paged collection whose items leave the list on the server too when they are acted on here (a
 * decided queue entry, a deleted draft). The next pages then start that many rows earlier, a page
 * emptied by those actions is refilled with the next waiting items, and an item that a shifted
 * page brings twice is shown once. `removeActedOn(id)` takes an item out after its action succeeded.
 */
export function useShrinkingCollection<T>({ queryKey, fetchPage, getId, pageSize, onError }: UseCollectionOptions<T>) {
  const removed = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const shiftedFetch = useCallback(async (request: PageRequest): Promise<ListReply<T>> => {
    if (request.offset === 0) removed.current = 0;
    const shift = removed.current;
    const reply = await fetchRef.current({ ...request, offset: request.offset - shift });
    return {
      ...reply,
      currentPage: Math.floor(request.offset / request.limit) + 1,
      maxPages: Math.max(1, Math.ceil((reply.totalItems + shift) / request.limit)),
    };
  }, []);
  const collection = useCollection<T>({ queryKey, fetchPage: shiftedFetch, getId, pageSize, onError });
  const { load, removeItem, status, items, totalItems } = collection;

  // every shown item was acted on but more wait: show the next ones
  const emptiedPage = status === 'SUCCESS' && items.length === 0 && totalItems > 0;
  useEffect(() => {
    if (emptiedPage) load({ force: true });
  }, [emptiedPage, load]);

  const removeActedOn = useCallback(
    (id: string) => {
      removed.current += 1;
      removeItem(id);
    },
    [removeItem],
  );
  const uniqueItems = useMemo(() => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const id = getId(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }, [items, getId]);
  return { ...collection, items: uniqueItems, removeActedOn };
}
