import { useCallback, useEffect, useReducer, useRef } from 'react';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import {
  serializeFilter,
  serializeSort,
  type FilterCriterion,
  type ListReply,
  type SortCriterion,
} from '@steelyard/domain/paging';
import { isApiError, serializeError } from '../api/api-error';
import { handleGlobalError } from '../api/global-error-handler';
import { emitUnauthenticated } from '../session/auth-events';
import { canFetchNextPage, collectionReducer, initialCollectionState, isPending, shouldFetch } from './collection';

export interface PageRequest {
  limit: number;
  offset: number;
  sort: string | undefined;
  filter: string | undefined;
  signal: AbortSignal;
}

export interface UseCollectionOptions<T> {
  fetchPage: (request: PageRequest) => Promise<ListReply<T>>;
  /** Identifies an item for deletion. */
  getId: (item: T) => string;
  pageSize?: number;
  /** Errors other than authentication; the global handler by default. */
  onError?: (error: unknown) => void;
}

export interface LoadOptions {
  sort?: SortCriterion[];
  filter?: FilterCriterion[];
  /** Refetch even when sort and filter are unchanged (e.g. after a mutation). */
  force?: boolean;
}

/**
 * A paged collection with the rules of spec 000 §4, for the lists that keep their paged items in
 * component state (the account's and the RFQ lists, some operator lists, directly or through
 * useShrinkingCollection); lists read through TanStack Query page with its cache instead. `load`
 * fetches the first page (replacing), `loadNextPage` appends, `removeItem` and `addItem` keep totals right.
 */
export function useCollection<T>({
  fetchPage,
  getId,
  pageSize = PAGE_SIZE.hookLists,
  onError = handleGlobalError,
}: UseCollectionOptions<T>) {
  const [state, dispatch] = useReducer(collectionReducer<T>, undefined, initialCollectionState<T>);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controllerRef = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(
    () => () => {
      const controller = controllerRef.current;
      if (!controller) return;
      controller.abort();
      controllerRef.current = null;
      // StrictMode unmounts and remounts with the same state: an aborted fetch must not leave it pending
      if (isPending(stateRef.current.status)) {
        stateRef.current = { ...stateRef.current, status: 'IDLE' };
        dispatch({ type: 'fetchAborted' });
      }
    },
    [],
  );

  const run = useCallback(
    async (page: number, sort: SortCriterion[], filter: FilterCriterion[], append: boolean) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      try {
        const reply = await fetchRef.current({
          limit: pageSize,
          offset: (page - 1) * pageSize,
          sort: sort.length ? serializeSort(sort) : undefined,
          filter: filter.length ? serializeFilter(filter) : undefined,
          signal: controller.signal,
        });
        if (!controller.signal.aborted) dispatch({ type: 'fetchSucceeded', reply, append });
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'fetchFailed', error: serializeError(error) });
        // an authentication error triggers re-login; anything else goes to the global handler
        if (isApiError(error) && error.kind === 'AUTHENTICATION_REQUIRED') emitUnauthenticated();
        else onError(error);
      }
    },
    [pageSize, onError],
  );

  const load = useCallback(
    (options: LoadOptions = {}) => {
      const current = stateRef.current;
      const sort = options.sort ?? current.sort;
      const filter = options.filter ?? current.filter;
      if (
        options.force
          ? current.status === 'PENDING' || current.status === 'PAGING_PENDING'
          : !shouldFetch(current, sort, filter)
      ) {
        return false;
      }
      const next = { ...current, status: 'PENDING' as const, sort, filter };
      stateRef.current = next;
      dispatch({ type: 'fetchStarted', sort, filter });
      void run(1, sort, filter, false);
      return true;
    },
    [run],
  );

  const loadNextPage = useCallback(() => {
    const current = stateRef.current;
    if (!canFetchNextPage(current)) return false;
    stateRef.current = { ...current, status: 'PAGING_PENDING' };
    dispatch({ type: 'nextPageStarted' });
    void run(current.currentPage + 1, current.sort, current.filter, true);
    return true;
  }, [run]);

  const removeItem = useCallback(
    (id: string) => dispatch({ type: 'itemDeleted', isItem: (item) => getId(item) === id }),
    [getId],
  );
  const addItem = useCallback((item: T) => dispatch({ type: 'itemCreated', item }), []);
  const reset = useCallback(() => {
    controllerRef.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { ...state, load, loadNextPage, removeItem, addItem, reset, canLoadMore: canFetchNextPage(state) };
}
