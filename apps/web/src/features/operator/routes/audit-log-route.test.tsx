import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import { AUDIT_ACTIONS, type AuditEntry } from '@steelyard/domain/audit-log';
import { LANGUAGES } from '@steelyard/domain/constants';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { Component as AuditLogRoute } from './audit-log-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const ROUTES: RouteObject[] = [
  { path: '/operator/audit-log', Component: AuditLogRoute },
  { path: '/operator/organisations/:organisationId', element: <h1>Organisation page</h1> },
];

const ORG_ID = '0b6f1f43-8a57-4c52-9d7e-6d0a3e1c2f10';
const OPERATOR_ID = '5d2c7a8e-1f3b-4e6a-9c0d-2b4f6a8c0e12';
const MANAGER_ID = '7a9e3c1b-2d4f-4a6b-8c0e-1f3a5b7d9e24';

const ORGANISATION: AdminOrganisation = {
  id: ORG_ID,
  name: 'Demo Steel Trading Ltd',
  country: 'GB',
  emailDomain: 'demo-steel.example',
  suspended: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  currencyCode: 'GBP',
  purchaseContactName: null,
  purchaseContactEmail: null,
  mfaRequired: false,
  defaultFeatures: [],
  financialDetails: {
    paymentTerms: 'NET_30',
    currencyCode: 'GBP',
    erpCreditLimit: { value: 25_000_000 },
    erpBalance: null,
    availableCredit: null,
  },
  vetting: null,
  usersCount: 3,
  invoiceAddress: null,
  warehouseAddresses: [],
};

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  action: 'credit.changed',
  entityType: 'CREDIT',
  entityId: ORG_ID,
  organisationId: ORG_ID,
  actor: { id: OPERATOR_ID, name: 'Olivia Operator', tenant: 'ADMIN' },
  reason: 'Annual review',
  before: { erpCreditLimit: 25_000_000, paymentTerms: 'NET_30' },
  after: { erpCreditLimit: 30_000_000, paymentTerms: 'NET_60' },
  createdAt: '2026-03-02T10:15:00.000Z',
  ...overrides,
});

const ENTRIES: AuditEntry[] = [
  entry({ id: 'e-credit' }),
  entry({
    id: 'e-address',
    action: 'address.updated',
    entityType: 'ADDRESS',
    entityId: 'a-leeds',
    actor: { id: MANAGER_ID, name: 'Alice Manager', tenant: 'MARKETPLACE' },
    reason: null,
    before: {
      name: 'Leeds Yard',
      city: 'Leeds',
      country: 'GB',
      primary: false,
      phone: null,
      validationState: 'APPROVED',
    },
    after: {
      name: 'Leeds Yard',
      city: 'Bradford',
      country: 'GB',
      primary: false,
      phone: '+44 1274 496000',
      validationState: 'PENDING',
    },
    createdAt: '2026-03-01T08:00:00.000Z',
  }),
  entry({
    id: 'e-operator',
    action: 'user.created',
    entityType: 'USER',
    entityId: OPERATOR_ID,
    organisationId: null,
    actor: null,
    reason: null,
    before: null,
    after: { name: 'Olivia Operator', email: 'operator@steelyard.example', roles: ['OPERATOR'], tenant: 'ADMIN' },
    createdAt: '2026-02-01T08:00:00.000Z',
  }),
];

const LOG = 'GET /api/admin/audit-log';
const page = (items: AuditEntry[], totalItems = items.length, currentPage = 1) => ({
  items,
  currentPage,
  maxPages: Math.max(1, Math.ceil(totalItems / 50)),
  totalItems,
});
const organisations = {
  [`GET /api/admin/organisations/${ORG_ID}`]: ORGANISATION,
  'GET /api/admin/organisations/': (r: FakeRequest) => ({
    ...page([]),
    items: (r.query.get('filter') ?? '').includes('rhein')
      ? [{ ...ORGANISATION, id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', name: 'Rhein Stahlhandel GmbH' }]
      : [ORGANISATION],
  }),
  [`GET /api/admin/organisations/${ORG_ID}/users`]: page([]),
};

const open = (path = '/operator/audit-log') => renderRoutes(ROUTES, { path });
// the log's table (the filters' option lists carry the same names)
const row = (text: string) =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByText(text)
    .find((cell) => cell.closest('tr')?.parentElement?.parentElement?.getAttribute('aria-labelledby'))!
    .closest('tr')!;
const lastFilter = (calls: ReturnType<typeof fakeApi>) => calls.to(LOG).at(-1)!.query.get('filter');

describe('/operator/audit-log', () => {
  it('lists the entries newest first: when, actor with tenant, action, entity, organisation and reason', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({ [LOG]: page(ENTRIES), ...organisations });
    const { router } = open();
    await screen.findByText('Credit changed');
    const credit = within(row('Credit changed'));
    expect(credit.getByText('Olivia Operator')).toBeInTheDocument();
    expect(credit.getByText('Operator')).toBeInTheDocument();
    expect(credit.getByText('Annual review')).toBeInTheDocument();
    expect(credit.getByText('Credit')).toBeInTheDocument();
    expect(credit.getByText('credit.changed')).toBeInTheDocument();
    const address = within(row('Address updated'));
    expect(address.getByText('Alice Manager')).toBeInTheDocument();
    expect(address.getByText('Customer')).toBeInTheDocument();
    expect(address.getByText('Leeds Yard')).toBeInTheDocument();
    const created = within(row('User created'));
    expect(created.getByText('System')).toBeInTheDocument();
    expect(created.getByText('Olivia Operator')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 entries shown')).toBeInTheDocument();
    expect(calls.to(LOG)[0]!.query.get('limit')).toBe('50');
    expect(calls.to(LOG)[0]!.query.has('filter')).toBe(false);
    // the organisation's name is looked up once, however many entries name it
    const link = await credit.findByRole('link', { name: 'Demo Steel Trading Ltd' });
    expect(calls.to(`GET /api/admin/organisations/${ORG_ID}`)).toHaveLength(1);
    // nothing in the log can be changed from here
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/operator/organisations/${ORG_ID}`));
  });

  it('expands an entry to a readable before and after: changed fields first, the rest on request', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    fakeApi({ [LOG]: page(ENTRIES), ...organisations });
    open();
    await screen.findByText('Credit changed');
    expect(screen.queryByRole('table', { name: 'Before and after' })).not.toBeInTheDocument();

    const toggle = within(row('Address updated')).getByRole('button', { name: 'Show before and after' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const changes = within(screen.getByRole('table', { name: 'Before and after' }));
    expect(changes.getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    expect(changes.getByRole('columnheader', { name: 'After' })).toBeInTheDocument();
    const city = within(changes.getByText('City').closest('tr')!);
    expect(city.getByText('Leeds')).toBeInTheDocument();
    expect(city.getByText('Bradford')).toBeInTheDocument();
    const phone = within(changes.getByText('Phone').closest('tr')!);
    expect(phone.getByText('—')).toBeInTheDocument();
    expect(phone.getByText('+44 1274 496000')).toBeInTheDocument();
    const state = within(changes.getByText('Validation').closest('tr')!);
    expect(state.getByText('Approved')).toBeInTheDocument();
    expect(state.getByText('Waiting for validation')).toBeInTheDocument();
    // unchanged fields wait behind a button
    expect(changes.queryByText('Primary')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show unchanged fields (3)' }));
    expect(within(changes.getByText('Primary').closest('tr')!).getAllByText('No')).toHaveLength(2);
    expect(changes.getAllByText('United Kingdom')).toHaveLength(2);

    // money in the organisation's currency; a creation shows only what was recorded
    fireEvent.click(within(row('Credit changed')).getByRole('button', { name: 'Show before and after' }));
    const [credit] = screen.getAllByRole('table', { name: 'Before and after' });
    const limit = within(within(credit!).getByText('Credit limit').closest('tr')!);
    expect(limit.getByText('£250,000.00')).toBeInTheDocument();
    expect(limit.getByText('£300,000.00')).toBeInTheDocument();
    expect(within(credit!).getByText('Net 60 days from invoice date')).toBeInTheDocument();

    fireEvent.click(within(row('User created')).getByRole('button', { name: 'Show before and after' }));
    const created = within(screen.getAllByRole('table', { name: 'Before and after' }).at(-1)!);
    expect(created.queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();
    expect(created.getByText('operator@steelyard.example')).toBeInTheDocument();
  });

  it("takes the organisation from the address (the organisation page's link) and filters by it", async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({ [LOG]: page([ENTRIES[0]!]), ...organisations });
    open(`/operator/audit-log?organisationId=${ORG_ID}`);
    await screen.findByText('Credit changed');
    expect(lastFilter(calls)).toBe(`organisationId=${ORG_ID}`);
    await waitFor(() =>
      expect((screen.getByLabelText('Organisation', { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Demo Steel Trading Ltd',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.to(LOG).at(-1)!.query.has('filter')).toBe(false));
  });

  it('builds the filter query from actor, actions, entity type and the days (both inclusive, local time)', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({ [LOG]: page(ENTRIES), ...organisations });
    const { router } = open();
    await screen.findByText('Credit changed');

    const pick = async (label: string, option: string) => {
      const input = screen.getByLabelText(label, { selector: 'input' });
      fireEvent.click(input);
      fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick('Actor', 'Alice Manager');
    await waitFor(() => expect(lastFilter(calls)).toBe(`actorId=${MANAGER_ID}`));
    await pick('Action', 'Address approved');
    await pick('Action', 'Address rejected');
    await pick('Entity type', 'Address');
    // changes while a page is loading are not lost: the latest filters load once it is in
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });

    const from = new Date(new Date(2026, 2, 1).getTime() - 1).toISOString();
    const to = new Date(2026, 3, 1).toISOString();
    await waitFor(() =>
      expect(lastFilter(calls)).toBe(
        `actorId=${MANAGER_ID};action=address.approved|address.rejected;entityType=ADDRESS;createdAt>${from};createdAt<${to}`,
      ),
    );
    // the filters live in the page's address
    expect(router.state.location.search).toBe(
      `?actorId=${MANAGER_ID}&action=address.approved&action=address.rejected&entityType=ADDRESS&from=2026-03-01&to=2026-03-31`,
    );
  });

  it('searches the organisations by name for the organisation filter', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({ [LOG]: page(ENTRIES), ...organisations });
    open();
    await screen.findByText('Credit changed');
    const input = screen.getByLabelText('Organisation', { selector: 'input' });
    // typing is only taken from the focused field
    input.focus();
    fireEvent.change(input, { target: { value: 'rhein' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Rhein Stahlhandel GmbH', hidden: true }, { timeout: 3000 }),
    );
    await waitFor(() => expect(lastFilter(calls)).toBe('organisationId=9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f'));
    const searches = calls.to('GET /api/admin/organisations/');
    expect(searches.some((r) => r.query.get('filter') === 'name=rhein')).toBe(true);
  });

  it('ignores unusable values in the address and says when nothing matches', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({ [LOG]: page([]), ...organisations });
    open('/operator/audit-log?organisationId=not-an-id&action=nonsense&entityType=USER&from=2026-02-30');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(lastFilter(calls)).toBe('entityType=USER');
  });

  it('loads 50 more entries', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const many = Array.from({ length: 50 }, (_, i) => entry({ id: `e-${i}`, reason: `Reason ${i}` }));
    const calls = fakeApi({
      [LOG]: (r) =>
        r.query.get('offset') === '0'
          ? page(many, 51)
          : page([entry({ id: 'e-last', reason: 'The oldest one' })], 51, 2),
      ...organisations,
    });
    open();
    await screen.findByText('50 of 51 entries shown');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(calls.to(LOG).at(-1)!.query.get('offset')).toBe('50');
    expect(screen.getByText('51 of 51 entries shown')).toBeInTheDocument();
  });

  it('has every recorded action in every language', () => {
    for (const language of LANGUAGES) {
      for (const action of AUDIT_ACTIONS) {
        expect(i18next.exists(`operator.auditLog.actions.${action}`, { lng: language }), `${language} ${action}`).toBe(
          true,
        );
      }
    }
  });
});
