import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListReply } from '@steelyard/domain/paging';
import { createQueryClient } from '../api/query-client';
import type { PageRequest } from './collection-query';
import { useShrinkingCollection } from './use-shrinking-collection';

type Item = { id: string };

/** A server queue of `ids` (two a page) whose items leave it when `decide` is called. */
function serverQueue(ids: string[]) {
  const waiting = [...ids];
  const fetchPage = vi.fn(async (r: PageRequest): Promise<ListReply<Item>> => {
    const page = waiting.slice(r.offset, r.offset + r.limit).map((id) => ({ id }));
    return {
      items: page,
      currentPage: Math.floor(r.offset / r.limit) + 1,
      maxPages: Math.max(1, Math.ceil(waiting.length / r.limit)),
      totalItems: waiting.length,
    };
  });
  const decide = (id: string) => waiting.splice(waiting.indexOf(id), 1);
  return { fetchPage, decide };
}

const getId = (item: Item) => item.id;
const queryKey = ['test-queue'];
/** The app's query client, fresh for each render. */
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useShrinkingCollection', () => {
  it('asks for the next page that many rows earlier as items were acted on, and misses none', async () => {
    const queue = serverQueue(['a', 'b', 'c', 'd', 'e']);
    const { result } = renderHook(
      () => useShrinkingCollection<Item>({ queryKey, fetchPage: queue.fetchPage, getId, pageSize: 2 }),
      { wrapper },
    );
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.items.map(getId)).toEqual(['a', 'b']));
    queue.decide('a');
    act(() => result.current.removeActedOn('a'));
    act(() => {
      result.current.loadNextPage();
    });
    await waitFor(() => expect(result.current.items.map(getId)).toEqual(['b', 'c', 'd']));
    // page 2 of the shrunk queue starts at its row 1, not 2: c is not skipped
    expect(queue.fetchPage.mock.calls[1]![0]).toMatchObject({ offset: 1, limit: 2 });
  });

  it('refills a page emptied by actions with the next waiting items', async () => {
    const queue = serverQueue(['a', 'b', 'c']);
    const { result } = renderHook(
      () => useShrinkingCollection<Item>({ queryKey, fetchPage: queue.fetchPage, getId, pageSize: 2 }),
      { wrapper },
    );
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.items.map(getId)).toEqual(['a', 'b']));
    for (const id of ['a', 'b']) {
      queue.decide(id);
      act(() => result.current.removeActedOn(id));
    }
    await waitFor(() => expect(result.current.items.map(getId)).toEqual(['c']));
  });

  it('shows an item once when a shifted page brings it again', async () => {
    const fetchPage = vi.fn(async (r: PageRequest): Promise<ListReply<Item>> => ({
      items: (r.offset === 0 ? ['a', 'b'] : ['b', 'c']).map((id) => ({ id })),
      currentPage: r.offset === 0 ? 1 : 2,
      maxPages: 2,
      totalItems: 4,
    }));
    const { result } = renderHook(() => useShrinkingCollection<Item>({ queryKey, fetchPage, getId, pageSize: 2 }), {
      wrapper,
    });
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.status).toBe('SUCCESS'));
    act(() => {
      result.current.loadNextPage();
    });
    await waitFor(() => expect(result.current.items.map(getId)).toEqual(['a', 'b', 'c']));
  });
});
