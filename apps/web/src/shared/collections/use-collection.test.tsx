import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListReply } from '@steelyard/domain/paging';
import { ApiError } from '../api/api-error';
import { createQueryClient } from '../api/query-client';
import { setUnauthenticatedHandler } from '../session/auth-events';
import type { PageRequest } from './collection-query';
import { useCollection } from './use-collection';

type Item = { id: string };
const reply = (ids: string[], currentPage: number, maxPages: number): ListReply<Item> => ({
  items: ids.map((id) => ({ id })),
  currentPage,
  maxPages,
  totalItems: maxPages * 2,
});

afterEach(() => setUnauthenticatedHandler(null));

const queryKey = ['test-items'];
/** The app's query client, fresh for each render. */
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useCollection', () => {
  it('loads, skips an unchanged reload, appends the next page and sends sort and filter', async () => {
    const fetchPage = vi.fn(async (r: PageRequest) =>
      reply(r.offset === 0 ? ['a', 'b'] : ['c', 'd'], r.offset / 2 + 1, 2),
    );
    const { result } = renderHook(() => useCollection<Item>({ queryKey, fetchPage, getId: (i) => i.id, pageSize: 2 }), {
      wrapper,
    });
    act(() => {
      result.current.load({
        sort: [{ property: 'name', direction: 'asc' }],
        filter: [{ property: 'status', comparator: '=', value: ['A', 'B'] }],
      });
    });
    expect(result.current.status).toBe('PENDING');
    await waitFor(() => expect(result.current.status).toBe('SUCCESS'));
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ limit: 2, offset: 0, sort: 'name:asc', filter: 'status=A|B' });
    let started = true;
    act(() => {
      started = result.current.load();
    });
    expect(started).toBe(false);
    act(() => {
      result.current.loadNextPage();
    });
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.canLoadMore).toBe(false);
    act(() => result.current.removeItem('a'));
    expect(result.current.totalItems).toBe(3);
  });

  it('a new load replaces the items, a next page appends them, and creating stores the entity', async () => {
    const fetchPage = vi.fn(async (r: PageRequest) =>
      r.sort ? reply(['z'], 1, 1) : reply(r.offset === 0 ? ['a', 'b'] : ['c'], r.offset / 2 + 1, 2),
    );
    const { result } = renderHook(() => useCollection<Item>({ queryKey, fetchPage, getId: (i) => i.id, pageSize: 2 }), {
      wrapper,
    });
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.status).toBe('SUCCESS'));
    act(() => {
      result.current.loadNextPage();
    });
    expect(result.current.status).toBe('PAGING_PENDING');
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c']));
    act(() => {
      result.current.load({ sort: [{ property: 'name', direction: 'asc' }] });
    });
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['z']));
    act(() => result.current.addItem({ id: 'n' }));
    expect(result.current.created).toEqual({ id: 'n' });
  });

  it('a forced load fetches the first page alone and replaces the pages shown', async () => {
    const fetchPage = vi.fn(async (r: PageRequest) => reply(r.offset === 0 ? ['a', 'b'] : ['c'], r.offset / 2 + 1, 2));
    const { result } = renderHook(() => useCollection<Item>({ queryKey, fetchPage, getId: (i) => i.id, pageSize: 2 }), {
      wrapper,
    });
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.status).toBe('SUCCESS'));
    act(() => {
      result.current.loadNextPage();
    });
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c']));
    act(() => {
      result.current.load({ force: true });
    });
    expect(result.current.status).toBe('PENDING');
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b']));
    expect(fetchPage.mock.calls.map(([r]) => r.offset)).toEqual([0, 2, 0]);
    expect(result.current.canLoadMore).toBe(true);
  });

  it('keeps an item removed while the next page loads out of the list once that page is in', async () => {
    let releasePage2: () => void = () => undefined;
    const fetchPage = vi.fn(async (r: PageRequest) => {
      if (r.offset > 0) await new Promise<void>((resolve) => (releasePage2 = resolve));
      return reply(r.offset === 0 ? ['a', 'b'] : ['c', 'd'], r.offset / 2 + 1, 2);
    });
    const { result } = renderHook(() => useCollection<Item>({ queryKey, fetchPage, getId: (i) => i.id, pageSize: 2 }), {
      wrapper,
    });
    act(() => {
      result.current.load();
    });
    await waitFor(() => expect(result.current.status).toBe('SUCCESS'));
    act(() => {
      result.current.loadNextPage();
    });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    act(() => result.current.removeItem('a'));
    expect(result.current.items.map((i) => i.id)).toEqual(['b']);
    act(() => releasePage2());
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['b', 'c', 'd']));
  });

  it('an authentication error triggers re-login; other errors go to the handler', async () => {
    const unauthenticated = vi.fn();
    setUnauthenticatedHandler(unauthenticated);
    const onError = vi.fn();
    const failing = vi.fn(async (): Promise<ListReply<Item>> => {
      throw new ApiError({ kind: 'AUTHENTICATION_REQUIRED', status: 401, message: 'gone' });
    });
    const first = renderHook(() => useCollection<Item>({ queryKey, fetchPage: failing, getId: (i) => i.id, onError }), {
      wrapper,
    });
    act(() => {
      first.result.current.load();
    });
    await waitFor(() => expect(first.result.current.status).toBe('FAILED'));
    expect(unauthenticated).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(first.result.current.error).toMatchObject({ kind: 'AUTHENTICATION_REQUIRED' });
    // kept serialisable
    expect(JSON.parse(JSON.stringify(first.result.current.error))).toEqual(first.result.current.error);

    const broken = vi.fn(async (): Promise<ListReply<Item>> => {
      throw new ApiError({ kind: 'API', status: 500, message: 'boom' });
    });
    const second = renderHook(() => useCollection<Item>({ queryKey, fetchPage: broken, getId: (i) => i.id, onError }), {
      wrapper,
    });
    act(() => {
      second.result.current.load();
    });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });
});

function List({ fetchPage }: { fetchPage: (r: PageRequest) => Promise<ListReply<Item>> }) {
  const { load, status, items } = useCollection<Item>({ queryKey, fetchPage, getId: (i) => i.id });
  useEffect(() => {
    load();
  }, [load]);
  return <output data-testid="state">{`${status}:${items.map((i) => i.id).join(',')}`}</output>;
}

describe('useCollection under StrictMode', () => {
  it('loads after the simulated unmount aborted the first request', async () => {
    const fetchPage = vi.fn(async (r: PageRequest): Promise<ListReply<Item>> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (r.signal.aborted) throw new DOMException('aborted', 'AbortError');
      return { items: [{ id: 'a' }], currentPage: 1, maxPages: 1, totalItems: 1 };
    });
    render(
      <StrictMode>
        <List fetchPage={fetchPage} />
      </StrictMode>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('SUCCESS:a'));
  });
});
