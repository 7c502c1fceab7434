import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import type { DocumentReference } from '@steelyard/domain/documents';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { Listing } from '@steelyard/domain/listings';
import type { ListingPackage } from '@steelyard/domain/packages';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { Component as ListingReviewRoute } from './listing-review-route';

// Thursday 5 March 2026: the fixtures' expiry (20 March) lies ahead
const NOW = new Date('2026-03-05T09:00:00Z');

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

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      { path: '/operator/listings', Component: ListingReviewRoute },
      { path: '/operator/organisations/:organisationId', element: <h1 data-testid="organisation" /> },
    ],
  },
];

const doc = (id: string, kind: DocumentReference['kind'], fileName: string): DocumentReference => ({
  documentId: id,
  kind,
  contentType: kind === 'PICTURE' ? 'image/jpeg' : 'application/pdf',
  meta: { fileName, size: 420_000, lastModifiedDate: null },
  createdAt: '2026-03-01T09:00:00.000Z',
});

const commercial = {
  organisationId: 'o-demo',
  weight: 24.5,
  tradeUnit: 'TON' as const,
  prime: false,
  age: null,
  origin: ['DE'],
  country: 'GB',
  expiresAt: '2026-03-20T14:00:00.000Z',
  status: { value: 'REVIEW_REQUIRED' as const, reason: null, modifiedAt: '2026-03-02T10:00:00.000Z' },
  pricing: {
    currencyCode: 'GBP',
    netPricePerUnit: 65_000,
    priceIncludingDelivery: { value: 70_000 },
    totalExcludingVat: { value: 1_715_000 },
  },
  oldPricing: null,
  internalSellerSku: null,
  description: null,
  autoRenew: { enabled: true, expiresAt: null },
  pickupAddress: { id: 'a-1' },
  additionalInformation: null,
  numberOfViews: 0,
  hasPendingChanges: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-02T10:00:00.000Z',
};

const COIL: Listing = {
  ...commercial,
  id: 'l-1',
  listingNumber: 'CL-000012',
  material: { product: 'COIL', materialType: 'MILD_STEEL', definition: 'HOT_ROLLED', grade: 'S355J2' },
  materialDimensions: { thickness: 3, width: 1500 },
  numberOfItems: null,
  tradeUnitCalculation: 'BY_WEIGHT',
  deliveryPromise: null,
  // p1 has a thumbnail made at upload (issue 23, item 14); the others were uploaded before
  pictures: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ ...doc(id, 'PICTURE', `${id}.jpg`), thumbnail: id === 'p1' })),
  testCertificates: [doc('c1', 'CERTIFICATE', 'mill-certificate.pdf')],
};

const PACKAGE: ListingPackage = {
  ...commercial,
  id: 'p-1',
  packageNumber: 'PK-000003',
  material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
  packageTitle: 'Mixed hot rolled sheets',
  packageDescription: 'Offcuts from a cancelled order.',
  packageDocument: doc('list-1', 'PACKAGE_LIST', 'package-list.xlsx'),
  deliveryTimeframe: 'WITHIN_1_WEEK',
  certificates: [],
  pictures: [],
};

const item = (overrides: Partial<AdminListing> = {}): AdminListing => ({
  id: 'l-1',
  kind: 'LISTING',
  organisation: { id: 'o-demo', name: 'Demo Steel Trading Ltd' },
  submittedAt: '2026-03-02T10:00:00.000Z',
  listing: COIL,
  package: null,
  ...overrides,
});
const PKG = item({
  id: 'p-1',
  kind: 'PACKAGE',
  organisation: { id: 'o-rhein', name: 'Rhein Stahlhandel GmbH' },
  listing: null,
  package: PACKAGE,
});

const page = (items: AdminListing[], totalItems = items.length) => ({
  items,
  currentPage: 1,
  maxPages: Math.max(1, Math.ceil(totalItems / 10)),
  totalItems,
});
const LIST = 'GET /api/admin/listings';
const exchange = (r: { path: string }) => ({
  url: `/api/files/${r.path.split('/')[4]}`,
  expiresAt: '2026-03-02T10:05:00.000Z',
});
const EXCHANGES = Object.fromEntries(
  ['p1', 'p2', 'p3', 'p4', 'c1', 'list-1'].map((id) => [`GET /api/admin/documents/${id}/exchange`, exchange]),
);

const open = () => renderRoutes(ROUTES, { path: '/operator/listings' });
const card = (name: RegExp) => screen.getByRole('article', { name });

describe('/operator/listings', () => {
  it('lists what waits for review, oldest first, with material, seller, price, weight, expiry and files', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([item(), PKG]), ...EXCHANGES });
    const { router } = open();
    await screen.findByRole('article', { name: /CL-000012/ });
    expect(screen.getByRole('heading', { name: 'Listing review', level: 1 })).toBeInTheDocument();
    const [first] = calls.to(LIST);
    // listings under review and the changes sellers made to live ones (issue 23)
    expect(first!.query.get('filter')).toBe('awaitingReview=true');
    expect(first!.query.get('sort')).toBe('submittedAt:asc');
    expect(first!.query.get('limit')).toBe('10');

    const coil = within(card(/CL-000012/));
    expect(coil.getByText('S355J2')).toBeInTheDocument();
    expect(coil.getByText('24.5 t')).toBeInTheDocument();
    expect(coil.getByText('£650.00 per tonne')).toBeInTheDocument();
    expect(coil.getByText('£700.00 per tonne')).toBeInTheDocument();
    expect(coil.getByText('20 Mar 2026, 14:00 (UK time)')).toBeInTheDocument();
    expect(coil.getByText('Germany')).toBeInTheDocument();
    // pictures through the operators' exchange, three then show more
    expect(await coil.findByRole('img', { name: 'p1.jpg' })).toBeInTheDocument();
    expect(coil.getAllByRole('button', { name: /^Open p\d\.jpg$/ })).toHaveLength(3);
    fireEvent.click(coil.getByRole('button', { name: 'Show 1 more' }));
    expect(coil.getAllByRole('button', { name: /^Open p\d\.jpg$/ })).toHaveLength(4);
    expect(coil.getByRole('button', { name: 'Open mill-certificate.pdf' })).toBeInTheDocument();
    expect(calls.to('GET /api/admin/documents/p1/exchange')).toHaveLength(1);
    // the tile reads the thumbnail where there is one, else the picture
    expect(calls.to('GET /api/admin/documents/p1/exchange')[0]!.query.get('variant')).toBe('thumbnail');
    expect(calls.to('GET /api/admin/documents/p2/exchange')[0]!.query.get('variant')).toBeNull();
    expect(calls.requests.some((r) => r.path.startsWith('/api/universal/'))).toBe(false);

    const pkg = within(card(/PK-000003/));
    expect(pkg.getByText('Offcuts from a cancelled order.')).toBeInTheDocument();
    expect(pkg.getByRole('button', { name: 'Open package-list.xlsx' })).toBeInTheDocument();
    expect(pkg.getByText('Within 1 week')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();

    fireEvent.click(pkg.getByRole('link', { name: 'Rhein Stahlhandel GmbH' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/organisations/o-rhein'));
  });

  it('approves naming the submission it shows: a notice, and the item leaves the queue', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({
      [LIST]: page([item(), PKG]),
      ...EXCHANGES,
      'POST /api/admin/listings/l-1/approve': item(),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve CL-000012' }));
    expect(
      await screen.findByText('CL-000012 of Demo Steel Trading Ltd has been approved and is now live.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /CL-000012/ })).not.toBeInTheDocument());
    // the server refuses the decision when the seller has sent it to review again since (issue 23)
    expect(calls.to('POST /api/admin/listings/l-1/approve')[0]!.body).toEqual({
      submittedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(screen.getByText('1 of 1 shown')).toBeInTheDocument();
  });

  it('rejects with the reason typed in the dialog (required)', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([item(), PKG]), ...EXCHANGES, 'POST /api/admin/listings/p-1/reject': PKG });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject PK-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    expect(within(dialog).getByText('PK-000003 of Rhein Stahlhandel GmbH')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Reject listing' }) as HTMLButtonElement;
    const reason = within(dialog).getByLabelText('Reason', { exact: false }) as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    expect(submit.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: ' The package list does not match the pictures. ' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/PK-000003 of Rhein Stahlhandel GmbH has been rejected/)).toBeInTheDocument();
    expect(calls.to('POST /api/admin/listings/p-1/reject')[0]!.body).toEqual({
      reason: 'The package list does not match the pictures.',
      submittedAt: '2026-03-02T10:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: /PK-000003/ })).not.toBeInTheDocument());
  });

  it('says so when another operator was first, and reloads the queue', async () => {
    signInAs('u-operator', ['OPERATOR']);
    let listed = 0;
    const calls = fakeApi({
      [LIST]: () => (listed++ === 0 ? page([item(), PKG]) : page([PKG])),
      ...EXCHANGES,
      'POST /api/admin/listings/l-1/approve': apiErrorReply(400, 'VALIDATION', LISTING_MESSAGES.transitionNotAllowed),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve CL-000012' }));
    expect(await screen.findByText(/another operator has already decided/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /CL-000012/ })).not.toBeInTheDocument());
    expect(calls.to(LIST)).toHaveLength(2);
  });

  it('shows a read-only operator the queue without the buttons', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    fakeApi({ [LIST]: page([item(), PKG]), ...EXCHANGES });
    open();
    await screen.findByRole('article', { name: /CL-000012/ });
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(screen.getByText(/approving and rejecting listings needs the Operator role/)).toBeInTheDocument();
    // files stay openable
    expect(screen.getByRole('button', { name: 'Open mill-certificate.pdf' })).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    signInAs('u-operator', ['OPERATOR']);
    fakeApi({ [LIST]: page([]) });
    open();
    expect(await screen.findByText('No listings, packages or changes are waiting for review.')).toBeInTheDocument();
  });

  it("shows a live listing's changes, now and proposed, and approves them (issue 23, item 11)", async () => {
    signInAs('u-operator', ['OPERATOR']);
    const live: Listing = {
      ...COIL,
      status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-03-02T10:00:00.000Z' },
      material: { ...COIL.material, grade: 'S275JR' },
      hasPendingChanges: true,
      revision: {
        submittedAt: '2026-03-04T16:30:00.000Z',
        changedFields: ['material', 'materialDimensions', 'testCertificates'],
        content: {
          material: COIL.material,
          materialDimensions: { thickness: 4, width: 1500 },
          numberOfItems: null,
          tradeUnitCalculation: 'BY_WEIGHT',
          weight: COIL.weight,
          prime: COIL.prime,
          origin: COIL.origin,
          age: null,
          country: 'GB',
          pickupAddress: COIL.pickupAddress,
          additionalInformation: null,
          description: null,
          pictures: COIL.pictures,
          testCertificates: [doc('c2', 'CERTIFICATE', 'new-heat.pdf')],
        },
      },
    };
    const revised = item({ listing: live, submittedAt: '2026-03-04T16:30:00.000Z' });
    const calls = fakeApi({
      [LIST]: page([revised]),
      ...EXCHANGES,
      'GET /api/admin/documents/c2/exchange': exchange,
      'POST /api/admin/listings/l-1/approve': item({ listing: { ...live, revision: null, hasPendingChanges: false } }),
    });
    open();
    const coil = within(await screen.findByRole('article', { name: /CL-000012/ }));
    expect(coil.getByText('Changes to a live listing')).toBeInTheDocument();
    expect(coil.getByText(/^Changes sent on 4 Mar 2026/)).toBeInTheDocument();
    const changes = within(coil.getByRole('table'));
    const material = within(changes.getByRole('row', { name: /^Material/ }));
    expect(material.getByText('Coil · Mild steel · S275JR')).toBeInTheDocument();
    expect(material.getByText('Coil · Mild steel · S355J2')).toBeInTheDocument();
    const sizes = within(changes.getByRole('row', { name: /^Dimensions/ }));
    expect(sizes.getByText('3 × 1,500 mm')).toBeInTheDocument();
    expect(sizes.getByText('4 × 1,500 mm')).toBeInTheDocument();
    expect(
      changes.getByRole('row', { name: /^Test and mill certificates mill-certificate\.pdf new-heat\.pdf$/ }),
    ).toBeInTheDocument();
    // the rest of the card is the listing as it would be: the proposed certificate opens
    expect(coil.getByRole('button', { name: 'Open new-heat.pdf' })).toBeInTheDocument();

    fireEvent.click(coil.getByRole('button', { name: 'Approve the changes to CL-000012' }));
    expect(
      await screen.findByText(
        'The changes to CL-000012 of Demo Steel Trading Ltd have been approved: buyers see them now.',
      ),
    ).toBeInTheDocument();
    expect(calls.to('POST /api/admin/listings/l-1/approve')[0]!.body).toEqual({
      submittedAt: '2026-03-04T16:30:00.000Z',
    });
  });

  it('rejects the changes to a live listing with their own dialog', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const live: Listing = {
      ...COIL,
      status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-03-02T10:00:00.000Z' },
      hasPendingChanges: true,
      revision: {
        submittedAt: '2026-03-04T16:30:00.000Z',
        changedFields: ['description'],
        content: { ...COIL, description: 'Edge trimmed' },
      },
    };
    const calls = fakeApi({
      [LIST]: page([item({ listing: live })]),
      ...EXCHANGES,
      'POST /api/admin/listings/l-1/reject': item({ listing: { ...live, revision: null } }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the changes to CL-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject changes' });
    expect(within(dialog).getByText(/buyers keep seeing the listing as it is/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason', { exact: false }), {
      target: { value: 'Please describe the edge condition.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(await screen.findByText(/buyers keep seeing the listing as it was/)).toBeInTheDocument();
    expect(calls.to('POST /api/admin/listings/l-1/reject')[0]!.body).toMatchObject({
      reason: 'Please describe the edge condition.',
    });
  });

  it('offers only rejection for a submission whose expiry has passed (issue 23, item 13)', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const lapsed = item({ listing: { ...COIL, expiresAt: '2026-03-04T14:00:00.000Z' } });
    fakeApi({ [LIST]: page([lapsed, PKG]), ...EXCHANGES });
    open();
    const coil = within(await screen.findByRole('article', { name: /CL-000012/ }));
    expect(coil.getByText('Expiry passed')).toBeInTheDocument();
    expect(
      coil.getByText(/Its expiry \(4 Mar 2026, 14:00 \(UK time\)\) has passed, so it cannot go live/),
    ).toBeInTheDocument();
    expect((coil.getByRole('button', { name: 'Approve CL-000012' }) as HTMLButtonElement).disabled).toBe(true);
    expect((coil.getByRole('button', { name: 'Reject CL-000012' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(card(/PK-000003/)).queryByText('Expiry passed')).not.toBeInTheDocument();
  });

  it('says why when the server refuses an approval because the expiry passed meanwhile; the item stays', async () => {
    signInAs('u-operator', ['OPERATOR']);
    fakeApi({
      [LIST]: page([item(), PKG]),
      ...EXCHANGES,
      'POST /api/admin/listings/l-1/approve': apiErrorReply(409, 'API', LISTING_MESSAGES.expiryPassed),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve CL-000012' }));
    expect(
      await screen.findByText(
        'CL-000012 of Demo Steel Trading Ltd cannot be approved: its expiry has passed. Reject it so that the seller can choose a new expiry.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /CL-000012/ })).toBeInTheDocument();
  });

  it('reloads the queue when the seller changed the listing since it was loaded', async () => {
    signInAs('u-operator', ['OPERATOR']);
    let listed = 0;
    const calls = fakeApi({
      [LIST]: () =>
        listed++ === 0 ? page([item(), PKG]) : page([item({ submittedAt: '2026-03-05T08:00:00.000Z' }), PKG]),
      ...EXCHANGES,
      'POST /api/admin/listings/l-1/approve': apiErrorReply(409, 'API', LISTING_MESSAGES.reviewOutdated),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve CL-000012' }));
    expect(await screen.findByText(/or the seller withdrew or changed it/)).toBeInTheDocument();
    await waitFor(() => expect(calls.to(LIST)).toHaveLength(2));
  });
});
