import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshSelfUpdates, selfUpdatesKeys } from './self-updates-keys';

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
