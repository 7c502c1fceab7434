import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshSelfUpdates, selfUpdatesKeys, selfUpdatesQueryOptions } from './self-updates';

describe('refreshSelfUpdates', () => {
  it('answers with the counts after a change even when the first poll was still in flight', async () => {
    const queryClient = new QueryClient();
    let cartEntries = 0;
    let release: () => void = () => undefined;
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: selfUpdatesKeys.forUser('u-1'),
      queryFn: async () => {
        calls += 1;
        const seen = cartEntries;
        // the first poll reads the cart before the entry goes in, and answers late
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return { cartEntries: seen };
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    cartEntries = 1;
    const refreshed = refreshSelfUpdates(queryClient);
    release();
    await refreshed;
    expect(queryClient.getQueryData(selfUpdatesKeys.forUser('u-1'))).toEqual({ cartEntries: 1 });
    expect(calls).toBe(2);
    unsubscribe();
  });
});

describe('readers of the navigation poll', () => {
  it('do not take the fetch away from a refresh, whichever observer set the options last', async () => {
    const queryClient = new QueryClient();
    let calls = 0;
    const options = selfUpdatesQueryOptions('u-1');
    const reply = () => ({
      cartDetails: { count: ++calls, expiresAt: null },
      offers: { buyerCount: 0, sellerCount: 0 },
    });
    const poller = new QueryObserver(queryClient, { ...options, queryFn: async () => reply() });
    const stopPoller = poller.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(1));
    // a reader as useSelfUpdatesReading makes it, subscribed after the poller (the reminders and toasts mount later)
    const reader = new QueryObserver(queryClient, {
      ...options,
      queryFn: async () => reply(),
      enabled: false,
    });
    const stopReader = reader.subscribe(() => undefined);
    await refreshSelfUpdates(queryClient);
    expect(calls).toBe(2);
    expect(queryClient.getQueryData(options.queryKey)?.cartDetails.count).toBe(2);
    stopReader();
    stopPoller();
  });

  it('a reader with skipToken instead would leave the refresh without a request (the stale cart count)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const poller = new QueryObserver(queryClient, {
      queryKey: selfUpdatesKeys.forUser('u-1'),
      queryFn: async () => ({ call: ++calls }),
    });
    const stopPoller = poller.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(1));
    const reader = new QueryObserver(queryClient, { queryKey: selfUpdatesKeys.forUser('u-1'), queryFn: skipToken });
    const stopReader = reader.subscribe(() => undefined);
    await refreshSelfUpdates(queryClient);
    expect(calls).toBe(1);
    stopReader();
    stopPoller();
  });
});
