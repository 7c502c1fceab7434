import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { BUYER, ORGANISATION, cert, liveListing } from '../testing/search-fixtures';
import { SEARCH_TEST_ROUTES } from '../testing/search-routes';

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/search/details/:listingId', { timeout: 20_000 }, () => {
  it('shows the material, files, the price summary with VAT and the delivery of a live listing', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/universal/listings/l-1': liveListing({
        testCertificates: [cert('mill-cert')],
        status: { value: 'PUBLISHED', reason: null, modifiedAt: new Date(Date.now() - 3_600_000).toISOString() },
      }),
    });
    renderRoutes(SEARCH_TEST_ROUTES, { path: '/search/details/l-1' });
    expect(await screen.findByRole('heading', { name: 'Coil', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('CL-000012')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    const material = section('Material');
    expect(within(material).getByText('S355J2')).toBeInTheDocument();
    expect(within(material).getByText('1,500 mm')).toBeInTheDocument();
    expect(within(material).getByText('Germany')).toBeInTheDocument();
    expect(within(material).getByText('Clean coil from stock.')).toBeInTheDocument();
    const files = section('Pictures and certificates');
    expect(within(files).getByText('No pictures')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Open mill-cert.pdf' })).toBeInTheDocument();
    const price = section('Price summary');
    expect(within(price).getByText('£700.00 per tonne')).toBeInTheDocument();
    expect(within(price).getByText('£17,150.00')).toBeInTheDocument();
    expect(await within(price).findByText('VAT (20 %)')).toBeInTheDocument();
    expect(within(price).getByText('£3,430.00')).toBeInTheDocument();
    expect(within(price).getByText('£20,580.00')).toBeInTheDocument();
    const delivery = section('Delivery');
    expect(within(delivery).getByText('Within 1 week')).toBeInTheDocument();
    expect(within(delivery).getByText('Germany', { exact: false })).toBeInTheDocument();
    // buying and offers come with their own issues: no placeholders
    expect(screen.queryByRole('button', { name: /buy|cart|offer/i })).not.toBeInTheDocument();
  });

  it('leaves the delivery promise out when the seller gave none', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/universal/listings/l-1': liveListing({ deliveryPromise: null }),
    });
    renderRoutes(SEARCH_TEST_ROUTES, { path: '/search/details/l-1' });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).queryByText("Seller's delivery promise")).not.toBeInTheDocument();
    expect(within(delivery).getByText('Material location')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('says when the listing is no longer available', async () => {
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    renderRoutes(SEARCH_TEST_ROUTES, { path: '/search/details/gone' });
    expect(await screen.findByText('This offer is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New search' }).getAttribute('href')).toBe('/search');
  });
});
