import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selfUpdatesKeys } from '../../../shared/session/self-updates';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { signInAs } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { cartKeys } from '../api/cart';
import { CartReminders } from './cart-reminders';

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
  clearSession();
});

describe('CartReminders', () => {
  it('reminds on any page from the navigation poll, and refetches the cart when it empties', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    signInAs('u-buyer', ['BUYER']);
    const { queryClient } = renderWithProviders(
      <>
        <CartReminders />
        <ToastArea />
      </>,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      queryClient.setQueryData(selfUpdatesKeys.forUser('u-buyer'), {
        cartDetails: { count: 2, expiresAt: '2026-11-22T10:11:00Z' },
        offers: { buyerCount: 0, sellerCount: 0 },
      });
    });
    // the query cache tells its observers on the next tick
    await act(async () => void vi.advanceTimersByTime(1));
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Your cart will be emptied in 10 minutes.')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Your cart reservation expired, so its items were removed.')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: selfUpdatesKeys.all });
  });

  it('stays silent without a cart', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    signInAs('u-buyer', ['BUYER']);
    const { queryClient } = renderWithProviders(
      <>
        <CartReminders />
        <ToastArea />
      </>,
    );
    await act(async () => {
      queryClient.setQueryData(selfUpdatesKeys.forUser('u-buyer'), {
        cartDetails: { count: 0, expiresAt: null },
        offers: { buyerCount: 0, sellerCount: 0 },
      });
    });
    await act(async () => void vi.advanceTimersByTime(120 * 60_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your cart/)).not.toBeInTheDocument();
  });
});
