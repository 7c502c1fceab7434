import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import type { FilterCriterion, ListReply, SortCriterion } from '@steelyard/domain/paging';
import { isApiError, serializeError } from '../api/api-error';
import { handleGlobalError } from '../api/global-error-handler';
import { emitUnauthenticated } from '../session/auth-events';
import {
  canFetchNextPage,
  isPending,
  shouldFetch,
  withoutItem,
  type CollectionProgress,
  type LoadStatus,
} from './collection';
import { collectionQueryOptions, type PageRequest } from './collection-query';

export interface UseCollectionOptions<T> {
  /** The list's key from its feature's key factory; the hook adds the sort and filter of each load. */
  queryKey: QueryKey;
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

interface Criteria {
  sort: SortCriterion[];
  filter: FilterCriterion[];
  /** False until the first load: the list asks for nothing before its screen says what it wants. */
  loaded: boolean;
}

const NOT_LOADED: Criteria = { sort: [], filter: [], loaded: false };

type Pages<T> = InfiniteData<ListReply<T>>;

/**
 * A paged collection with the rules of spec 000 §4 on a TanStack infinite query
 * (collectionQueryOptions): `load` fetches the first page, replacing the items, and is skipped while a
 * fetch is pending or when sort and filter are unchanged (unless forced); `loadNextPage` appends the
 * next page after a success while below maxPages; `removeItem` takes an item out of the cached pages
 * and lowers the total; an authentication error triggers re-login, any other goes to `onError`.
 * The pages live in the query cache under `queryKey` plus the criteria, dropped once the list is
 * unmounted, so a list shown again loads afresh as its screen asks.
 */
export function useCollection<T>({
  queryKey,
  fetchPage,
  getId,
  pageSize = PAGE_SIZE.hookLists,
  onError = handleGlobalError,
}: UseCollectionOptions<T>) {
  const queryClient = useQueryClient();
  const [criteria, setCriteria] = useState<Criteria>(NOT_LOADED);
  const [created, setCreated] = useState<T | null>(null);
  // the cache changes at once but tells its observers a tick later: render now, as a state change would
  const [, showCacheNow] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ queryKey, fetchPage, pageSize, onError });
  latest.current = { queryKey, fetchPage, pageSize, onError };

  const optionsFor = useCallback((sort: SortCriterion[], filter: FilterCriterion[]) => {
    const { queryKey: listKey, pageSize: size } = latest.current;
    return {
      ...collectionQueryOptions({
        queryKey: [...listKey, { sort, filter }],
        fetchPage: async (request: PageRequest) => {
          try {
            return await latest.current.fetchPage(request);
          } catch (error) {
            // an aborted fetch is no failure: the list was left or loads again
            if (!request.signal.aborted) reportCollectionError(error, latest.current.onError);
            throw error;
          }
        },
        pageSize: size,
        sort,
        filter,
      }),
      // the screen loads when it is shown and after its own changes, as it did before the cache held lists
      gcTime: 0,
      staleTime: Infinity,
      refetchOnReconnect: false,
      retry: false,
      // offline, the fetch fails and says so rather than waiting paused
      networkMode: 'always' as const,
      // reported above, through the list's handler, whatever the query client does with errors
      meta: { silent: true },
    };
  }, []);

  const query = useInfiniteQuery({
    ...optionsFor(criteria.sort, criteria.filter),
    enabled: criteria.loaded,
    // a new sort or filter keeps the items shown until its first page arrives
    placeholderData: (previous) => previous,
  });

  const status = statusOf(query, criteria.loaded);
  // a failed load keeps the items shown before it, as a failed next page does
  const lastData = useRef<Pages<T> | undefined>(undefined);
  if (!criteria.loaded) lastData.current = undefined;
  else if (query.data) lastData.current = query.data;
  const data = criteria.loaded ? (query.data ?? (status === 'FAILED' ? lastData.current : undefined)) : undefined;
  const last = data?.pages[data.pages.length - 1];
  // a next page in flight carries the pages as they were when it started: items removed meanwhile stay out
  const removedIds = useRef(new Set<string>());
  const items = useMemo(
    () => data?.pages.flatMap((page) => page.items).filter((item) => !removedIds.current.has(getId(item))) ?? [],
    [data, getId],
  );
  const error = useMemo(
    () => (status === 'FAILED' && query.error ? serializeError(query.error) : null),
    [status, query.error],
  );

  const progress: CollectionProgress = {
    status,
    currentPage: last?.currentPage ?? 0,
    maxPages: last?.maxPages ?? 0,
    sort: criteria.sort,
    filter: criteria.filter,
  };
  // the rules read what the last call started, before React renders it
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const criteriaRef = useRef(criteria);
  criteriaRef.current = criteria;

  const load = useCallback(
    (options: LoadOptions = {}) => {
      const current = progressRef.current;
      const sort = options.sort ?? criteriaRef.current.sort;
      const filter = options.filter ?? criteriaRef.current.filter;
      if (options.force ? isPending(current.status) : !shouldFetch(current, sort, filter)) return false;
      progressRef.current = { ...current, status: 'PENDING', sort, filter };
      removedIds.current = new Set();
      const next = { sort, filter, loaded: true };
      criteriaRef.current = next;
      setCriteria(next);
      // the first page alone, replacing the pages shown (a refetch would fetch every loaded page again)
      void queryClient.infiniteQuery({ ...optionsFor(sort, filter), pages: 1, staleTime: 0 }).catch(() => undefined);
      return true;
    },
    [queryClient, optionsFor],
  );

  const { fetchNextPage } = query;
  const loadNextPage = useCallback(() => {
    const current = progressRef.current;
    if (!canFetchNextPage(current)) return false;
    progressRef.current = { ...current, status: 'PAGING_PENDING' };
    void fetchNextPage({ cancelRefetch: false });
    showCacheNow();
    return true;
  }, [fetchNextPage]);

  const removeItem = useCallback(
    (id: string) => {
      removedIds.current.add(id);
      const { sort, filter } = criteriaRef.current;
      queryClient.setQueryData<Pages<T>>(optionsFor(sort, filter).queryKey, (pages) =>
        withoutItem<T, ListReply<T>>(pages, (item) => getId(item) === id),
      );
      showCacheNow();
    },
    [queryClient, optionsFor, getId],
  );
  const addItem = useCallback((item: T) => setCreated(item), []);
  const reset = useCallback(() => {
    const { sort, filter } = criteriaRef.current;
    const key = optionsFor(sort, filter).queryKey;
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.removeQueries({ queryKey: key, exact: true });
    criteriaRef.current = NOT_LOADED;
    removedIds.current = new Set();
    setCriteria(NOT_LOADED);
    setCreated(null);
  }, [queryClient, optionsFor]);

  return {
    status,
    items,
    currentPage: progress.currentPage,
    maxPages: progress.maxPages,
    totalItems: last?.totalItems ?? 0,
    sort: criteria.sort,
    filter: criteria.filter,
    /** The last created entity. */
    created,
    /** Kept serialisable so state can be logged and compared. */
    error,
    load,
    loadNextPage,
    removeItem,
    addItem,
    reset,
    canLoadMore: canFetchNextPage(progress),
  };
}

/** The spec's load status of the list's query; nothing asked for yet, or a fetch aborted, is IDLE. */
function statusOf(
  query: { isFetchingNextPage: boolean; fetchStatus: string; status: string; isPlaceholderData: boolean },
  loaded: boolean,
): LoadStatus {
  if (!loaded) return 'IDLE';
  if (query.isFetchingNextPage) return 'PAGING_PENDING';
  if (query.fetchStatus !== 'idle') return 'PENDING';
  if (query.status === 'error') return 'FAILED';
  if (query.status === 'success' && !query.isPlaceholderData) return 'SUCCESS';
  return 'IDLE';
}

/** An authentication error triggers re-login; any other goes to the list's handler. */
function reportCollectionError(error: unknown, onError: (error: unknown) => void) {
  if (isApiError(error) && error.kind === 'AUTHENTICATION_REQUIRED') emitUnauthenticated();
  else onError(error);
}
