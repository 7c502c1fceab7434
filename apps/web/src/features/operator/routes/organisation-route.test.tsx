import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import type { AdminUser } from '@steelyard/domain/admin-users';
import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { Component as NewOrganisationRoute } from './new-organisation-route';
import { Component as OrganisationRoute } from './organisation-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const ROUTES = [
  { path: '/operator/organisations/new', Component: NewOrganisationRoute },
  { path: '/operator/organisations/:organisationId', Component: OrganisationRoute },
];

function organisation(overrides: Partial<AdminOrganisation> = {}): AdminOrganisation {
  return {
    id: 'o-nord',
    name: 'Nordsee Metall GmbH',
    country: 'DE',
    emailDomain: 'nordsee-metall.example',
    suspended: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    currencyCode: 'EUR',
    purchaseContactName: null,
    purchaseContactEmail: null,
    mfaRequired: false,
    defaultFeatures: ['CART'],
    financialDetails: {
      paymentTerms: 'NET_30',
      currencyCode: 'EUR',
      erpCreditLimit: { value: 5_000_000 },
      erpBalance: null,
      availableCredit: 5_000_000,
    },
    vetting: {
      companyNumber: 'HRB 123456',
      vatNumber: 'DE123456789',
      vettedBy: 'Olivia Operator',
      vettedAt: '2026-11-01T12:00:00.000Z',
    },
    usersCount: 1,
    invoiceAddress: null,
    warehouseAddresses: [],
    ...overrides,
  };
}

const INES: AdminUser = {
  id: 'u-ines',
  organisationId: 'o-nord',
  name: 'Ines Kramer',
  email: 'ines@nordsee-metall.example',
  roles: ['MANAGER'],
  activated: true,
  features: ['CART'],
  mfaPreferences: 'Disabled',
};

const page = <T,>(items: T[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });

function api(org = organisation()) {
  return fakeApi({
    'GET /api/admin/organisations/o-nord': org,
    'GET /api/admin/organisations/o-nord/users': page([INES]),
    'GET /api/admin/organisations/o-nord/credit-changes': page([
      {
        id: 'c1',
        organisationId: 'o-nord',
        field: 'CREDIT_LIMIT',
        oldValue: null,
        newValue: '5000000',
        reason: 'Opening credit line',
        changedBy: { id: 'op', name: 'Olivia Operator' },
        changedAt: '2026-11-01T12:00:00.000Z',
      },
    ]),
    'PATCH /api/admin/organisations/o-nord': (r) => ({ ...org, ...(r.body as Partial<AdminOrganisation>) }),
    'PUT /api/admin/organisations/o-nord/credit': (r) =>
      organisation({
        financialDetails: {
          ...org.financialDetails,
          erpCreditLimit: { value: (r.body as { erpCreditLimit: number }).erpCreditLimit },
        },
      }),
    'PATCH /api/admin/users/u-ines': (r) => ({ ...INES, ...(r.body as Partial<AdminUser>) }),
    'POST /api/admin/organisations/o-nord/managers': (r) =>
      (r.body as { email: string }).email.endsWith('@nordsee-metall.example')
        ? { ...INES, id: 'u-new', email: (r.body as { email: string }).email }
        : apiErrorReply(400, 'VALIDATION', USER_MESSAGES.invalidDomain),
  });
}

const type = (within: HTMLElement, name: string, value: string) =>
  fireEvent.change(within.querySelector(`input[name="${name}"]`) ?? screen.getByRole('textbox', { name }), {
    target: { value },
  });

describe('the organisation page', () => {
  it('shows the vetting record, credit figures, users and the credit history', async () => {
    signInAs('op', ['OPERATOR']);
    api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordsee Metall GmbH' })).toBeInTheDocument();
    expect(screen.getByText('HRB 123456')).toBeInTheDocument();
    expect(screen.getAllByText('€50,000.00').length).toBeGreaterThan(0);
    expect(await screen.findByRole('cell', { name: 'ines@nordsee-metall.example' })).toBeInTheDocument();
    expect(await screen.findByText('Opening credit line')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change credit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add manager' })).toBeInTheDocument();
  });

  it("shows the organisation's addresses with their marks, the phone labelled", async () => {
    signInAs('op', ['OPERATOR']);
    const base = {
      addressLine2: null,
      organisation: { id: 'o-nord', name: 'Nordsee Metall GmbH' },
      validationState: 'APPROVED',
    } as const;
    api(
      organisation({
        invoiceAddress: {
          ...base,
          id: 'a-invoice',
          addressType: 'INVOICE',
          name: 'Nordsee Metall GmbH',
          addressLine1: 'Am Sandtorkai 5',
          city: 'Hamburg',
          postalCode: '20457',
          country: 'DE',
          primary: false,
          phone: null,
        },
        warehouseAddresses: [
          {
            ...base,
            id: 'a-hull',
            addressType: 'WAREHOUSE',
            name: 'Nordsee Metall – Hull',
            addressLine1: '3 Albert Dock',
            city: 'Hull',
            postalCode: 'HU1 2DP',
            country: 'GB',
            primary: true,
            phone: '+44 1482 496000',
          },
        ],
      }),
    );
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    const region = await screen.findByRole('region', { name: 'Addresses' });
    const [invoice, hull] = Array.from(region.querySelectorAll('address'), (address) =>
      Array.from(address.children, (line) => line.textContent),
    );
    expect(invoice).toEqual(['Nordsee Metall GmbH', 'Am Sandtorkai 5', '20457 Hamburg', 'Germany']);
    expect(hull).toEqual([
      'Nordsee Metall – Hull',
      '3 Albert Dock',
      'Hull',
      'HU1 2DP',
      'United Kingdom',
      'Phone: +44 1482 496000',
    ]);
    expect(within(region).getByText('Primary')).toBeInTheDocument();
  });

  it('offers a read-only operator no changes', async () => {
    signInAs('auditor', ['OPERATOR_READONLY']);
    api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordsee Metall GmbH' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ines Kramer' })).toBeInTheDocument();
    for (const name of ['Change credit', 'Add manager', 'Edit', 'Suspend']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('sends only the changed credit figure, in minor units, with the reason', async () => {
    signInAs('op', ['OPERATOR']);
    const calls = api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change credit' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    // issue 23, item 16: read in the UI language; German separators in English are refused with how to type them
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Credit limit (EUR)' }), {
      target: { value: '75.000,50' },
    });
    expect(
      within(dialog).getByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Credit limit (EUR)' }), {
      target: { value: '75,000.50' },
    });
    expect(save.disabled).toBe(true); // no reason yet
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Annual review' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls.to('PUT /api/admin/organisations/o-nord/credit')).toHaveLength(1));
    expect(calls.to('PUT /api/admin/organisations/o-nord/credit')[0]!.body).toEqual({
      erpCreditLimit: 7_500_050,
      reason: 'Annual review',
    });
  });

  it('edits the record, sending only what changed, and asks for the whole vetting record once it changes', async () => {
    signInAs('op', ['OPERATOR']);
    const org = organisation({ vetting: null });
    const calls = api(org);
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organisation' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed
    // an organisation from before vetting records keeps none until one of its fields changes
    expect(within(dialog).queryByText('This field is required.')).not.toBeInTheDocument();
    const companyNumber = within(dialog).getByRole('textbox', { name: /Company number/ });
    fireEvent.change(companyNumber, { target: { value: 'HRB 654321' } });
    fireEvent.blur(companyNumber);
    const vatNumber = within(dialog).getByRole('textbox', { name: /VAT number/ });
    fireEvent.blur(vatNumber);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(save.disabled).toBe(true);
    fireEvent.change(companyNumber, { target: { value: '' } });
    await waitFor(() => expect(within(dialog).queryByText('This field is required.')).not.toBeInTheDocument());
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: ' Nordsee Metall AG ' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Two-factor authentication required/ }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.to('PATCH /api/admin/organisations/o-nord')).toHaveLength(1));
    expect(calls.to('PATCH /api/admin/organisations/o-nord')[0]!.body).toEqual({
      name: 'Nordsee Metall AG',
      mfaRequired: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit organisation' })).not.toBeInTheDocument());
  });

  it('asks for a reason and a whole number of cents in the credit modal', async () => {
    signInAs('op', ['OPERATOR']);
    const calls = api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change credit' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(within(dialog).getByText('Change a figure or the payment terms to save.')).toBeInTheDocument();
    const balance = within(dialog).getByRole('textbox', { name: 'ERP balance (EUR)' });
    fireEvent.change(balance, { target: { value: '10.005' } });
    fireEvent.blur(balance);
    expect(await within(dialog).findByText('Please check this value.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.blur(reason);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'Overdue invoice' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(balance, { target: { value: '10.05' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Net 60 days from invoice date' }));
    fireEvent.click(save);
    await waitFor(() => expect(calls.to('PUT /api/admin/organisations/o-nord/credit')).toHaveLength(1));
    expect(calls.to('PUT /api/admin/organisations/o-nord/credit')[0]!.body).toEqual({
      erpBalance: 1_005,
      paymentTerms: 'NET_60',
      reason: 'Overdue invoice',
    });
  });

  it("saves a user's features once they differ from the user's", async () => {
    signInAs('op', ['OPERATOR']);
    const calls = api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ines Kramer' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Features…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Features of Ines Kramer' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Packages' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Packages' }));
    await waitFor(() => expect(save.disabled).toBe(true)); // back as stored
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cart' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Target price' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.to('PATCH /api/admin/users/u-ines')).toHaveLength(1));
    expect(calls.to('PATCH /api/admin/users/u-ines')[0]!.body).toEqual({ features: ['TARGET_PRICE'] });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Features of Ines Kramer' })).not.toBeInTheDocument(),
    );
  });

  it("creates a manager and explains an address outside the organisation's domain", async () => {
    signInAs('op', ['OPERATOR']);
    const calls = api();
    renderRoutes(ROUTES, { path: '/operator/organisations/o-nord' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manager' });
    type(dialog, 'name', 'Jonas Berg');
    type(dialog, 'email', 'jonas@elsewhere.example');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Seller' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create manager' }));
    expect(
      await within(dialog).findByText("The e-mail address must be of the organisation's domain."),
    ).toBeInTheDocument();
    expect(calls.to('POST /api/admin/organisations/o-nord/managers')[0]!.body).toEqual({
      name: 'Jonas Berg',
      email: 'jonas@elsewhere.example',
      additionalRoles: ['SELLER'],
      locale: 'en',
    });
  });
});

describe('the new-organisation form', () => {
  it('requires the vetting record and sends the credit limit in minor units', async () => {
    signInAs('op', ['OPERATOR']);
    const calls = fakeApi({ 'POST /api/admin/organisations/': organisation({ id: 'o-new' }) });
    renderRoutes(ROUTES, { path: '/operator/organisations/new' });
    const form = await screen.findByRole('form', { name: 'New organisation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect((await within(form).findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(4);
    expect(calls.requests).toHaveLength(0);

    type(form, 'name', 'Nordsee Metall GmbH');
    type(form, 'emailDomain', 'Nordsee-Metall.example');
    type(form, 'creditLimit', '50,00');
    type(form, 'vetting.companyNumber', 'HRB 123456');
    type(form, 'vetting.vatNumber', 'DE123456789');
    type(form, 'vetting.vettedBy', 'Olivia Operator');
    type(form, 'vetting.vettedOn', '2026-11-20');
    // issue 23, item 16: "50,00" is ambiguous in English and holds the form back with how to type it
    fireEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(
      await within(form).findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
    type(form, 'creditLimit', '50,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(calls.to('POST /api/admin/organisations/')).toHaveLength(1));
    expect(calls.to('POST /api/admin/organisations/')[0]!.body).toEqual({
      name: 'Nordsee Metall GmbH',
      country: 'GB',
      currencyCode: 'GBP',
      emailDomain: 'nordsee-metall.example',
      paymentTerms: 'NET_30',
      erpCreditLimit: 5_000_000,
      vetting: {
        companyNumber: 'HRB 123456',
        vatNumber: 'DE123456789',
        vettedBy: 'Olivia Operator',
        vettedAt: '2026-11-20T12:00:00.000Z',
      },
    });
  });
});
