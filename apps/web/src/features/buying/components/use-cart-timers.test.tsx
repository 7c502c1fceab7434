import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../../../shared/ui/toast-area';
import { renderWithProviders } from '../../../test/render';
import { useCartTimers } from './use-cart-timers';

function Probe({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  useCartTimers(expiresAt, onExpired);
  return <ToastArea />;
}

afterEach(() => vi.useRealTimers());

describe('cart timers', () => {
  it('reminds 30 and 10 minutes before the cart empties, then warns and refetches', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const onExpired = vi.fn();
    renderWithProviders(<Probe expiresAt="2026-11-22T10:31:00Z" onExpired={onExpired} />);
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Your cart will be emptied in 30 minutes.')).toBeInTheDocument();
    // the reminder is a 5 s toast
    await act(async () => void vi.advanceTimersByTime(5_500));
    // the closing transition
    await act(async () => void vi.advanceTimersByTime(1_000));
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Your cart will be emptied in 30 minutes.')).not.toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(20 * 60_000));
    expect(screen.getByText('Your cart will be emptied in 10 minutes.')).toBeInTheDocument();
    expect(onExpired).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Your cart reservation expired, so its items were removed.')).toBeInTheDocument();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
