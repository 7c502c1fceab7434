import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { TARGET_PRICE_CHECK_DELAY_MS } from '../../../shared/listings/target-price-check';
import { TARGET_PRICE_MESSAGES } from '@steelyard/domain/target-price';
import { BUYER, searchPage } from '../testing/search-fixtures';
import { SEARCH_TEST_ROUTES } from '../testing/search-routes';

const MINIMUM = 'GET /api/universal/search-listings/target-price-minimum';
const TOO_LOW = TARGET_PRICE_MESSAGES.tooLow;
const api = (features = BUYER.features, organisation = BUYER.organisation) =>
  fakeApi({
    'GET /api/universal/users/self': { ...BUYER, features, organisation },
    'GET /api/universal/search-listings/': searchPage([]),
    'GET /api/universal/search-packages/': searchPage([]),
    [MINIMUM]: {
      currencyCode: 'GBP',
      minimumPerTonne: 55_680,
      minimumTotal: null,
      minimumPerItem: null,
      comparableListings: 5,
    },
  });

beforeEach(() => {
  signInAs(BUYER.id, BUYER.roles);
  api();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const open = (query = '') => renderRoutes(SEARCH_TEST_ROUTES, { path: `/search${query}` });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function choose(label: string, option: string) {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

// the Mantine selects take a while on a busy machine
describe('/search', { timeout: 30_000 }, () => {
  it('turns the form into the filter of the results page', async () => {
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    await choose('Product', 'Coil');
    await choose('Material type', 'Mild steel');
    await choose('Definition', 'Hot rolled');
    fireEvent.change(input('Thickness from'), { target: { value: '2.5' } });
    fireEvent.change(input('Thickness to'), { target: { value: '3.5' } });
    fireEvent.change(input('Width from'), { target: { value: '1500' } });
    fireEvent.change(input('Width to'), { target: { value: '1500' } });
    fireEvent.change(input('Weight at least'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Prime' }));
    expect(screen.getByRole('note').textContent).toContain('both ends included');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toContain('/search/results?filter='));
    expect(location()).toBe(
      '/search/results?filter=material.product=COIL;material.materialType=MILD_STEEL;material.definition=HOT_ROLLED;' +
        'materialDimensions.thickness>2.5;materialDimensions.thickness<3.5;materialDimensions.width=1500;weight>20;prime=true',
    );
  });

  it('hides fields that do not apply, offers no free-text OTHER, and clears later choices', async () => {
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    expect(screen.queryByLabelText('Colour', { selector: 'input' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Choose a product to search by specification, grade, finish and coating.'),
    ).toBeInTheDocument();
    await choose('Product', 'Coil');
    expect(screen.queryByLabelText('Length from', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Plate type', { selector: 'input' })).not.toBeInTheDocument();
    await choose('Material type', 'Pre-painted steel');
    fireEvent.click(input('Colour'));
    expect(screen.queryByRole('option', { name: 'Other', hidden: true })).not.toBeInTheDocument();
    await choose('Product', 'Plate');
    expect(screen.getByLabelText('Length from', { selector: 'input' })).toBeInTheDocument();
  });

  it('refuses a minimum above the maximum', async () => {
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    fireEvent.change(input('Width from'), { target: { value: '2000' } });
    fireEvent.change(input('Width to'), { target: { value: '1000' } });
    expect(await screen.findByText('The maximum must not be below the minimum.')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks a target price against the market minimum while typing (issue 23, item 21)', async () => {
    // a buyer (no financial details) of a GBP organisation: the target is in pounds
    const calls = api([...BUYER.features, 'TARGET_PRICE'], { ...BUYER.organisation, currencyCode: 'GBP' });
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    await choose('Product', 'Coil');
    fireEvent.change(input('Weight at least'), { target: { value: '20' } });
    const price = input('Target price per tonne (GBP)');
    for (const typed of ['5', '50', '500']) fireEvent.change(price, { target: { value: typed } });
    // nothing asked per keystroke: one request once the form has rested
    expect(calls.to(MINIMUM)).toHaveLength(0);
    expect(await screen.findByText(TOO_LOW, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(calls.to(MINIMUM)).toHaveLength(1);
    expect(Object.fromEntries(calls.to(MINIMUM)[0]!.query)).toEqual({
      filter: 'material.product=COIL;weight>20',
      currencyCode: 'GBP',
      weight: '20',
    });
    const searchButton = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(searchButton.disabled).toBe(true);
    // raised to the minimum (556.80 £/t): the message goes
    fireEvent.change(price, { target: { value: '556.80' } });
    await waitFor(() => expect(screen.queryByText(TOO_LOW)).not.toBeInTheDocument());
    expect(searchButton.disabled).toBe(false);
  });

  it('has no target price without the target-price feature', async () => {
    const calls = api();
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    await choose('Product', 'Coil');
    fireEvent.change(input('Weight at least'), { target: { value: '20' } });
    expect(screen.queryByLabelText(/Target price/, { selector: 'input' })).not.toBeInTheDocument();
    vi.useFakeTimers();
    try {
      // past the debounce: with the feature the market minimum would have been asked by now
      await vi.advanceTimersByTimeAsync(TARGET_PRICE_CHECK_DELAY_MS * 2);
      expect(calls.to(MINIMUM)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no target price for packages: the market minimum compares listings', async () => {
    api([...BUYER.features, 'TARGET_PRICE']);
    open('?filter=material.product%3DPACKAGE');
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    expect((input('Product') as HTMLInputElement).value).toBe('Package');
    expect(screen.queryByLabelText(/Target price/, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('empties every field with Clear and then searches everything', async () => {
    open('?filter=material.product%3DCOIL;materialDimensions.width>1500;weight>20;prime%3Dtrue');
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    expect((input('Width from') as HTMLInputElement).value).toBe('1,500');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect((input('Product') as HTMLInputElement).value).toBe(''));
    expect((input('Width from') as HTMLInputElement).value).toBe('');
    expect((input('Weight at least') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/search/results'));
  });

  it('opens with the search of the address and searches packages for the product Package', async () => {
    open('?filter=material.product%3DPACKAGE;material.materialType%3DMILD_STEEL;origin%3DWESTERN_EUROPE');
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    expect((input('Product') as HTMLInputElement).value).toBe('Package');
    expect(screen.getAllByText('Western Europe').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Thickness from', { selector: 'input' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search packages' }));
    await waitFor(() =>
      expect(location()).toBe('/search/packages/results?filter=material.materialType=MILD_STEEL;origin=WESTERN_EUROPE'),
    );
  });
});
