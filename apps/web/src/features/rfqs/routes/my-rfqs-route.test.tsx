import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { BUYER, list, RFQ_TEST_ROUTES, rfq, startReplies } from '../testing/rfq-fixtures';

// the machine running the suite is shared: screens after a navigation may take more than a second
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

function start(path: string, replies: Parameters<typeof fakeApi>[0]) {
  signInAs(BUYER.id, BUYER.roles);
  const calls = fakeApi({ ...startReplies(), ...replies });
  return { calls, ...renderRoutes(RFQ_TEST_ROUTES, { path }) };
}

const live = rfq({
  id: 'r-2',
  referenceNumber: 'RQ-000013',
  status: 'LIVE',
  numberOfQuotes: 2,
  quoteRef: 'Line 4 coil',
});
const rejected = rfq({ id: 'r-3', referenceNumber: 'RQ-000014', status: 'REJECTED' });

describe('/rfqs/my', { timeout: 30_000 }, () => {
  it('lists the submitted RFQs with their status, filters by status and loads more', async () => {
    const { calls } = start('/rfqs/my', {
      'GET /api/buyer/rfqs': (request) => {
        const filter = request.query.get('filter');
        if (filter === 'status=LIVE') return list([live]);
        const offset = Number(request.query.get('offset'));
        return { items: offset === 0 ? [live] : [rejected], currentPage: offset / 10 + 1, maxPages: 2, totalItems: 2 };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'RQ-000013' });
    expect(
      within(item).getByText('Live').getAttribute('data-tone') ??
        within(item).getByText('Live').closest('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('positive');
    expect(within(item).getByText(/Quotes: 2/)).toBeInTheDocument();
    // the buyer's own reference tells their RFQs apart
    expect(within(item).getByText('Your reference: Line 4 coil')).toBeInTheDocument();
    expect(calls.to('GET /api/buyer/rfqs')[0]!.query.get('filter')).toBe(
      'status=UNDER_REVIEW|LIVE|REJECTED|WITHDRAWN|EXPIRED',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'RQ-000014' })).toBeInTheDocument();
    expect(calls.to('GET /api/buyer/rfqs')[1]!.query.get('offset')).toBe('10');

    const filter = screen.getAllByLabelText('Status').find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Live', hidden: true }));
    await waitFor(() => expect(calls.to('GET /api/buyer/rfqs').at(-1)!.query.get('filter')).toBe('status=LIVE'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'RQ-000014' })).not.toBeInTheDocument());
  });

  it('says when nothing matches the filter, and when there is nothing at all', async () => {
    start('/rfqs/my?status=EXPIRED', { 'GET /api/buyer/rfqs': list([]) });
    expect(await screen.findByText('No RFQs have the chosen status.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('You have not submitted any RFQs yet.')).toBeInTheDocument();
  });

  it('shows the drafts under #drafts: continue opens the wizard, delete asks first', async () => {
    const { calls, router } = start('/rfqs/my#drafts', {
      'GET /api/buyer/rfqs': (request) => (request.query.get('filter') === 'status=DRAFT' ? list([rfq()]) : list([])),
      'DELETE /api/buyer/rfqs/r-1': new Response(null, { status: 204 }),
    });
    const draft = await screen.findByRole('listitem', { name: 'Draft' });
    expect(screen.getByRole('tab', { name: 'Drafts', selected: true })).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/rfqs/create/wizard/r-1/step3',
    );

    fireEvent.click(within(draft).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.to('DELETE /api/buyer/rfqs/r-1')).toHaveLength(1));
    expect(await screen.findByText('You have no RFQ drafts.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Submitted' }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });
});
