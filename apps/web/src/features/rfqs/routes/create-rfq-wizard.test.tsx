import { notifications } from '@mantine/notifications';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RFQ_MESSAGES, type RfqDraftBody } from '@steelyard/domain/rfqs';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, coilItem, RFQ_TEST_ROUTES, rfq, startReplies } from '../testing/rfq-fixtures';

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

const named = (label: string) => (name: string) => name.replace(/\s*\*\s*$/, '').trim() === label;
const combobox = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('combobox', { name: named(label) }) as HTMLInputElement;
const choose = async (label: string, option: string, scope?: HTMLElement) => {
  const input = combobox(label, scope);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  const found = within(listbox)
    .getAllByRole('option', { hidden: true })
    .find((o) => o.textContent === option);
  if (!found) throw new Error(`No option ${option} in ${label}`);
  fireEvent.click(found);
};
const type = (label: string, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByRole('textbox', { name: named(label) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function start(path: string, replies: Parameters<typeof fakeApi>[0] = {}) {
  signInAs(BUYER.id, BUYER.roles);
  const calls = fakeApi({ ...startReplies(), ...replies });
  return { calls, ...renderRoutes(RFQ_TEST_ROUTES, { path }) };
}

const draft = rfq();
const draftReplies = { 'GET /api/buyer/rfqs/r-1': draft };

describe('step 1: choose materials', { timeout: 30_000 }, () => {
  it('needs a material, then saves a new draft (POST) and goes to its step 2', async () => {
    const { calls, router } = start('/rfqs/create/wizard', {
      'POST /api/buyer/rfqs': rfq({ items: [] }),
    });
    await screen.findByRole('heading', { name: 'Create RFQ' });
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Please choose at least one material.')).toBeInTheDocument();
    expect(calls.to('POST /api/buyer/rfqs')).toHaveLength(0);

    const coil = screen.getByRole('group', { name: 'Coil' });
    fireEvent.click(within(coil).getByRole('checkbox', { name: 'Mild steel' }));
    // coated steel is made as coil and sheet only
    expect(
      within(screen.getByRole('group', { name: 'Plate' })).queryByRole('checkbox', { name: 'Coated steel' }),
    ).not.toBeInTheDocument();
    fireEvent.click(button('Next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/wizard/r-1/step2'));
    expect(calls.to('POST /api/buyer/rfqs')[0]!.body).toMatchObject({ items: [], preferredOrigins: [] });
    expect(await screen.findByRole('heading', { name: 'Coil · Mild steel' }, { timeout: 5000 })).toBeInTheDocument();
    // saved as it goes, but still the RFQ being created here, not a draft being continued
    expect(screen.getByRole('heading', { level: 1, name: 'Create RFQ' })).toBeInTheDocument();
  });

  it('saves the chosen materials with the draft and finds them again after a reload (issue 23, item 26)', async () => {
    const chosen = [{ product: 'SHEET', materialType: 'MILD_STEEL' }] as const;
    const { calls } = start('/rfqs/create/wizard', {
      'POST /api/buyer/rfqs': rfq({ items: [], materials: [...chosen] }),
    });
    await screen.findByRole('heading', { name: 'Create RFQ' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Sheet' })).getByRole('checkbox', { name: 'Mild steel' }));
    fireEvent.click(button('Next'));
    await waitFor(() => expect(calls.to('POST /api/buyer/rfqs')).toHaveLength(1));
    expect(calls.to('POST /api/buyer/rfqs')[0]!.body).toMatchObject({ materials: chosen, items: [] });
  });

  it('opens a reloaded draft without items on its chosen materials, step 1 and step 2', async () => {
    const saved = rfq({ items: [], materials: [{ product: 'SHEET', materialType: 'MILD_STEEL' }] });
    const { router } = start('/rfqs/create/wizard/r-1/step2', { 'GET /api/buyer/rfqs/r-1': saved });
    expect(await screen.findByRole('heading', { name: 'Sheet · Mild steel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rfqs/create/wizard/r-1/step2');
    cleanup();
    start('/rfqs/create/wizard/r-1', { 'GET /api/buyer/rfqs/r-1': saved });
    const sheet = await screen.findByRole('group', { name: 'Sheet' });
    await waitFor(() =>
      expect((within(sheet).getByRole('checkbox', { name: 'Mild steel' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('says so when the draft cannot be saved', async () => {
    start('/rfqs/create/wizard', { 'POST /api/buyer/rfqs': apiErrorReply(500, 'INTERNAL', 'boom') });
    await screen.findByRole('heading', { name: 'Create RFQ' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Sheet' })).getByRole('checkbox', { name: 'Mild steel' }));
    fireEvent.click(button('Next'));
    expect(await screen.findByText('The request for quotation could not be saved.')).toBeInTheDocument();
  });

  it('sends a step without its earlier steps back to step 1', async () => {
    const { router } = start('/rfqs/create/wizard/step3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/wizard'));
  });
});

describe('step 2: items', { timeout: 30_000 }, () => {
  it('asks for the required fields, refuses a duplicate on the client and saves a new item with PUT', async () => {
    const { calls } = start('/rfqs/create/wizard/r-1/step2', {
      ...draftReplies,
      'PUT /api/buyer/rfqs/r-1': (request) =>
        rfq({
          items: (request.body as RfqDraftBody).items!.map((item, i) => ({
            ...coilItem(),
            ...item,
            id: `i-${i + 1}`,
            length: null,
          })),
        }),
    });
    const form = await screen.findByRole('form', { name: 'New item: Coil · Mild steel' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(4); // grade, thickness, width, weight
    expect(await screen.findByText('Invalid form values')).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: named('Length (mm)') })).not.toBeInTheDocument(); // coil has no length

    await choose('Grade', 'S355J2', form);
    expect(combobox('Specification', form).value).toBe('EN 10025-2');
    type('Thickness (mm)', '3', form);
    type('Width (mm)', '1500', form);
    type('Weight (t)', '10', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Item already exists')).toBeInTheDocument();
    expect(calls.to('PUT /api/buyer/rfqs/r-1')).toHaveLength(0);

    // issue 23, item 16: numbers are read in the UI language; "1,5" is refused in English, "1,250" is 1250
    type('Weight (t)', '1,5', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(
      await within(form).findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(calls.to('PUT /api/buyer/rfqs/r-1')).toHaveLength(0);
    type('Weight (t)', '10', form);
    type('Width (mm)', '1,250', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(calls.to('PUT /api/buyer/rfqs/r-1')).toHaveLength(1));
    const body = calls.to('PUT /api/buyer/rfqs/r-1')[0]!.body as RfqDraftBody;
    expect(body.items).toHaveLength(2);
    expect(body.items![1]).toMatchObject({ grade: 'S355J2', width: 1250, thickness: 3, weight: 10, length: null });
    expect(await screen.findByRole('cell', { name: '3 × 1,250 mm' })).toBeInTheDocument();
  });

  it('shows the server’s "Item already exists" and keeps the items', async () => {
    start('/rfqs/create/wizard/r-1/step2', {
      ...draftReplies,
      'PUT /api/buyer/rfqs/r-1': apiErrorReply(400, 'VALIDATION', RFQ_MESSAGES.invalidForm, [
        { path: 'items.1', message: RFQ_MESSAGES.duplicateItem },
      ]),
    });
    const form = await screen.findByRole('form', { name: 'New item: Coil · Mild steel' });
    await choose('Grade', 'S275JR', form);
    type('Thickness (mm)', '3', form);
    type('Width (mm)', '1500', form);
    type('Weight (t)', '10', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Item already exists')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2); // the header and the one saved item
  });

  it('asks before deleting an item and saves the draft without it', async () => {
    const { calls } = start('/rfqs/create/wizard/r-1/step2', {
      ...draftReplies,
      'PUT /api/buyer/rfqs/r-1': rfq({ items: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete item S355J2 · EN 10025-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(calls.to('PUT /api/buyer/rfqs/r-1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.to('PUT /api/buyer/rfqs/r-1')).toHaveLength(1));
    expect((calls.to('PUT /api/buyer/rfqs/r-1')[0]!.body as RfqDraftBody).items).toEqual([]);
    expect(await screen.findByText('No items yet.')).toBeInTheDocument();
  });
});

describe('step 3: shipping and the summary', { timeout: 30_000 }, () => {
  it('asks for the shipping details, then saves and submits from the summary', async () => {
    const empty = rfq({
      requiredDeliveryMonth: null,
      quoteDeadline: null,
      deliveryAddressId: null,
      preferredOrigins: [],
    });
    const { calls, router } = start('/rfqs/create/wizard/r-1/step3', {
      'GET /api/buyer/rfqs/r-1': empty,
      'PUT /api/buyer/rfqs/r-1': (request) => ({ ...empty, ...(request.body as object), items: empty.items }),
      'POST /api/buyer/rfqs/r-1/submit': rfq({ status: 'UNDER_REVIEW' }),
    });
    await screen.findByRole('heading', { name: 'Continue your RFQ draft' });
    fireEvent.click(button('Review'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2); // month, deadline
    // the primary approved warehouse is preselected
    expect(screen.getByRole('radio', { name: /Sheffield Depot/ }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('Invalid form values')).toBeInTheDocument();

    await choose('Preferred origins', 'Western Europe (EU, UK, Switzerland, Norway)');
    await choose('Required delivery month', 'February 2027');
    fireEvent.change(screen.getByLabelText(/Quote deadline/), { target: { value: '2026-11-01T12:00' } });
    fireEvent.blur(screen.getByLabelText(/Quote deadline/));
    expect(await screen.findByText('The quote deadline must be in the future.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Quote deadline/), { target: { value: '2026-12-15T12:00' } });
    fireEvent.click(screen.getByRole('radio', { name: /Sheffield Depot/ }));
    expect(screen.queryByRole('radio', { name: /Leeds Yard/ })).not.toBeInTheDocument(); // pending addresses are not offered
    fireEvent.click(button('Review'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/summary'));
    expect(calls.to('PUT /api/buyer/rfqs/r-1')[0]!.body).toMatchObject({
      preferredOrigins: ['WESTERN_EUROPE'],
      requiredDeliveryMonth: '2027-02',
      quoteDeadline: new Date('2026-12-15T12:00').toISOString(),
      deliveryAddressId: 'a-sheffield',
    });
    await screen.findByRole('button', { name: 'Submit RFQ' }, { timeout: 5000 });
    expect(screen.getByText('February 2027')).toBeInTheDocument();
    fireEvent.click(button('Submit RFQ'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/success'));
    expect(calls.to('POST /api/buyer/rfqs/r-1/submit')).toHaveLength(1);
    expect(await screen.findByText(/RQ-000012 is now being reviewed/)).toBeInTheDocument();
  });
});
