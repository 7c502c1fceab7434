import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noopAnalyticsSink, setAnalyticsSink, type AnalyticsEvent } from '../../../shared/analytics/analytics';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { jsonReply, renderRoutes } from '../../../test/render';
import { BUYER, resultItem, searchPage } from '../testing/search-fixtures';
import { SEARCH_TEST_ROUTES } from '../testing/search-routes';

let events: AnalyticsEvent[] = [];
beforeEach(() => {
  events = [];
  setAnalyticsSink({ send: (event) => events.push(event) });
  signInAs(BUYER.id, BUYER.roles);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
  sessionStorage.clear();
  setAnalyticsSink(noopAnalyticsSink);
});

const SEARCH = 'GET /api/universal/search-listings/';
const FILTER = 'material.product=COIL;materialDimensions.thickness>2.5;materialDimensions.thickness<3.5';
const open = (query = `?filter=${encodeURIComponent(FILTER)}`) =>
  renderRoutes(SEARCH_TEST_ROUTES, { path: `/search/results${query}` });

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => resultItem(String(from + i), { isNew: from + i === 1 }));

function pagedApi(total: number) {
  return fakeApi({
    'GET /api/universal/users/self': BUYER,
    [SEARCH]: (request: FakeRequest) => {
      const offset = Number(request.query.get('offset'));
      const count = Math.min(10, total - offset);
      return searchPage(items(offset + 1, count), { totalItems: total, currentPage: offset / 10 + 1 });
    },
  });
}

describe('/search/results', () => {
  it('sends the filter and the sort, shows cards with price including delivery, weight, location, expiry and the new marker', async () => {
    const api = pagedApi(12);
    open();
    const first = await screen.findByRole('article', { name: 'Coil CL-000001' });
    expect(api.to(SEARCH)[0]!.query.get('filter')).toBe(FILTER);
    expect(api.to(SEARCH)[0]!.query.get('sort')).toBe('RELEVANCE');
    expect(api.to(SEARCH)[0]!.query.get('limit')).toBe('10');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('£700.00 per tonne')).toBeInTheDocument();
    expect(within(first).getByText('Weight: 24.5 t')).toBeInTheDocument();
    expect(within(first).getByText('Germany', { exact: false })).toBeInTheDocument();
    expect(within(first).getByText(/Offered until 20 Mar 2026, 14:00/)).toBeInTheDocument();
    expect(within(first).getByText('Mild steel · Hot rolled · S355J2 · 3 × 1,500 mm')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Coil CL-000002' })).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('Number of results: 12')).toBeInTheDocument();
    expect(events.filter((e) => e.name === 'Search Listing Result')).toHaveLength(1);
    expect(events[0]!.properties).toMatchObject({ numberOfResults: 12, filter: FILTER, sort: 'RELEVANCE' });
  });

  it("loads each card's picture at the width its 96 px box needs, the first at once and the rest lazily (issue 25)", async () => {
    const picture = (n: number) => ({
      documentId: `p${n}`,
      kind: 'PICTURE' as const,
      contentType: 'image/jpeg',
      meta: { fileName: `coil-${n}.jpg`, size: 40_000, lastModifiedDate: null },
      createdAt: '2026-03-01T10:00:00Z',
      main: true,
      thumbnail: true,
    });
    const exchange = (request: FakeRequest) => {
      const id = request.path.split('/')[4];
      return {
        url: `/api/files/${id}-320`,
        expiresAt: '2026-03-10T09:05:00Z',
        thumbnails: [160, 320, 640].map((width) => ({ width, url: `/api/files/${id}-${width}` })),
      };
    };
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SEARCH]: searchPage([1, 2, 3].map((n) => resultItem(String(n), { picture: picture(n) }))),
      ...Object.fromEntries([1, 2, 3].map((n) => [`GET /api/universal/documents/p${n}/exchange`, exchange])),
    });
    open();
    const cards = await screen.findAllByRole('article');
    await waitFor(() => expect(cards.map((card) => card.querySelector('img'))).not.toContain(null));
    const [first, second, third] = cards.map((card) => card.querySelector('img')!);
    expect(first!.getAttribute('src')).toBe('/api/files/p1-320');
    expect(first!.getAttribute('srcset')).toBe(
      '/api/files/p1-160 160w, /api/files/p1-320 320w, /api/files/p1-640 640w',
    );
    expect(first!.getAttribute('sizes')).toBe('96px');
    expect([first, second, third].map((img) => img!.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(third!.getAttribute('decoding')).toBe('async');
    expect(api.to('GET /api/universal/documents/p2/exchange')[0]!.query.get('variant')).toBe('thumbnail');
  });

  it('loads the next page with Load more and hides it at the end', async () => {
    const api = pagedApi(12);
    open();
    await screen.findByRole('article', { name: 'Coil CL-000010' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Coil CL-000012' });
    expect(api.to(SEARCH)[1]!.query.get('offset')).toBe('10');
    expect(api.to(SEARCH)[1]!.query.get('filter')).toBe(FILTER);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('12 of 12 shown')).toBeInTheDocument();
  });

  it('shows a capped count as "1000+" and keeps loading while more exist', async () => {
    // the server counts no further than 1,000 past the page asked for (decision 65)
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SEARCH]: (request: FakeRequest) => {
        const offset = Number(request.query.get('offset'));
        return {
          ...searchPage(items(offset + 1, 10), { totalItems: offset + 1000, currentPage: offset / 10 + 1 }),
          totalItemsCapped: true,
        };
      },
    });
    open();
    await screen.findByRole('article', { name: 'Coil CL-000010' });
    expect(screen.getByText('Number of results: 1000+')).toBeInTheDocument();
    expect(screen.getByText('10 of 1000+ shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Coil CL-000020' });
    expect(api.to(SEARCH)[1]!.query.get('offset')).toBe('10');
    expect(screen.getByText('20 of 1010+ shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('sorts by the chosen code and keeps it in the address', async () => {
    const api = pagedApi(3);
    open();
    await screen.findByRole('article', { name: 'Coil CL-000001' });
    fireEvent.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price, lowest first', hidden: true }));
    await waitFor(() => expect(api.to(SEARCH)).toHaveLength(2));
    expect(api.to(SEARCH)[1]!.query.get('sort')).toBe('PRICE_ASCENDING');
    expect(screen.getByTestId('location').textContent).toContain('sort=PRICE_ASCENDING');
  });

  it('shows the alternatives with how each differs, and reports a click', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SEARCH]: searchPage([], {
        alternatives: [
          resultItem('7', {
            differences: [
              { field: 'thickness', code: 'ABOVE', requested: '2.5–3.5', actual: '3.8' },
              { field: 'grade', code: 'NEIGHBOURING', requested: 'S355J2', actual: 'S355K2' },
            ],
          }),
        ],
      }),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Alternative results' });
    expect(screen.getByText('No listing matches your search')).toBeInTheDocument();
    expect(within(section).getByText('Thickness 3.8 mm, above your 2.5–3.5 mm')).toBeInTheDocument();
    expect(within(section).getByText('Neighbouring grade S355K2 instead of S355J2')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('link', { name: 'Coil' }));
    const click = events.find((e) => e.name === 'Search Result Clicked');
    expect(click?.properties).toMatchObject({ listingId: '7', alternative: true, position: 1 });
    expect(await screen.findByTestId('location')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/details/7'));
  });

  it('searches packages on their own route', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/search-packages/': searchPage([
        resultItem('p-1', {
          kind: 'PACKAGE',
          packageTitle: 'Mixed sheets',
          listingNumber: 'PK-000003',
          material: { product: 'PACKAGE', materialType: 'MILD_STEEL' },
          materialDimensions: null,
        }),
      ]),
    });
    renderRoutes(SEARCH_TEST_ROUTES, { path: '/search/packages/results?filter=material.materialType%3DMILD_STEEL' });
    const card = await screen.findByRole('article', { name: 'Mixed sheets PK-000003' });
    expect(api.to('GET /api/universal/search-packages/')[0]!.query.get('filter')).toBe(
      'material.materialType=MILD_STEEL',
    );
    expect(within(card).getByRole('link', { name: 'Mixed sheets' }).getAttribute('href')).toBe(
      '/search/packages/details/p-1',
    );
  });

  it('saves the search as an alert with a comment, says how many listings match and tracks Create Alert', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SEARCH]: searchPage(items(1, 3), { totalItems: 3 }),
      'POST /api/universal/listing-alerts/': { id: 'a1', numberOfListings: 3 },
    });
    open();
    await screen.findByRole('article', { name: 'Coil CL-000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as alert' }));
    fireEvent.change(await screen.findByLabelText('Comment (optional)'), { target: { value: ' For the Leeds site ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Alert saved. Listings matching now: 3')).toBeInTheDocument();
    expect(api.to('POST /api/universal/listing-alerts/')[0]!.body).toEqual({
      enabled: true,
      type: 'SEARCH',
      filterQuery: FILTER,
      comment: 'For the Leeds site',
    });
    expect(events.find((e) => e.name === 'Create Alert')?.properties).toMatchObject({
      type: 'SEARCH',
      filter: FILTER,
      numberOfListings: 3,
    });
  });

  it('tells when the alert cannot be created and tracks nothing', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SEARCH]: searchPage(items(1, 1), { totalItems: 1 }),
      'POST /api/universal/listing-alerts/': jsonReply(500, { message: 'boom' }),
    });
    open();
    await screen.findByRole('article', { name: 'Coil CL-000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as alert' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save alert' }));
    expect(
      await screen.findByText('We cannot create your alert right now, please try again later.'),
    ).toBeInTheDocument();
    expect(events.some((e) => e.name === 'Create Alert')).toBe(false);
  });

  it('offers no alert without a filter', async () => {
    pagedApi(3);
    open('');
    await screen.findByRole('article', { name: 'Coil CL-000001' });
    expect(screen.queryByRole('button', { name: 'Save as alert' })).not.toBeInTheDocument();
  });

  it('back from a listing shows the pages loaded before without asking again, at the same place', async () => {
    const api = pagedApi(25);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = open();
    await screen.findByRole('article', { name: 'Coil CL-000010' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Coil CL-000020' });
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    await act(() => router.navigate('/search/details/15'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('article', { name: 'Coil CL-000020' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(api.to(SEARCH)).toHaveLength(2);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1234, left: 0 }));
  });
});
