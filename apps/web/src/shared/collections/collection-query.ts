import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import {
  serializeFilter,
  serializeSort,
  type FilterCriterion,
  type ListReply,
  type SortCriterion,
} from '@steelyard/domain/paging';

/** What a list's fetcher is asked for: one page, with sort and filter in the spec's syntax. */
export interface PageRequest {
  limit: number;
  offset: number;
  sort: string | undefined;
  filter: string | undefined;
  signal: AbortSignal;
}

export interface CollectionQueryParams<R extends ListReply<unknown>, K extends QueryKey> {
  /** From the feature's key factory; it must tell lists of other sorts and filters apart. */
  queryKey: K;
  fetchPage: (request: PageRequest) => Promise<R>;
  pageSize: number;
  sort?: readonly SortCriterion[];
  filter?: readonly FilterCriterion[];
  /** The offset of the page after `pages`, for a list that pages by another rule (search counts its items). */
  nextOffset?: (pages: R[]) => number | undefined;
}

/**
 * The one way a paged list is read (spec 000 §4): a TanStack infinite query whose page parameter is
 * the offset, whose next page exists while the last page is below maxPages, and whose fetcher gets
 * the abort signal TanStack owns. Lists spread their own cache times and meta over it; the pages
 * stay in the query cache, so a mutation can change or invalidate them by key.
 */
export function collectionQueryOptions<R extends ListReply<unknown>, K extends QueryKey>({
  queryKey,
  fetchPage,
  pageSize,
  sort = [],
  filter = [],
  nextOffset,
}: CollectionQueryParams<R, K>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: (context) =>
      fetchPage({
        limit: pageSize,
        offset: context.pageParam,
        sort: sort.length ? serializeSort(sort) : undefined,
        filter: filter.length ? serializeFilter(filter) : undefined,
        // read lazily: TanStack aborts a fetch on unmount only when its fetcher took the signal
        get signal() {
          return context.signal;
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last: R, pages: R[]) =>
      nextOffset ? nextOffset(pages) : last.currentPage < last.maxPages ? last.currentPage * pageSize : undefined,
  });
}
