import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session/session-store';
import { signInAs } from '../../test/fake-api';
import { jsonReply } from '../../test/render';
import { TARGET_PRICE_CHECK_DELAY_MS, useTargetPriceCheck, type TargetPriceCheckInput } from './target-price-check';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const REPLY = {
  currencyCode: 'GBP',
  minimumPerTonne: 48_276,
  minimumTotal: null,
  minimumPerItem: null,
  comparableListings: 1,
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const input = (patch: Partial<TargetPriceCheckInput> = {}): TargetPriceCheckInput => ({
  enabled: true,
  filter: 'material.product=COIL',
  currencyCode: 'GBP',
  weight: 10,
  numberOfItems: null,
  targetPerTonne: 40_000,
  ...patch,
});

describe('useTargetPriceCheck', () => {
  it('aborts the request of a form that has moved on and answers for the newest (issue 23, item 21)', async () => {
    signInAs('u1');
    const requests: { weight: string | null; signal: AbortSignal }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((uri: string, init: RequestInit = {}) => {
        const signal = init.signal!;
        const weight = new URL(uri, 'http://localhost').searchParams.get('weight');
        requests.push({ weight, signal });
        // the first request hangs until aborted; later ones answer
        if (requests.length > 1) return Promise.resolve(jsonReply(200, REPLY));
        return new Promise<Response>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }),
    );
    const { result, rerender } = renderHook((props: TargetPriceCheckInput) => useTargetPriceCheck(props), {
      wrapper,
      initialProps: input(),
    });
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 3_000 });
    rerender(input({ weight: 12 }));
    await waitFor(() => expect(result.current.tooLow).toBe(true), { timeout: 3_000 });
    expect(requests.map((r) => r.weight)).toEqual(['10', '12']);
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('asks nothing without the feature or without a target', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    try {
      renderHook(() => useTargetPriceCheck(input({ enabled: false })), { wrapper });
      renderHook(() => useTargetPriceCheck(input({ targetPerTonne: null })), { wrapper });
      // the control: a complete input with the feature is checked once the debounce is over
      renderHook(() => useTargetPriceCheck(input()), { wrapper });
      await vi.advanceTimersByTimeAsync(TARGET_PRICE_CHECK_DELAY_MS * 2);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
