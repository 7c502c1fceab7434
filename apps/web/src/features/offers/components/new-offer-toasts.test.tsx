import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { selfUpdatesKeys, useSelfUpdatesReading } from '../../../shared/session/self-updates';
import { clearSession, sessionFromTokens, setSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { fakeAccessToken, renderWithProviders } from '../../../test/render';
import { BUYER } from '../testing/offers-fixtures';
import { NewOfferToasts } from './new-offer-toasts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const updates = (buyerCount: number, sellerCount: number): SelfUpdatesReply => ({
  cartDetails: { count: 0, expiresAt: null },
  offers: { buyerCount, sellerCount },
});

/** The counts as the toasts read them: shown in the same render, so a test knows a reading was seen. */
function ReadingProbe({ userId }: { userId: string }) {
  const { data } = useSelfUpdatesReading(userId);
  return data ? <p>{`read ${data.offers.buyerCount}/${data.offers.sellerCount}`}</p> : null;
}

describe('new-offer toasts', () => {
  it('toasts when the polled count of the user’s side rises, not at the first reading', async () => {
    signInAs(BUYER.id, BUYER.roles);
    // a buyer who is also a seller
    fakeApi({ 'GET /api/universal/users/self': { ...BUYER, roles: ['BUYER', 'SELLER'] } });
    const view = renderWithProviders(
      <>
        <ToastArea />
        <NewOfferToasts />
        <ReadingProbe userId={BUYER.id} />
      </>,
    );
    const key = selfUpdatesKeys.forUser(BUYER.id);
    // the user's permissions are known first
    await act(async () => {
      await view.queryClient.fetchQuery({
        queryKey: ['users', 'self', BUYER.id],
        queryFn: async () => ({ ...BUYER, roles: ['BUYER', 'SELLER'] }),
      });
    });
    act(() => view.queryClient.setQueryData(key, updates(1, 0)));
    expect(await screen.findByText('read 1/0')).toBeInTheDocument();
    act(() => view.queryClient.setQueryData(key, updates(1, 1)));
    expect(
      await screen.findByText('You have received a new offer. Open Manage Offers to respond.'),
    ).toBeInTheDocument();
    // a toast for the first reading's buyer count would have been shown before this one
    expect(screen.queryByText(/responded to your offer/)).not.toBeInTheDocument();

    act(() => view.queryClient.setQueryData(key, updates(2, 1)));
    expect(
      await screen.findByText('A seller has responded to your offer. Open My Offers to see it.'),
    ).toBeInTheDocument();
  });

  it('asks nothing for an operator', async () => {
    setSession(
      sessionFromTokens(
        {
          accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['OPERATOR'] }),
          refreshToken: 'r1',
          accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
          refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
          userId: 'op-1',
        },
        'ADMIN',
      ),
    );
    const calls = fakeApi({});
    const view = renderWithProviders(<NewOfferToasts />);
    // nothing subscribes to a query (the cache is filled while rendering), so nothing can be asked later
    expect(view.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(calls.requests).toHaveLength(0);
  });
});
