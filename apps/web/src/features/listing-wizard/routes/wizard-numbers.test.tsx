import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListingBodyFor } from '@steelyard/domain/listings';
import { FEATURES } from '@steelyard/domain/roles';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { draft, liveListing, SELLER, startReplies, WIZARD_TEST_ROUTES } from '../testing/wizard-fixtures';

/*
 * Issue 23, item 16: the English wizard read "22,400" as weight 22.4 and "1,290" as price 1290.
 * Every number field now reads its text in the UI language (decision 171).
 */

const NOW = new Date('2026-03-10T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  clearSession();
  await changeLanguage('en');
});

const named = (label: string) => (name: string) => name.replace(/\s*\*\s*$/, '').trim() === label;
const field = (label: string) => screen.getByRole('textbox', { name: named(label) }) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

/** A draft weighed by weight in kilograms: 22,400 kg is within the 1,000 t a listing may weigh. */
const byWeight = (tradeUnit: 'TON' | 'KILOGRAM') =>
  draft({ tradeUnitCalculation: 'BY_WEIGHT', tradeUnit, weight: 1000, expiresAt: '2026-03-10T16:00:00Z' });

function start(tradeUnit: 'TON' | 'KILOGRAM' = 'KILOGRAM') {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi({
    ...startReplies(SELLER),
    'GET /api/universal/draft-listings/dr-1': byWeight(tradeUnit),
    'PUT /api/universal/draft-listings/dr-1': (r) => Response.json(draft(r.body as never)),
    'POST /api/seller/listings/': Response.json({ ...liveListing(), id: 'l-9' }, { status: 201 }),
  });
  const view = renderRoutes(WIZARD_TEST_ROUTES, { path: '/listings/create/dr-1/LISTING' });
  return { calls, ...view };
}

async function toWeightStep(next: string) {
  fireEvent.click(screen.getByRole('button', { name: next }));
  fireEvent.click(await screen.findByRole('button', { name: next }));
}

describe('numbers in the wizard (issue 23, item 16)', () => {
  it('reads "22,400" kg and a price of "1,290" in English as thousands, and submits them', async () => {
    const { calls, router } = start();
    await screen.findByRole('heading', { name: 'Continue your draft' });
    await toWeightStep('Next');
    await screen.findByRole('textbox', { name: named('Weight') });
    // a value from the draft is shown in the UI language
    expect(field('Weight').value).toBe('1,000');
    expect(field('Net selling price per kilogram').value).toBe('650');
    type('Weight', '22,400');
    type('Net selling price per kilogram', '1,290');
    expect(screen.queryByText(/Type the number as/)).not.toBeInTheDocument();
    await act(() => router.navigate('/listings/create/summary'));
    await screen.findByRole('heading', { name: 'Review your listing' });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit listing' }));
    await waitFor(() => expect(calls.to('POST /api/seller/listings/')).toHaveLength(1));
    const body = calls.to('POST /api/seller/listings/')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ weight: 22400, tradeUnit: 'KILOGRAM', sellingPrice: { value: 129_000 } });
    expect(createListingBodyFor(FEATURES).safeParse(body).success).toBe(true);
  });

  it('refuses "22,400" t in English by the weight limit, not as 22.4 t', async () => {
    start('TON');
    await screen.findByRole('heading', { name: 'Continue your draft' });
    await toWeightStep('Next');
    await screen.findByRole('textbox', { name: named('Weight') });
    type('Weight', '22,400');
    expect(await screen.findByText('Please enter a lower number')).toBeInTheDocument();
    type('Weight', '22.400');
    await waitFor(() => expect(screen.queryByText('Please enter a lower number')).not.toBeInTheDocument());
  });

  it('reads "22.400" as 22400 and "1,5" as 1.5 in German', async () => {
    await changeLanguage('de');
    const { calls } = start();
    await screen.findByRole('heading', { name: 'Entwurf fortsetzen' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('textbox', { name: named('Dicke') });
    type('Dicke', '1,5');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('textbox', { name: named('Gewicht') });
    expect(field('Gewicht').value).toBe('1.000');
    type('Gewicht', '22.400');
    fireEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() => expect(calls.to('PUT /api/universal/draft-listings/dr-1')).toHaveLength(1));
    expect(calls.to('PUT /api/universal/draft-listings/dr-1')[0]!.body).toMatchObject({
      weight: 22400,
      materialDimensions: { thickness: 1.5, width: 1250, length: 2500 },
    });
  });

  it('refuses an ambiguous "22,4" in English with how to type it, and does not go on', async () => {
    const { calls } = start();
    await screen.findByRole('heading', { name: 'Continue your draft' });
    await toWeightStep('Next');
    await screen.findByRole('textbox', { name: named('Weight') });
    type('Weight', '22,4');
    const message = 'Type the number as 22,400.5 (thousands with a comma, decimals with a point).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Weight').value).toBe('22,4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: named('Weight') })).toBeInTheDocument();
    expect(calls.to('POST /api/seller/listings/')).toHaveLength(0);
  });
});
