import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ALERT_TEST_ROUTES, BUYER, alert, resultItem, results } from '../testing/alerts-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('/my-alerts/search', () => {
  it('links a listing to its details under My Alerts and a package to the package details', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/listing-alerts/a1': alert({ id: 'a1' }),
      'GET /api/universal/search-listings/by-alert/a1': results([
        resultItem({ id: 'l1' }),
        resultItem({
          id: 'p1',
          kind: 'PACKAGE',
          listingNumber: 'PK-000004',
          packageTitle: 'Mixed sheets',
          material: { product: 'PACKAGE', materialType: 'MILD_STEEL' },
          materialDimensions: null,
        }),
      ]),
    });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts/search?alertId=a1' });
    const listing = await screen.findByRole('article', { name: /CL-000001$/ });
    expect(within(listing).getByRole('link').getAttribute('href')).toBe('/my-alerts/listing-details/l1?alertId=a1');
    const pkg = screen.getByRole('article', { name: /PK-000004$/ });
    expect(within(pkg).getByRole('link').getAttribute('href')).toBe('/search/packages/details/p1');
    expect(within(pkg).getByText('Mixed sheets')).toBeInTheDocument();
  });
});
