import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@steelyard/domain/alerts';
import { setAnalyticsSink, noopAnalyticsSink, type AnalyticsEvent } from '../../../shared/analytics/analytics';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs, type FakeReply } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { ALERT_TEST_ROUTES, BUYER, alert, page, resultItem, results } from '../testing/alerts-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
  setAnalyticsSink(noopAnalyticsSink);
});

const CREATE = 'POST /api/universal/listing-alerts/';
const submitButton = () => screen.getByRole('button', { name: 'Send urgent request' }) as HTMLButtonElement;

function api(create: FakeReply, me = BUYER) {
  return fakeApi({
    'GET /api/universal/users/self': me,
    [CREATE]: create,
    'GET /api/universal/listing-alerts/': page([alert({ id: 'new', type: 'URGENT' })]),
    'GET /api/universal/listing-alerts/new': alert({ id: 'new', type: 'URGENT' }),
    'GET /api/universal/search-listings/by-alert/new': results([resultItem()]),
  });
}

async function chooseProduct(name: string) {
  const input = await screen.findByRole('combobox', { name: /^Product/ });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillCoil() {
  await chooseProduct('Coil');
  type(/Thickness/, '3');
  type(/Width/, '1500');
  type(/Weight/, '20');
}

describe('/immediate-request', () => {
  it('asks for the fields of the chosen product and keeps submit disabled until they are complete', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api({ id: 'new', numberOfListings: 0 });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    expect(await screen.findByRole('heading', { name: 'Urgent material request' })).toBeInTheDocument();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Please provide all the required information.')).toBeInTheDocument();

    await chooseProduct('Coil');
    expect(screen.getByLabelText(/Thickness/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Width/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Length/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Target price/)).not.toBeInTheDocument();
    // a coil has no item count: the form does not ask for one (issue 23, item 20)
    expect(screen.queryByLabelText(/Number of items/)).not.toBeInTheDocument();
    type(/Thickness/, '3');
    type(/Width/, '1500');
    expect(submitButton().disabled).toBe(true);
    type(/Weight/, '20');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('Please provide all the required information.')).not.toBeInTheDocument();

    await chooseProduct('Sheet');
    expect(screen.getByLabelText(/Length/)).toBeInTheDocument();
    expect(submitButton().disabled).toBe(true);
    type(/Length/, '3000');
    expect(submitButton().disabled).toBe(true);
    type(/Number of items/, '2');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('offers the target price with the TARGET_PRICE feature', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api({ id: 'new', numberOfListings: 0 }, { ...BUYER, features: ['TARGET_PRICE'] });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await chooseProduct('Coil');
    expect(await screen.findByLabelText(/Target price per tonne/)).toBeInTheDocument();
  });

  it('with matches goes to the alert results with the match message, and tracks Create Alert', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    const calls = api((r) => jsonReply(201, { id: 'new', numberOfListings: r.body ? 3 : 0 }));
    const { router } = renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    type(/Comment/, 'Needed by Friday');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Your urgent request is saved. Matching listings: 3.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-alerts/search');
    expect(router.state.location.search).toBe('?alertId=new');
    expect(calls.to(CREATE)[0]!.body).toEqual({
      enabled: true,
      type: 'URGENT',
      // no item count for coil (issue 23, item 20)
      filterQuery: 'material.product=COIL;materialDimensions.thickness=3;materialDimensions.width=1500;weight>20',
      comment: 'Needed by Friday',
      targetPrice: null,
    });
    expect(events.map((e) => e.name)).toEqual(['Create Alert']);
  });

  it('brings a number beyond what the search takes down to its limit, so the server never refuses it (issue 22)', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = api({ id: 'new', numberOfListings: 0 });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    type(/Weight/, '9000000000000');
    fireEvent.blur(screen.getByLabelText(/Weight/));
    type(/Thickness/, '1000');
    fireEvent.blur(screen.getByLabelText(/Thickness/));
    // shown in the UI language (issue 23, item 16)
    await waitFor(() => expect((screen.getByLabelText(/Weight/) as HTMLInputElement).value).toBe('1,000'));
    expect((screen.getByLabelText(/Thickness/) as HTMLInputElement).value).toBe('300');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls.to(CREATE)).toHaveLength(1));
    expect(calls.to(CREATE)[0]!.body).toMatchObject({
      filterQuery: 'material.product=COIL;materialDimensions.thickness=300;materialDimensions.width=1500;weight>1000',
    });
  });

  it('reads "1,500" mm in English and refuses "1,5" t with how to type it (issue 23, item 16)', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = api({ id: 'new', numberOfListings: 0 });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    type(/Width/, '1,500');
    type(/Weight/, '1,5');
    fireEvent.blur(screen.getByLabelText(/Weight/));
    expect(
      await screen.findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(submitButton().disabled).toBe(true);
    type(/Weight/, '1.5');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls.to(CREATE)).toHaveLength(1));
    expect((calls.to(CREATE)[0]!.body as { filterQuery: string }).filterQuery).toContain(
      'materialDimensions.width=1500;weight>1.5',
    );
  });

  it('without matches goes to My Alerts with the no-match message', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api(jsonReply(201, { id: 'new', numberOfListings: 0 }));
    const { router } = renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(await screen.findByText(/No listing matches it yet/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-alerts');
  });

  it('on failure stays and shows the spec message at the page header', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    api(apiErrorReply(500, 'INTERNAL', 'Internal Server Error'));
    const { router } = renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('We cannot create your alert right now, please try again later.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/immediate-request');
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Urgent material request' }));
  });

  it('checks the target price while typing, once the form rests, before any submit (issue 23, item 21)', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const minimum = 'GET /api/universal/search-listings/target-price-minimum';
    const calls = fakeApi({
      'GET /api/universal/users/self': { ...BUYER, features: ['TARGET_PRICE'] },
      [CREATE]: { id: 'new', numberOfListings: 0 },
      [minimum]: {
        currencyCode: 'EUR',
        minimumPerTonne: 55_680,
        minimumTotal: null,
        minimumPerItem: null,
        comparableListings: 1,
      },
    });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    for (const typed of ['1', '10', '100']) type(/Target price per tonne/, typed);
    // no request per keystroke: one once the form has rested for the delay
    expect(calls.to(minimum)).toHaveLength(0);
    expect(await screen.findByText(ALERT_MESSAGES.targetPriceTooLow, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(calls.to(minimum)).toHaveLength(1);
    expect(Object.fromEntries(calls.to(minimum)[0]!.query)).toEqual({
      filter: 'material.product=COIL;materialDimensions.thickness=3;materialDimensions.width=1500;weight>20',
      currencyCode: 'EUR',
      weight: '20',
    });
    expect(submitButton().disabled).toBe(true);
    expect(calls.to(CREATE)).toHaveLength(0);
    type(/Target price per tonne/, '556.80');
    await waitFor(() => expect(screen.queryByText(ALERT_MESSAGES.targetPriceTooLow)).not.toBeInTheDocument());
    expect(submitButton().disabled).toBe(false);
    // changing the weight asks again, once, after the pause
    for (const typed of ['3', '30']) type(/Weight/, typed);
    await waitFor(() => expect(calls.to(minimum)).toHaveLength(2), { timeout: 3_000 });
    expect(calls.to(minimum)[1]!.query.get('weight')).toBe('30');
  });

  it('a target price below the market asks for a higher amount on the field', async () => {
    signInAs(BUYER.id, BUYER.roles);
    Element.prototype.scrollIntoView = vi.fn();
    const calls = api(
      apiErrorReply(400, 'VALIDATION', ALERT_MESSAGES.targetPriceTooLow, [
        { path: 'targetPrice.value', message: ALERT_MESSAGES.targetPriceTooLow },
      ]),
      { ...BUYER, features: ['TARGET_PRICE'] },
    );
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    type(/Target price per tonne/, '100');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please enter a higher amount to match the market value.')).toBeInTheDocument();
    expect(calls.to(CREATE)[0]!.body).toMatchObject({ targetPrice: { value: 10_000, currencyCode: 'EUR' } });
    expect(
      screen.queryByText('We cannot create your alert right now, please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('keeps the refused target price until the amount changes, and says when the comment is too long', async () => {
    signInAs(BUYER.id, BUYER.roles);
    Element.prototype.scrollIntoView = vi.fn();
    api(
      apiErrorReply(400, 'VALIDATION', ALERT_MESSAGES.targetPriceTooLow, [
        { path: 'targetPrice.value', message: ALERT_MESSAGES.targetPriceTooLow },
      ]),
      { ...BUYER, features: ['TARGET_PRICE'] },
    );
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-request' });
    await fillCoil();
    type(/Target price per tonne/, '100');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(await screen.findByText(ALERT_MESSAGES.targetPriceTooLow)).toBeInTheDocument();
    expect(submitButton().disabled).toBe(true);
    fireEvent.blur(screen.getByLabelText(/Target price per tonne/));
    expect(screen.getByText(ALERT_MESSAGES.targetPriceTooLow)).toBeInTheDocument();
    type(/Target price per tonne/, '1000');
    await waitFor(() => expect(screen.queryByText(ALERT_MESSAGES.targetPriceTooLow)).not.toBeInTheDocument());
    expect(submitButton().disabled).toBe(false);
    type(/Comment/, 'x'.repeat(501));
    expect(await screen.findByText('Maximum characters limit exceeded.')).toBeInTheDocument();
    expect(submitButton().disabled).toBe(true);
  });
});
