import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListingBodyFor } from '@steelyard/domain/listings';
import { FEATURES } from '@steelyard/domain/roles';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import {
  address,
  draft,
  liveListing,
  MANAGER,
  SELLER,
  startReplies,
  WIZARD_TEST_ROUTES,
} from '../testing/wizard-fixtures';

// Tuesday 10 March 2026, 09:00 in London (GMT): the first expiry day is today, slots from 13:00
const NOW = new Date('2026-03-10T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

/** Matches a label with or without the required asterisk. */
const named = (label: string) => (name: string) => name.replace(/\s*\*\s*$/, '').trim() === label;
const select = (label: string) => screen.getByRole('combobox', { name: named(label) }) as HTMLInputElement;
const options = async (label: string) => {
  const input = select(label);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(listbox).getAllByRole('option', { hidden: true });
};
const choose = async (label: string, option: string) => {
  const found = (await options(label)).find((o) => o.textContent === option);
  if (!found) throw new Error(`No option ${option} in ${label}`);
  fireEvent.click(found);
};
const type = (label: string, value: string) => {
  const input = screen.getByRole('textbox', { name: named(label) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function start(path = '/listings/create', replies: Parameters<typeof fakeApi>[0] = {}, user = SELLER) {
  signInAs(user.id, user.roles);
  const calls = fakeApi({ ...startReplies(user), ...replies });
  const view = renderRoutes(WIZARD_TEST_ROUTES, { path });
  return { calls, ...view };
}

describe('/listings/create: material step', () => {
  it('starts with the defaults, offers only enabled shapes and stainless steel only with its feature', async () => {
    start('/listings/create', {}, { ...SELLER, features: ['PACKAGES'] });
    await screen.findByRole('heading', { name: 'Create listing' });
    expect(select('Product').value).toBe('Coil');
    expect(select('Material type').value).toBe('Mild steel');
    expect(select('Definition').value).toBe('Hot rolled');
    expect((screen.getByRole('radio', { name: 'Prime' }) as HTMLInputElement).checked).toBe(true);
    const shapes = await options('Shape');
    expect(shapes.map((o) => [o.textContent, o.getAttribute('data-combobox-disabled')])).toEqual([
      ['Flat', null],
      ['Long', 'true'],
      ['Tube and pipe', 'true'],
    ]);
    const types = await options('Material type');
    expect(types.find((o) => o.textContent === 'Stainless steel')?.getAttribute('data-combobox-disabled')).toBe('true');
  });

  it('hides the package product without the packages feature', async () => {
    start('/listings/create', {}, { ...SELLER, features: [] });
    await screen.findByRole('heading', { name: 'Create listing' });
    const products = await options('Product');
    expect(products.map((o) => o.textContent)).toEqual(['Coil', 'Sheet', 'Plate', 'Tread plate']);
  });

  it('shows the step’s messages on Next and moves on once they are fixed; a package has its own steps', async () => {
    start();
    await screen.findByRole('heading', { name: 'Create listing' });
    fireEvent.click(button('Next'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3); // specification, grade, origin
    await choose('Grade', 'S355J2');
    expect(select('Specification').value).toBe('EN 10025-2');
    await choose('Product', 'Package');
    expect(screen.queryByRole('combobox', { name: named('Grade') })).not.toBeInTheDocument();
    expect(screen.getByText('Package list')).toBeInTheDocument(); // the package's second step
    await choose('Product', 'Sheet');
    expect(screen.getByText('Dimensions')).toBeInTheDocument();
  });
});

describe('weight and price', () => {
  it('recomputes the theoretical weight read-only from the items and dimensions, and offers the expiry slots', async () => {
    start('/listings/create/dr-1/LISTING', { 'GET /api/universal/draft-listings/dr-1': draft() });
    await screen.findByRole('heading', { name: 'Continue your draft' });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const weight = (await screen.findByRole('textbox', { name: named('Theoretical weight') })) as HTMLInputElement;
    expect(weight.readOnly).toBe(true);
    expect(weight.value).toBe('0.491');
    type('Number of items', '20');
    expect(weight.value).toBe('0.981');
    expect(screen.getByText('Total for this listing: £637.65')).toBeInTheDocument();

    const days = await options('Expiry date');
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toBe('Tue 10 Mar');
    fireEvent.click(days[0]!);
    const slots = await options('Expiry time');
    expect(slots.map((o) => o.textContent)).toEqual(['14:00', '16:00', '18:00', '20:00', '23:59']);
  });
});

describe('drafts', () => {
  it('saves a draft with what was entered and continues at the draft’s address', async () => {
    const { calls, router } = start('/listings/create', {
      'POST /api/universal/draft-listings/': (r) =>
        Response.json(draft({ ...(r.body as object), id: 'dr-9' } as never), { status: 201 }),
    });
    await screen.findByRole('heading', { name: 'Create listing' });
    await choose('Grade', 'S275JR');
    type('Your material ID (SKU)', 'SKU-1');
    fireEvent.click(button('Save as draft'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/create/dr-9/LISTING'));
    expect(calls.to('POST /api/universal/draft-listings/')[0]!.body).toEqual({
      material: {
        product: 'COIL',
        materialType: 'MILD_STEEL',
        shape: 'FLAT',
        definition: 'HOT_ROLLED',
        specification: 'EN_10025_2',
        grade: 'S275JR',
      },
      tradeUnitCalculation: 'BY_WEIGHT',
      prime: true,
      tradeUnit: 'TON',
      autoRenew: true,
      internalSellerSku: 'SKU-1',
      pictures: [],
      testCertificates: [],
    });
    expect(await screen.findByText('Your draft has been saved.')).toBeInTheDocument();
    // saved: leaving asks nothing, and the draft is not loaded again
    expect(calls.to('GET /api/universal/draft-listings/dr-9')).toHaveLength(0);
    await act(() => router.navigate('/listings/my'));
    expect(screen.getByTestId('my-listings')).toBeInTheDocument();
  });

  it('resumes a draft without unsaved changes, dropping an expiry that is no longer offered', async () => {
    const { router } = start('/listings/create/dr-1/listing', {
      'GET /api/universal/draft-listings/dr-1': draft({ expiresAt: '2026-03-10T10:00:00Z' }),
    });
    await screen.findByRole('heading', { name: 'Continue your draft' });
    expect(select('Grade').value).toBe('S355J2');
    await act(() => router.navigate('/listings/my'));
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(screen.getByTestId('my-listings')).toBeInTheDocument();
  });

  it('says so when the draft does not exist', async () => {
    start('/listings/create/gone/LISTING', {
      'GET /api/universal/draft-listings/gone': Response.json(
        { statusCode: 404, kind: 'NOT_FOUND', message: 'Draft not found.' },
        { status: 404 },
      ),
    });
    expect(
      await screen.findByText('This draft was not found. It may have been submitted or deleted.'),
    ).toBeInTheDocument();
  });
});

describe('summary and submit', () => {
  it('submits the body createListingBodyFor accepts, with the draft id, after the seller terms', async () => {
    const first = draft({ expiresAt: '2026-03-10T16:00:00Z' });
    const { calls, router } = start('/listings/create/dr-1/LISTING', {
      'GET /api/universal/draft-listings/dr-1': first,
      'POST /api/seller/listings/': Response.json(
        { ...liveListing(), id: 'l-9', listingNumber: 'SH-000009' },
        { status: 201 },
      ),
    });
    await screen.findByRole('heading', { name: 'Continue your draft' });
    await act(() => router.navigate('/listings/create/summary'));
    await screen.findByRole('heading', { name: 'Review your listing' });
    expect(screen.getByText('£650.00 per tonne')).toBeInTheDocument();
    expect(screen.getByText('0.491 t')).toBeInTheDocument();
    fireEvent.click(button('Submit listing'));
    expect(await screen.findByText('Please accept the seller terms to submit the listing.')).toBeInTheDocument();
    expect(calls.to('POST /api/seller/listings/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(button('Submit listing'));
    expect(await screen.findByRole('heading', { name: 'Your listing has been submitted' })).toBeInTheDocument();
    expect(screen.getByText(/Listing SH-000009 is now under review/)).toBeInTheDocument();
    const body = calls.to('POST /api/seller/listings/')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      draftId: 'dr-1',
      sellerTermsAccepted: true,
      weight: 0.491,
      expiresAt: '2026-03-10T16:00:00.000Z',
    });
    expect(createListingBodyFor(FEATURES).safeParse(body).success).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Go to My Listings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my'));
  });

  it('lets non-sellers review and save, but not submit', async () => {
    start(
      '/listings/create/dr-1/LISTING',
      {
        'GET /api/universal/draft-listings/dr-1': draft({ expiresAt: '2026-03-10T16:00:00Z' }),
      },
      { ...SELLER, roles: ['BUYER'] },
    );
    await screen.findByRole('heading', { name: 'Continue your draft' });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review listing' }));
    await screen.findByRole('heading', { name: 'Review your listing' });
    expect(screen.queryByRole('button', { name: 'Submit listing' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only users with the seller role can submit listings/)).toBeInTheDocument();
  });

  it('goes back to the first step with a problem instead of showing an incomplete summary', async () => {
    const { router } = start('/listings/create/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/create'));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
  });
});

describe('copy from a listing', () => {
  it('starts a new form from the listing with the SKU and files cleared', async () => {
    const { calls } = start('/listings/create?copyFrom=l-1&type=listing', {
      'GET /api/universal/listings/l-1': liveListing(),
    });
    expect(((await screen.findByRole('combobox', { name: named('Grade') })) as HTMLInputElement).value).toBe('S275JR');
    expect((screen.getByRole('textbox', { name: named('Your material ID (SKU)') }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('mill.pdf')).not.toBeInTheDocument();
    expect(calls.to('GET /api/universal/listings/l-1')).toHaveLength(1);
  });

  it('copies a draft with &from=draft into a new form, the SKU cleared and the draft left as it is (issue 23, item 15)', async () => {
    const { calls } = start('/listings/create?copyFrom=dr-1&type=listing&from=draft', {
      'GET /api/universal/draft-listings/dr-1': draft(),
    });
    expect(((await screen.findByRole('combobox', { name: named('Grade') })) as HTMLInputElement).value).toBe('S355J2');
    expect(screen.getByRole('heading', { name: 'Create listing' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: named('Your material ID (SKU)') }) as HTMLInputElement).value).toBe('');
    expect(calls.to('GET /api/universal/draft-listings/dr-1')).toHaveLength(1);
    expect(calls.to('PUT /api/universal/draft-listings/dr-1')).toHaveLength(0);
  });

  it('refuses a copy source other than a listing or a draft', async () => {
    const { calls } = start('/listings/create?copyFrom=dr-1&type=listing&from=rfq');
    expect((await screen.findByRole('alert')).textContent).toContain('This draft was not found.');
    expect(calls.to('GET /api/universal/draft-listings/dr-1')).toHaveLength(0);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving with unsaved changes', async () => {
    const { router } = start();
    await screen.findByRole('heading', { name: 'Create listing' });
    type('Your material ID (SKU)', 'SKU-2');
    await act(() => router.navigate('/listings/my'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/listings/create');
    await act(() => router.navigate('/listings/my'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my'));
  });
});

describe('pickup address', () => {
  it('preselects the primary approved address, shows pending ones disabled and lets a manager add one', async () => {
    start('/listings/create/pickup-address', {}, MANAGER);
    expect(await screen.findByText('Where is the material collected?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Sheffield Depot/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: /Leeds Yard/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Awaiting validation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an address' })).toBeInTheDocument();
  });

  it("adds a pickup address in the organisation's name and country, and says when that failed", async () => {
    const added = (body: object) => address({ ...body, id: 'a-new', primary: false, validationState: 'PENDING' });
    let fail = true;
    const { calls, router } = start(
      '/listings/create/pickup-address/add',
      {
        'POST /api/manager/addresses/': (r) =>
          fail
            ? Response.json({ statusCode: 500, kind: 'API', message: 'boom' }, { status: 500 })
            : Response.json(added(r.body as object), { status: 201 }),
      },
      MANAGER,
    );
    await screen.findByRole('heading', { name: 'Add a pickup address' });
    expect((screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement).value).toBe(
      'Demo Steel Trading Ltd',
    );
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB');
    expect(screen.getByText(/You can choose this address once it has been validated/)).toBeInTheDocument();
    type('Address line 1', '7 Dock Road');
    type('Postcode', 'L20 1AA');
    type('City', 'Liverpool');
    fireEvent.click(button('Add address'));
    expect(await screen.findByText('The address could not be added. Please try again.')).toBeInTheDocument();

    fail = false;
    fireEvent.click(button('Add address'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/create/pickup-address'));
    expect(calls.to('POST /api/manager/addresses/').at(-1)!.body).toEqual({
      name: 'Demo Steel Trading Ltd',
      addressLine1: '7 Dock Road',
      addressLine2: null,
      city: 'Liverpool',
      postalCode: 'L20 1AA',
      country: 'GB',
      phone: null,
      addressType: 'WAREHOUSE',
    });
    expect(await screen.findByText('The address has been added and is awaiting validation.')).toBeInTheDocument();
  });

  it('tells a seller without the manager role to ask the manager', async () => {
    start('/listings/create/pickup-address');
    expect(await screen.findByText(/Ask your organisation's manager to add it/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add an address' })).not.toBeInTheDocument();
  });
});
