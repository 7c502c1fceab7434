import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ADDRESS_MESSAGES, type PendingAddress } from '@steelyard/domain/admin-addresses';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { Component as AddressQueueRoute } from './address-queue-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      { path: '/operator/address-queue', Component: AddressQueueRoute },
      { path: '/operator/organisations/:organisationId', element: <h1>Organisation page</h1> },
    ],
  },
];

const pending = (overrides: Partial<PendingAddress> = {}): PendingAddress => ({
  id: 'a-leeds',
  addressType: 'WAREHOUSE',
  name: 'Demo Steel – Leeds Yard',
  addressLine1: '12 Canal Road',
  addressLine2: 'Unit 4',
  city: 'Leeds',
  postalCode: 'LS12 2DU',
  country: 'GB',
  primary: false,
  phone: '+44 113 496 0000',
  validationState: 'PENDING',
  rejectionReason: null,
  organisation: { id: 'o-demo', name: 'Demo Steel Trading Ltd' },
  updatedAt: '2026-03-01T09:30:00.000Z',
  ...overrides,
});
const DUISBURG = pending({
  id: 'a-duisburg',
  name: 'Rhein Stahl – Duisburg',
  addressLine1: 'Hafenstraße 1',
  addressLine2: null,
  city: 'Duisburg',
  postalCode: '47119',
  country: 'DE',
  phone: null,
  organisation: { id: 'o-rhein', name: 'Rhein Stahlhandel GmbH' },
  updatedAt: '2026-03-02T10:00:00.000Z',
});

const page = (items: PendingAddress[], totalItems = items.length, currentPage = 1) => ({
  items,
  currentPage,
  maxPages: Math.max(1, Math.ceil(totalItems / 10)),
  totalItems,
});
const LIST = 'GET /api/admin/addresses/pending';
const approveOf = (id: string) => `POST /api/admin/addresses/${id}/approve`;
const rejectOf = (id: string) => `POST /api/admin/addresses/${id}/reject`;
const decided = (r: FakeRequest) => ({
  ...pending(),
  validationState: r.path.endsWith('approve') ? 'APPROVED' : 'REJECTED',
});

const open = () => renderRoutes(ROUTES, { path: '/operator/address-queue' });
const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('/operator/address-queue', () => {
  it('lists the pending addresses oldest first with organisation, address, phone and waiting time', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([pending(), DUISBURG]) });
    const { router } = open();
    await screen.findByText('Demo Steel – Leeds Yard');
    expect(screen.getByRole('heading', { name: 'Address queue' })).toBeInTheDocument();
    const leeds = within(row('Demo Steel – Leeds Yard'));
    expect(leeds.getByText('12 Canal Road')).toBeInTheDocument();
    expect(leeds.getByText('Unit 4')).toBeInTheDocument();
    // the shared address: British postcodes on their own line after the town, German ones before it;
    // the phone is in its own column, not in the address
    const lines = (name: string) => Array.from(row(name).querySelector('address')!.children, (l) => l.textContent);
    expect(lines('Demo Steel – Leeds Yard')).toEqual([
      'Demo Steel – Leeds Yard',
      '12 Canal Road',
      'Unit 4',
      'Leeds',
      'LS12 2DU',
      'United Kingdom',
    ]);
    expect(leeds.getByText('+44 113 496 0000').closest('address')).toBeNull();
    expect(leeds.getByText(/ago$/)).toBeInTheDocument();
    expect(leeds.getByRole('button', { name: 'Approve Demo Steel – Leeds Yard' })).toBeInTheDocument();
    expect(within(row('Rhein Stahl – Duisburg')).getByText('47119 Duisburg')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
    // oldest first is the server's order: the call asks for no sort, 10 at a time
    const [first] = calls.to(LIST);
    expect(first!.query.get('limit')).toBe('10');
    expect(first!.query.get('offset')).toBe('0');
    expect(first!.query.has('sort')).toBe(false);
    expect(first!.query.has('filter')).toBe(false);

    fireEvent.click(leeds.getByRole('link', { name: 'Demo Steel Trading Ltd' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/organisations/o-demo'));
  });

  it('approves without a body: a notice, and the row leaves the queue', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([pending(), DUISBURG]), [approveOf('a-leeds')]: decided });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Demo Steel – Leeds Yard' }));
    expect(
      await screen.findByText(
        '“Demo Steel – Leeds Yard” of Demo Steel Trading Ltd has been approved and can now be used.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve Demo Steel – Leeds Yard' })).not.toBeInTheDocument(),
    );
    expect(calls.to(approveOf('a-leeds'))).toHaveLength(1);
    expect(calls.to(approveOf('a-leeds'))[0]!.body).toBeUndefined();
    expect(screen.getByText('1 of 1 shown')).toBeInTheDocument();
    expect(calls.to(LIST)).toHaveLength(1);
  });

  it('rejects with the reason typed in the dialog (required, at most 500 characters)', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([pending(), DUISBURG]), [rejectOf('a-duisburg')]: decided });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Rhein Stahl – Duisburg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject address' });
    expect(within(dialog).getByText('“Rhein Stahl – Duisburg” of Rhein Stahlhandel GmbH')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Reject address' }) as HTMLButtonElement;
    const reason = within(dialog).getByLabelText('Reason', { exact: false }) as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    expect(submit.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '  The street number does not exist. ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(
      await screen.findByText(/“Rhein Stahl – Duisburg” of Rhein Stahlhandel GmbH has been rejected/),
    ).toBeInTheDocument();
    expect(calls.to(rejectOf('a-duisburg'))[0]!.body).toEqual({ reason: 'The street number does not exist.' });
    await waitFor(() => expect(screen.queryByText('Rhein Stahl – Duisburg')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when another operator was first, and reloads the queue', async () => {
    signInAs('u-operator', ['OPERATOR']);
    let listed = 0;
    const calls = fakeApi({
      [LIST]: () => (listed++ === 0 ? page([pending(), DUISBURG]) : page([DUISBURG])),
      [approveOf('a-leeds')]: apiErrorReply(400, 'VALIDATION', ADMIN_ADDRESS_MESSAGES.notPending),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Demo Steel – Leeds Yard' }));
    expect(await screen.findByText(/another operator has already approved or rejected it/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Demo Steel – Leeds Yard')).not.toBeInTheDocument());
    expect(calls.to(LIST)).toHaveLength(2);
    expect(screen.getByText('Rhein Stahl – Duisburg')).toBeInTheDocument();
  });

  it('shows a read-only operator the queue without the buttons', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    fakeApi({ [LIST]: page([pending(), DUISBURG]) });
    open();
    await screen.findByText('Demo Steel – Leeds Yard');
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByText(/approving and rejecting addresses needs the Operator role/)).toBeInTheDocument();
  });

  // issue 23, item 10 (decision 155)
  it('shows a change of an approved address as the address in use and the change', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const approved = pending({ validationState: 'APPROVED' });
    fakeApi({ [LIST]: page([{ ...approved, pendingChange: { ...approved, addressLine2: 'Unit 9' } }]) });
    open();
    await screen.findByText('In use (approved):');
    const leeds = within(row('Change waiting for validation:'));
    expect(leeds.getByText('Unit 4')).toBeInTheDocument();
    expect(leeds.getByText('Unit 9')).toBeInTheDocument();
    expect(leeds.getByRole('button', { name: 'Approve Demo Steel – Leeds Yard' })).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    signInAs('u-operator', ['OPERATOR']);
    fakeApi({ [LIST]: page([]) });
    open();
    expect(await screen.findByText('No warehouse addresses are waiting for validation.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by country', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({
      [LIST]: (r) => (r.query.get('filter') === 'country=DE' ? page([]) : page([pending(), DUISBURG])),
    });
    open();
    await screen.findByText('Demo Steel – Leeds Yard');
    const country = screen.getByLabelText('Country', { selector: 'input' });
    country.focus();
    fireEvent.change(country, { target: { value: 'Germa' } });
    // the typed text narrows the list
    await waitFor(() => expect(screen.queryByRole('option', { name: 'France', hidden: true })).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    expect(
      await screen.findByText('No warehouse addresses in Germany are waiting for validation.'),
    ).toBeInTheDocument();
    expect(calls.to(LIST).at(-1)!.query.get('filter')).toBe('country=DE');
  });

  it('loads more from where the queue now stands after rows have left it', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const all = Array.from({ length: 12 }, (_, i) =>
      pending({ id: `a-${i + 1}`, name: `Yard ${i + 1}`, updatedAt: `2026-03-01T0${i % 10}:00:00.000Z` }),
    );
    const waiting = [...all];
    const calls = fakeApi({
      [LIST]: (r) => {
        const offset = Number(r.query.get('offset'));
        return {
          ...page(waiting.slice(offset, offset + 10), waiting.length),
          currentPage: Math.floor(offset / 10) + 1,
        };
      },
      'POST /api/admin/addresses/a-1/approve': () => {
        waiting.splice(0, 1);
        return pending({ id: 'a-1', validationState: 'APPROVED' });
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Yard 1' }));
    await waitFor(() => expect(screen.getByText('9 of 11 shown')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Yard 12');
    // the server's 10th row is now Yard 11: asking from 10 would have skipped it
    expect(calls.to(LIST).at(-1)!.query.get('offset')).toBe('9');
    expect(screen.getByText('Yard 11')).toBeInTheDocument();
    expect(screen.getByText('11 of 11 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
