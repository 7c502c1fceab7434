import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@steelyard/domain/listings';
import { updateListingBody } from '@steelyard/domain/listings';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { liveListing, SELLER, startReplies, WIZARD_TEST_ROUTES } from '../testing/wizard-fixtures';

// Tuesday 10 March 2026, 09:00 in London
const NOW = new Date('2026-03-10T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

function start(item: Listing) {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi({
    ...startReplies(),
    'GET /api/universal/listings/l-1': item,
    'PUT /api/seller/listings/l-1': item,
    'POST /api/seller/listings/l-1/submit': { ...item, status: { ...item.status, value: 'REVIEW_REQUIRED' } },
  });
  const view = renderRoutes(WIZARD_TEST_ROUTES, { path: '/listings/edit/l-1' });
  return { calls, ...view };
}

describe('/listings/edit/:listingId', () => {
  it('corrects a rejected listing and submits it again with the seller terms', async () => {
    const rejected: Listing = {
      ...liveListing(),
      expiresAt: '2026-03-11T16:00:00Z',
      status: { value: 'REVIEW_REJECTED', reason: 'Grade missing', modifiedAt: '2026-03-09T10:00:00Z' },
    };
    const { calls, router } = start(rejected);
    await screen.findByRole('heading', { name: 'Edit listing CL-000001' });
    expect(screen.getByText('Grade missing')).toBeInTheDocument();
    // the SKU and the files stay when editing (unlike a copy)
    expect((screen.getByRole('textbox', { name: 'Your material ID (SKU)' }) as HTMLInputElement).value).toBe('OLD-SKU');
    expect(screen.getByText('mill.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    await act(() => router.navigate('/listings/edit/l-1/summary'));
    await screen.findByRole('heading', { name: 'Review your changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit for review' }));
    expect(await screen.findByText('Please accept the seller terms to submit the listing.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1'));
    const body = calls.to('PUT /api/seller/listings/l-1')[0]!.body as Record<string, unknown>;
    expect(updateListingBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ internalSellerSku: 'OLD-SKU', testCertificates: [{ documentId: 'doc-cert' }] });
    expect(body).not.toHaveProperty('sellerTermsAccepted');
    expect(calls.to('POST /api/seller/listings/l-1/submit')[0]!.body).toEqual({ sellerTermsAccepted: true });
  });

  it('keeps a live listing’s expiry and auto-renewal and shows the renewal page after saving', async () => {
    const live: Listing = {
      ...liveListing(),
      expiresAt: '2026-03-20T18:00:00Z',
      autoRenew: { enabled: true, expiresAt: null },
    };
    const { calls, router } = start(live);
    await screen.findByRole('heading', { name: 'Edit listing CL-000001' });
    await act(() => router.navigate('/listings/edit/l-1/summary'));
    await screen.findByRole('heading', { name: 'Review your changes' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    expect(calls.to('PUT /api/seller/listings/l-1')[0]!.body).toMatchObject({
      expiresAt: '2026-03-20T18:00:00Z',
      autoRenew: true,
    });
    expect(calls.to('POST /api/seller/listings/l-1/submit')).toHaveLength(0);
    // the renewal page is told what buyers see: nothing changed, nothing waits for review
    expect(router.state.location.state).toEqual({
      number: 'CL-000001',
      change: 'EDIT',
      priceChanged: false,
      revisionWaiting: false,
    });
  });

  it('edits a live listing from its changes waiting for review and tells the renewal page they wait (issue 23)', async () => {
    const base = liveListing();
    const live: Listing = {
      ...base,
      expiresAt: '2026-03-20T18:00:00Z',
      hasPendingChanges: true,
      revision: {
        submittedAt: '2026-03-09T10:00:00Z',
        changedFields: ['material', 'description'],
        content: { ...base, material: { ...base.material, grade: 'S355J2' }, description: 'Edge trimmed' },
      },
    };
    const { calls, router } = start(live);
    await screen.findByRole('heading', { name: 'Edit listing CL-000001' });
    expect(screen.getByText(/are checked by our team before buyers see them/)).toBeInTheDocument();
    await act(() => router.navigate('/listings/edit/l-1/summary'));
    await screen.findByRole('heading', { name: 'Review your changes' });
    expect(
      screen.getByText(/Buyers keep seeing the current version until our team has approved your changes/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    // saving again keeps the changes that wait (the wizard started from them), not the live version
    expect(calls.to('PUT /api/seller/listings/l-1')[0]!.body).toMatchObject({
      material: { grade: 'S355J2' },
      description: 'Edge trimmed',
      tradeUnit: 'TON',
    });
    expect(router.state.location.state).toEqual({
      number: 'CL-000001',
      change: 'EDIT',
      priceChanged: false,
      revisionWaiting: true,
    });
  });
});
