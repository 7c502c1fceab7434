import { describe, expect, it } from 'vitest';
import { canFetchNextPage, shouldFetch, withoutItem, type CollectionProgress } from './collection';

type Item = { id: string };
const page = (ids: string[], currentPage: number, maxPages: number, totalItems: number) => ({
  items: ids.map((id) => ({ id })),
  currentPage,
  maxPages,
  totalItems,
});
const byName = [{ property: 'name', direction: 'asc' as const }];

/** The first of two pages loaded, sorted by name. */
function loaded(): CollectionProgress {
  return { status: 'SUCCESS', currentPage: 1, maxPages: 2, sort: byName, filter: [] };
}

describe('collection rules', () => {
  it('skips a fetch while pending, and when sort and filter are unchanged and not idle', () => {
    const idle: CollectionProgress = { status: 'IDLE', currentPage: 0, maxPages: 0, sort: [], filter: [] };
    expect(shouldFetch(idle, [], [])).toBe(true);
    const pending: CollectionProgress = { ...idle, status: 'PENDING' };
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

  it('deleting removes the item from the cached pages and lowers the total by one', () => {
    const pages = { pages: [page(['a', 'b'], 1, 2, 3), page(['c'], 2, 2, 3)], pageParams: [0, 2] };
    const after = withoutItem<Item, ReturnType<typeof page>>(pages, (i) => i.id === 'a');
    expect(after!.pages.flatMap((p) => p.items).map((i) => i.id)).toEqual(['b', 'c']);
    expect(after!.pages[1]!.totalItems).toBe(2);
    expect(withoutItem<Item, ReturnType<typeof page>>(after, (i) => i.id === 'nope')).toBe(after);
  });
});
