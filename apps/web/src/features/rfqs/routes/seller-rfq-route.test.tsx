import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteBody } from '@steelyard/domain/rfqs';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import {
  address,
  coilItem,
  list,
  organisation,
  quote,
  quoteItem,
  RFQ_TEST_ROUTES,
  rfq,
  SELLER,
  startReplies,
} from '../testing/rfq-fixtures';

// the machine running the suite is shared: screens after a navigation may take more than a second
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const sellerOrg = organisation({
  id: 'o2',
  name: 'Rhein Stahlhandel GmbH',
  country: 'DE',
  warehouseAddresses: [address({ id: 'a-duisburg', name: 'Lager Duisburg', city: 'Duisburg', country: 'DE' })],
});
const live = rfq({
  status: 'LIVE',
  items: [coilItem(), coilItem({ id: 'i-2', product: 'SHEET', thickness: 2, width: 1250, length: 2500, weight: 10 })],
});

function start(path: string, replies: Parameters<typeof fakeApi>[0]) {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi({ ...startReplies(SELLER, sellerOrg), ...replies });
  return { calls, ...renderRoutes(RFQ_TEST_ROUTES, { path }) };
}

describe('seller quotes', { timeout: 30_000 }, () => {
  it('lists the live RFQs that match, with whether the seller quoted', async () => {
    start('/rfqs/quotes', {
      'GET /api/seller/rfqs': list([
        live,
        rfq({ id: 'r-2', referenceNumber: 'RQ-000020', status: 'LIVE', myQuote: quote() }),
      ]),
    });
    const first = await screen.findByRole('listitem', { name: 'RQ-000012' });
    expect(within(first).getByText('Not quoted yet')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Quote' }).getAttribute('href')).toBe('/rfqs/quotes/r-1');
    expect(within(screen.getByRole('listitem', { name: 'RQ-000020' })).getByText('Quoted')).toBeInTheDocument();
  });

  it('tells the seller what the buyer decided: accepted items with their orders, the others not selected', async () => {
    const decided = rfq({
      id: 'r-3',
      referenceNumber: 'RQ-000030',
      status: 'LIVE',
      items: live.items,
      myQuote: quote({
        items: [
          quoteItem({ status: 'ACCEPTED', orderId: 'po-7' }),
          quoteItem({ id: 'qi-2', rfqItemId: 'i-2', status: 'NOT_SELECTED', availableWeight: 10 }),
        ],
      }),
    });
    const lost = rfq({
      id: 'r-4',
      referenceNumber: 'RQ-000031',
      status: 'LIVE',
      myQuote: quote({ items: [quoteItem({ status: 'NOT_SELECTED' })] }),
    });
    const { calls } = start('/rfqs/quotes', {
      'GET /api/seller/rfqs': list([decided, lost]),
      'GET /api/seller/rfqs/r-3': decided,
    });
    const won = await screen.findByRole('listitem', { name: 'RQ-000030' });
    expect(within(won).getByText('Accepted').closest('[data-tone]')?.getAttribute('data-tone')).toBe('positive');
    const other = screen.getByRole('listitem', { name: 'RQ-000031' });
    expect(within(other).getByText('Not selected').closest('[data-tone]')?.getAttribute('data-tone')).toBe('negative');

    fireEvent.click(within(won).getByRole('link'));
    await screen.findByRole('heading', { name: 'Quote on RQ-000030', level: 1 });
    const [coil, sheet] = screen.getAllByRole('group');
    expect(within(coil!).getByText('Accepted')).toBeInTheDocument();
    expect(within(coil!).getByText(/This item became an order\./)).toBeInTheDocument();
    expect(within(coil!).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/po-7');
    expect(within(sheet!).getByText('Not selected')).toBeInTheDocument();
    expect(within(sheet!).getByText("The buyer accepted another seller's quote for this item.")).toBeInTheDocument();
    // nothing is left to quote, and a quote with an order cannot be withdrawn
    expect(screen.queryByRole('checkbox', { name: 'Quote this item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw quote' })).not.toBeInTheDocument();
    expect(calls.to('PUT /api/seller/rfqs/r-3/quote')).toHaveLength(0);
  });

  it('checks each quoted item and sends the prices in minor units', async () => {
    const { calls } = start('/rfqs/quotes/r-1', {
      'GET /api/seller/rfqs/r-1': live,
      'PUT /api/seller/rfqs/r-1/quote': { ...live, myQuote: quote() },
    });
    await screen.findByRole('heading', { name: 'Quote on RQ-000012', level: 1 });
    const items = screen.getAllByRole('group');
    fireEvent.click(within(items[1]!).getByRole('checkbox', { name: 'Quote this item' })); // only the coil
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2); // price, delivery
    // the refusal is notified once react-hook-form's submit has run its schema (asynchronously)
    expect(await screen.findByText('Invalid form values')).toBeInTheDocument();

    const coil = items[0]!;
    fireEvent.change(within(coil).getByRole('textbox', { name: /Net price per tonne/ }), {
      target: { value: '650.50' },
    });
    fireEvent.change(within(coil).getByRole('textbox', { name: /Available weight/ }), { target: { value: '30' } });
    expect(
      await within(coil).findByText('The available weight cannot exceed the requested weight.'),
    ).toBeInTheDocument();
    fireEvent.change(within(coil).getByRole('textbox', { name: /Available weight/ }), { target: { value: '20' } });
    fireEvent.click(within(coil).getByRole('combobox', { name: /Delivery/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Within 1 week', hidden: true }));
    expect((within(coil).getByRole('combobox', { name: /Pickup address/ }) as HTMLInputElement).value).toBe(
      'Lager Duisburg, Duisburg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() => expect(calls.to('PUT /api/seller/rfqs/r-1/quote')).toHaveLength(1));
    expect((calls.to('PUT /api/seller/rfqs/r-1/quote')[0]!.body as QuoteBody).items).toEqual([
      {
        rfqItemId: 'i-1',
        pricePerTonne: 65_050,
        availableWeight: 20,
        deliveryPromise: 'WITHIN_1_WEEK',
        pickupAddressId: 'a-duisburg',
        comment: null,
      },
    ]);
    expect(await screen.findByText('Your quote was sent to the buyer.')).toBeInTheDocument();
  });

  it('shows a message on leaving an empty field, and asks for at least one item', async () => {
    const { calls } = start('/rfqs/quotes/r-1', { 'GET /api/seller/rfqs/r-1': live });
    await screen.findByRole('heading', { name: 'Quote on RQ-000012', level: 1 });
    const [coil, sheet] = screen.getAllByRole('group');
    fireEvent.blur(within(coil!).getByRole('textbox', { name: /Net price per tonne/ }));
    expect(await within(coil!).findByText('This field is required')).toBeInTheDocument();
    expect(within(sheet!).queryByText('This field is required')).not.toBeInTheDocument();
    fireEvent.click(within(coil!).getByRole('checkbox', { name: 'Quote this item' }));
    fireEvent.click(within(sheet!).getByRole('checkbox', { name: 'Quote this item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Please quote at least one item.')).toBeInTheDocument();
    expect(await screen.findByText('Invalid form values')).toBeInTheDocument();
    fireEvent.click(within(sheet!).getByRole('checkbox', { name: 'Quote this item' }));
    await waitFor(() => expect(screen.queryByText('Please quote at least one item.')).not.toBeInTheDocument());
    expect(calls.to('PUT /api/seller/rfqs/r-1/quote')).toHaveLength(0);
  });

  it('refuses a price typed "650,50" in English with how to type it, and sends nothing (issue 23, item 16)', async () => {
    const { calls } = start('/rfqs/quotes/r-1', { 'GET /api/seller/rfqs/r-1': live });
    await screen.findByRole('heading', { name: 'Quote on RQ-000012', level: 1 });
    const coil = screen.getAllByRole('group')[0]!;
    fireEvent.change(within(coil).getByRole('textbox', { name: /Net price per tonne/ }), {
      target: { value: '650,50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(
      await within(coil).findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(calls.to('PUT /api/seller/rfqs/r-1/quote')).toHaveLength(0);
  });

  it('updates and withdraws a quote, and shows nothing to change after the deadline', async () => {
    const quoted = { ...live, myQuote: quote({ items: [quoteItem({ pricePerTonne: 64_000, availableWeight: 24 })] }) };
    const { calls } = start('/rfqs/quotes/r-1', {
      'GET /api/seller/rfqs/r-1': quoted,
      'DELETE /api/seller/rfqs/r-1/quote': new Response(null, { status: 204 }),
    });
    await screen.findByRole('heading', { name: 'Quote on RQ-000012', level: 1 });
    // shown in the UI language, a whole price without decimals (NumberField, decision 171)
    expect((screen.getAllByRole('textbox', { name: /Net price per tonne/ })[0] as HTMLInputElement).value).toBe('640');
    expect(screen.getByRole('button', { name: 'Update quote' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw quote' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.to('DELETE /api/seller/rfqs/r-1/quote')).toHaveLength(1));
  });

  it('offers no quote after the deadline', async () => {
    start('/rfqs/quotes/r-1', { 'GET /api/seller/rfqs/r-1': { ...live, quoteDeadline: '2026-11-21T10:00:00.000Z' } });
    expect(
      await screen.findByText('Quotes can only be given on live requests before their deadline.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
  });
});
