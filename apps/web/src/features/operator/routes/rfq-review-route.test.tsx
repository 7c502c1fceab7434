import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RFQ_MESSAGES, type Rfq } from '@steelyard/domain/rfqs';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { Component as RfqReviewRoute } from './rfq-review-route';

// the machine running the suite is shared: screens after a navigation may take more than a second
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [{ path: '/operator/rfqs', Component: RfqReviewRoute }],
  },
];

const rfq = (id: string, referenceNumber: string): Rfq => ({
  id,
  referenceNumber,
  quoteRef: null,
  status: 'UNDER_REVIEW',
  rejectionReason: null,
  items: [
    {
      id: `${id}-i`,
      product: 'PLATE',
      materialType: 'MILD_STEEL',
      grade: 'S355J2',
      specification: 'EN_10025_2',
      finish: null,
      surface: 'SHOT_BLASTED',
      coating: null,
      coatingThicknessValue: null,
      thickness: 10,
      width: 2000,
      length: 6000,
      weight: 30,
      tolerance: 'EN_10029_CLASS_B',
    },
    {
      id: `${id}-j`,
      product: 'COIL',
      materialType: 'COATED_STEEL',
      grade: 'DX51D',
      specification: 'EN_10346',
      finish: 'MINIMISED_SPANGLE',
      surface: 'OILED',
      coating: 'ZINC',
      coatingThicknessValue: 'Z275',
      thickness: 1.5,
      width: 1250,
      length: null,
      weight: 24.5,
      // free text, not a catalogue code: shown as typed
      tolerance: '±0.08 mm',
    },
  ],
  preferredOrigins: ['WESTERN_EUROPE'],
  requiredDeliveryMonth: '2027-02',
  quoteDeadline: '2027-01-15T12:00:00.000Z',
  deliveryAddressId: 'a-1',
  deliveryCountry: 'GB',
  currencyCode: 'GBP',
  comments: 'Mill certificates 3.1 please',
  buyerOrganisation: { id: 'o1', name: 'Demo Steel Trading Ltd' },
  quotes: [],
  myQuote: null,
  numberOfQuotes: 0,
  submittedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The texts of a table's body rows, cell by cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The value of a labelled field (a dt and its dd). */
const fieldOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const queue = (items: Rfq[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });

describe('/operator/rfqs', { timeout: 30_000 }, () => {
  it('approves and rejects with a reason; the decided RFQs leave the queue', async () => {
    signInAs('op-1', ['OPERATOR']);
    const calls = fakeApi({
      'GET /api/admin/rfqs': queue([rfq('r-1', 'RQ-000012'), rfq('r-2', 'RQ-000013')]),
      'POST /api/admin/rfqs/r-1/approve': { ...rfq('r-1', 'RQ-000012'), status: 'LIVE' },
      'POST /api/admin/rfqs/r-2/reject': { ...rfq('r-2', 'RQ-000013'), status: 'REJECTED' },
    });
    renderRoutes(ROUTES, { path: '/operator/rfqs' });
    const first = await screen.findByRole('article', { name: 'RQ-000012' });
    expect(calls.to('GET /api/admin/rfqs')[0]!.query.get('filter')).toBe('status=UNDER_REVIEW');
    expect(within(first).getByText('Demo Steel Trading Ltd')).toBeInTheDocument();
    expect(within(first).getByText('Mill certificates 3.1 please')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Approve RQ-000012' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'RQ-000012' })).not.toBeInTheDocument());
    expect(await screen.findByText('RQ-000012 of Demo Steel Trading Ltd is live.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reject RQ-000013' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject RFQ' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Please name the tolerance.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject RFQ' }));
    await waitFor(() => expect(calls.to('POST /api/admin/rfqs/r-2/reject')).toHaveLength(1));
    expect(calls.to('POST /api/admin/rfqs/r-2/reject')[0]!.body).toEqual({ reason: 'Please name the tolerance.' });
  });

  it('treats an RFQ decided elsewhere as an answer', async () => {
    signInAs('op-1', ['OPERATOR']);
    fakeApi({
      'GET /api/admin/rfqs': queue([rfq('r-1', 'RQ-000012')]),
      'POST /api/admin/rfqs/r-1/approve': apiErrorReply(400, 'VALIDATION', RFQ_MESSAGES.transitionNotAllowed),
    });
    renderRoutes(ROUTES, { path: '/operator/rfqs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve RQ-000012' }));
    expect(
      await screen.findByText('RQ-000012 of Demo Steel Trading Ltd no longer waits for review.'),
    ).toBeInTheDocument();
  });

  it("shows every field of each item and the RFQ's shipping details", async () => {
    signInAs('op-2', ['OPERATOR_READONLY']);
    fakeApi({ 'GET /api/admin/rfqs': queue([{ ...rfq('r-1', 'RQ-000012'), quoteRef: 'PO-77' }]) });
    renderRoutes(ROUTES, { path: '/operator/rfqs' });
    const card = await screen.findByRole('article', { name: 'RQ-000012' });
    const table = within(card).getByRole('table', { name: 'Items of RQ-000012' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Material', 'Size', 'Weight', 'Tolerance']);
    expect(rowsOf(table)).toEqual([
      ['Plate · Mild steel', 'S355J2 · EN 10025-2 · Shot blasted', '10 × 2,000 × 6,000 mm', '30 t', 'EN 10029 class B'],
      [
        'Coil · Coated steel',
        'DX51D · EN 10346 · Zinc (Z) · Z275 · Oiled · Minimised spangle',
        '1.5 × 1,250 mm',
        '24.5 t',
        '±0.08 mm',
      ],
    ]);
    expect(fieldOf(card, 'Preferred origins')).toBe('Western Europe (EU, UK, Switzerland, Norway)');
    expect(fieldOf(card, 'Required delivery month')).toBe('February 2027');
    expect(fieldOf(card, 'Quote deadline')).toMatch(/^15 Jan 2027/);
    expect(fieldOf(card, 'Delivery address')).toBe('United Kingdom');
    expect(fieldOf(card, 'Comments for sellers')).toBe('Mill certificates 3.1 please');
    // the buyer's own reference is not the operator's business
    expect(within(card).queryByText('PO-77')).not.toBeInTheDocument();
  });

  it('shows read-only operators the queue without buttons', async () => {
    signInAs('op-2', ['OPERATOR_READONLY']);
    fakeApi({ 'GET /api/admin/rfqs': queue([rfq('r-1', 'RQ-000012')]) });
    renderRoutes(ROUTES, { path: '/operator/rfqs' });
    await screen.findByRole('article', { name: 'RQ-000012' });
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(screen.getByText(/approving and rejecting RFQs needs the Operator role/)).toBeInTheDocument();
  });
});
