import type { InfiniteData } from '@tanstack/react-query';
import type { FilterCriterion, ListReply, SortCriterion } from '@steelyard/domain/paging';

/** Load status of any collection (spec 000 §4). */
export const LOAD_STATUSES = ['IDLE', 'PENDING', 'PAGING_PENDING', 'SUCCESS', 'FAILED'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** What the collection rules look at: the status, the page reached and the criteria of the last load. */
export interface CollectionProgress {
  status: LoadStatus;
  currentPage: number;
  maxPages: number;
  sort: readonly SortCriterion[];
  filter: readonly FilterCriterion[];
}

export function isPending(status: LoadStatus): boolean {
  return status === 'PENDING' || status === 'PAGING_PENDING';
}

function sameCriteria(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A fetch is skipped while another is pending, and when sort and filter are unchanged and the state is not idle. */
export function shouldFetch(
  state: CollectionProgress,
  sort: readonly SortCriterion[],
  filter: readonly FilterCriterion[],
): boolean {
  if (isPending(state.status)) return false;
  if (state.status !== 'IDLE' && sameCriteria(state.sort, sort) && sameCriteria(state.filter, filter)) return false;
  return true;
}

/** The next page may be fetched only after a success and while the current page is below the maximum. */
export function canFetchNextPage(state: CollectionProgress): boolean {
  return state.status === 'SUCCESS' && state.currentPage < state.maxPages;
}

/**
 * The cached pages without the item `isItem` picks, each page's total lowered by one (the last page's
 * total is the list's); the same pages when no item matches.
 */
export function withoutItem<T, R extends ListReply<T>>(
  data: InfiniteData<R> | undefined,
  isItem: (item: T) => boolean,
): InfiniteData<R> | undefined {
  if (!data || !data.pages.some((page) => page.items.some(isItem))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => !isItem(item)),
      totalItems: Math.max(0, page.totalItems - 1),
    })),
  };
}
