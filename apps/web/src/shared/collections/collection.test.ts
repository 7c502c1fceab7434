import { describe, expect, it } from 'vitest';
import {
  canFetchNextPage,
  collectionReducer,
  initialCollectionState,
  shouldFetch,
  type CollectionState,
} from './collection';

type Item = { id: string };
const page = (ids: string[], currentPage: number, maxPages: number, totalItems: number) => ({
  items: ids.map((id) => ({ id })),
  currentPage,
  maxPages,
  totalItems,
});
const byName = [{ property: 'name', direction: 'asc' as const }];

function loaded(): CollectionState<Item> {
  let state = initialCollectionState<Item>();
  state = collectionReducer(state, { type: 'fetchStarted', sort: byName, filter: [] });
  return collectionReducer(state, { type: 'fetchSucceeded', reply: page(['a', 'b'], 1, 2, 3), append: false });
}

describe('collection rules', () => {
  it('a new fetch replaces the items and a next page appends them', () => {
    let state = loaded();
    expect(state.status).toBe('SUCCESS');
    state = collectionReducer(state, { type: 'nextPageStarted' });
    expect(state.status).toBe('PAGING_PENDING');
    state = collectionReducer(state, { type: 'fetchSucceeded', reply: page(['c'], 2, 2, 3), append: true });
    expect(state.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    state = collectionReducer(state, { type: 'fetchStarted', sort: [], filter: [] });
    state = collectionReducer(state, { type: 'fetchSucceeded', reply: page(['z'], 1, 1, 1), append: false });
    expect(state.items.map((i) => i.id)).toEqual(['z']);
  });

  it('skips a fetch while pending, and when sort and filter are unchanged and not idle', () => {
    const idle = initialCollectionState<Item>();
    expect(shouldFetch(idle, [], [])).toBe(true);
    const pending = collectionReducer(idle, { type: 'fetchStarted', sort: [], filter: [] });
    expect(shouldFetch(pending, byName, [])).toBe(false);
    const state = loaded();
    expect(shouldFetch(state, byName, [])).toBe(false);
    expect(shouldFetch(state, [], [])).toBe(true);
    expect(shouldFetch(state, byName, [{ property: 'status', comparator: '=', value: 'LIVE' }])).toBe(true);
  });

  it('allows the next page only while the current page is below the maximum', () => {
    const state = loaded();
    expect(canFetchNextPage(state)).toBe(true);
    expect(canFetchNextPage({ ...state, currentPage: 2 })).toBe(false);
    expect(canFetchNextPage({ ...state, status: 'PENDING' })).toBe(false);
  });

  it('deleting removes the item and lowers the total by one; creating stores the entity', () => {
    let state = loaded();
    state = collectionReducer(state, { type: 'itemDeleted', isItem: (i) => i.id === 'a' });
    expect(state.items.map((i) => i.id)).toEqual(['b']);
    expect(state.totalItems).toBe(2);
    expect(collectionReducer(state, { type: 'itemDeleted', isItem: (i) => i.id === 'nope' })).toBe(state);
    state = collectionReducer(state, { type: 'itemCreated', item: { id: 'n' } });
    expect(state.created).toEqual({ id: 'n' });
  });

  it('keeps a failure as a serialisable error', () => {
    const state = collectionReducer(loaded(), {
      type: 'fetchFailed',
      error: { kind: 'API', message: 'boom', status: 500, details: [] },
    });
    expect(state.status).toBe('FAILED');
    expect(JSON.parse(JSON.stringify(state.error))).toEqual(state.error);
  });
});
