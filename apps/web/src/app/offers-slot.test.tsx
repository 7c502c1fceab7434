import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NegotiationSlotProvider, useListingHasNegotiations } from '../shared/listings/negotiation-slots';
import { clearSession } from '../shared/session/session-store';
import { fakeApi, signInAs } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { negotiation, SELLER } from '../features/offers/testing/offers-fixtures';
import { OFFER_SLOTS, preloadOfferHooks } from './offers-slot';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function Probe({ listingId }: { listingId: string }) {
  return <p>{useListingHasNegotiations(listingId) ? 'negotiated' : 'plain'}</p>;
}

describe('offers slot', () => {
  it('tells My Listings whether the seller’s listing has negotiations, and nothing without the offers feature', async () => {
    signInAs(SELLER.id, SELLER.roles);
    fakeApi({
      'GET /api/universal/users/self': SELLER,
      'GET /api/universal/negotiations/by-listing/l1': [negotiation({ viewerSide: 'SELLER' })],
      'GET /api/universal/negotiations/by-listing/l2': [],
    });
    // My Listings' routes start loading the hook with the page (router.tsx); the first caller would suspend
    await preloadOfferHooks();
    renderWithProviders(
      <NegotiationSlotProvider value={OFFER_SLOTS}>
        <Probe listingId="l1" />
        <Probe listingId="l2" />
      </NegotiationSlotProvider>,
    );
    expect(await screen.findByText('negotiated')).toBeInTheDocument();
    expect(screen.getByText('plain')).toBeInTheDocument();
  });

  it('answers false where no offers feature is provided', () => {
    renderWithProviders(<Probe listingId="l1" />);
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});
