import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { BUYER, searchPage } from '../testing/search-fixtures';
import { SEARCH_TEST_ROUTES } from '../testing/search-routes';

/* Issue 23, item 16: the search form reads its numbers in the UI language (decision 171). */

beforeEach(() => {
  signInAs(BUYER.id, BUYER.roles);
  fakeApi({
    'GET /api/universal/users/self': BUYER,
    'GET /api/universal/search-listings/': searchPage([]),
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await changeLanguage('en');
});

const open = (query = '') => renderRoutes(SEARCH_TEST_ROUTES, { path: `/search${query}` });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('/search numbers (issue 23, item 16)', { timeout: 30_000 }, () => {
  it('reads "1,250" as 1250 mm and "22.5" as 22.5 t in English', async () => {
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    type('Width from', '1,250');
    type('Weight at least', '22.5');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toContain('/search/results?filter='));
    expect(location()).toBe('/search/results?filter=materialDimensions.width>1250;weight>22.5');
  });

  it('refuses an ambiguous "22,4" with how to type it, and does not search', async () => {
    open();
    await screen.findByRole('heading', { name: 'Search steel', level: 1 });
    fireEvent.change(input('Weight at least'), { target: { value: '22,4' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Search' }).closest('form')!);
    expect(
      await screen.findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(location()).toBe('/search');
    expect(document.activeElement).toBe(input('Weight at least'));
  });

  it('shows a number from the address in the UI language and brings one beyond the limit down to it', async () => {
    await changeLanguage('de');
    open('?filter=materialDimensions.width>2500');
    await screen.findByRole('heading', { level: 1 });
    expect(input('Breite von').value).toBe('2.500');
    type('Gewicht mindestens', '1.000.000');
    await waitFor(() => expect(input('Gewicht mindestens').value).toBe('1.000'));
  });
});
