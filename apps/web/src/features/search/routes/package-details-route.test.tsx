import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingPackage } from '@steelyard/domain/packages';
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

function livePackage(): ListingPackage {
  const {
    listingNumber,
    materialDimensions,
    numberOfItems,
    tradeUnitCalculation,
    deliveryPromise,
    testCertificates,
    revision,
    ...rest
  } = liveListing();
  void [listingNumber, materialDimensions, numberOfItems, tradeUnitCalculation, deliveryPromise, testCertificates];
  void revision;
  return {
    ...rest,
    id: 'p-1',
    packageNumber: 'PK-000003',
    material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
    packageTitle: 'Mixed hot rolled sheets',
    packageDescription: 'Offcuts from a cancelled order.',
    packageDocument: {
      ...cert('list-1'),
      kind: 'PACKAGE_LIST',
      meta: { fileName: 'package-list.xlsx', size: 12_000, lastModifiedDate: null },
    },
    deliveryTimeframe: 'WITHIN_2_WEEKS',
    certificates: [],
    prime: false,
  };
}

describe('/search/packages/details/:packageId', { timeout: 20_000 }, () => {
  it('shows the package list, price summary and delivery of a live package', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/universal/packaging/packages/p-1': livePackage(),
    });
    renderRoutes(SEARCH_TEST_ROUTES, { path: '/search/packages/details/p-1' });
    expect(await screen.findByRole('heading', { name: 'Mixed hot rolled sheets', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Package list' });
    expect(within(list).getByText('Offcuts from a cancelled order.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Open package-list.xlsx' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price summary' })).getByText('£17,150.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('Within 2 weeks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /buy|cart|offer/i })).not.toBeInTheDocument();
  });
});
