import type { FilterCriterion, ListReply, SortCriterion } from '@steelyard/domain/paging';
import type { SerializedError } from '../api/api-error';

/** Load status of any collection (spec 000 §4). */
export const LOAD_STATUSES = ['IDLE', 'PENDING', 'PAGING_PENDING', 'SUCCESS', 'FAILED'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** Action status of create, update and delete calls (spec 000 §4). */
export const ACTION_STATUSES = [
  'IDLE',
  'MUTATE_PENDING',
  'SERVICE_PENDING',
  'CREATE_PENDING',
  'DELETE_PENDING',
  'MUTATE_SUCCESS',
  'SERVICE_SUCCESS',
  'CREATE_SUCCESS',
  'DELETE_SUCCESS',
  'FAILED',
] as const;

export interface CollectionState<T> {
  status: LoadStatus;
  items: T[];
  currentPage: number;
  maxPages: number;
  totalItems: number;
  sort: SortCriterion[];
  filter: FilterCriterion[];
  /** The last created entity. */
  created: T | null;
  /** Kept serialisable so state can be logged and compared. */
  error: SerializedError | null;
}

export type CollectionAction<T> =
  | { type: 'fetchStarted'; sort: SortCriterion[]; filter: FilterCriterion[] }
  | { type: 'nextPageStarted' }
  | { type: 'fetchSucceeded'; reply: ListReply<T>; append: boolean }
  | { type: 'fetchFailed'; error: SerializedError }
  | { type: 'fetchAborted' }
  | { type: 'itemDeleted'; isItem: (item: T) => boolean }
  | { type: 'itemCreated'; item: T }
  | { type: 'reset' };

export function initialCollectionState<T>(): CollectionState<T> {
  return {
    status: 'IDLE',
    items: [],
    currentPage: 0,
    maxPages: 0,
    totalItems: 0,
    sort: [],
    filter: [],
    created: null,
    error: null,
  };
}

export function isPending(status: LoadStatus): boolean {
  return status === 'PENDING' || status === 'PAGING_PENDING';
}

function sameCriteria(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A fetch is skipped while another is pending, and when sort and filter are unchanged and the state is not idle. */
export function shouldFetch<T>(
  state: CollectionState<T>,
  sort: readonly SortCriterion[],
  filter: readonly FilterCriterion[],
): boolean {
  if (isPending(state.status)) return false;
  if (state.status !== 'IDLE' && sameCriteria(state.sort, sort) && sameCriteria(state.filter, filter)) return false;
  return true;
}

/** The next page may be fetched only after a success and while the current page is below the maximum. */
export function canFetchNextPage<T>(state: CollectionState<T>): boolean {
  return state.status === 'SUCCESS' && state.currentPage < state.maxPages;
}

/** A new fetch replaces the items, a next page appends them; deleting lowers the total by one. */
export function collectionReducer<T>(state: CollectionState<T>, action: CollectionAction<T>): CollectionState<T> {
  switch (action.type) {
    case 'fetchStarted':
      return { ...state, status: 'PENDING', sort: action.sort, filter: action.filter, error: null };
    case 'nextPageStarted':
      return { ...state, status: 'PAGING_PENDING', error: null };
    case 'fetchSucceeded':
      return {
        ...state,
        status: 'SUCCESS',
        items: action.append ? [...state.items, ...action.reply.items] : action.reply.items,
        currentPage: action.reply.currentPage,
        maxPages: action.reply.maxPages,
        totalItems: action.reply.totalItems,
        error: null,
      };
    case 'fetchFailed':
      return { ...state, status: 'FAILED', error: action.error };
    case 'fetchAborted':
      // nothing arrived: the next load must not be skipped as "already pending" or "unchanged"
      return { ...state, status: 'IDLE' };
    case 'itemDeleted': {
      const items = state.items.filter((item) => !action.isItem(item));
      if (items.length === state.items.length) return state;
      return { ...state, items, totalItems: Math.max(0, state.totalItems - 1) };
    }
    case 'itemCreated':
      return { ...state, created: action.item };
    case 'reset':
      return initialCollectionState<T>();
  }
}
