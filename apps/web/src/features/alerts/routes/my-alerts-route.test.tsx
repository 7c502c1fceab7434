import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { ALERT_TEST_ROUTES, BUYER, alert, page } from '../testing/alerts-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const LIST = 'GET /api/universal/listing-alerts/';

describe('/my-alerts', () => {
  it('lists the alerts with their new results, switches one off and deletes one after a confirmation', async () => {
    signInAs(BUYER.id, BUYER.roles);
    let alerts = [alert(), alert({ id: 'a2', type: 'URGENT', numberOfNewResults: 0, comment: 'Needed by Friday' })];
    const calls = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [LIST]: () => page(alerts),
      'PATCH /api/universal/listing-alerts/a1': (r) => {
        alerts = alerts.map((a) => (a.id === 'a1' ? { ...a, enabled: (r.body as { enabled: boolean }).enabled } : a));
        return alerts[0]!;
      },
      'DELETE /api/universal/listing-alerts/a2': () => {
        alerts = alerts.filter((a) => a.id !== 'a2');
        return jsonReply(204);
      },
    });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts' });
    expect(await screen.findByRole('heading', { name: 'My Alerts' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('New results: 2')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Results since it was created: 5')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'View results' }).getAttribute('href')).toBe(
      '/my-alerts/search?alertId=a1',
    );
    expect(within(cards[1]!).getByText('Urgent request')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Needed by Friday')).toBeInTheDocument();

    fireEvent.click(within(cards[0]!).getByRole('switch'));
    await waitFor(() => expect(calls.to('PATCH /api/universal/listing-alerts/a1')).toHaveLength(1));
    expect(calls.to('PATCH /api/universal/listing-alerts/a1')[0]!.body).toEqual({ enabled: false });
    expect(await screen.findByText('The alert is switched off.')).toBeInTheDocument();

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alert' });
    expect(calls.to('DELETE /api/universal/listing-alerts/a2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The alert is deleted.')).toBeInTheDocument();
    expect(calls.to('DELETE /api/universal/listing-alerts/a2')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = fakeApi({ 'GET /api/universal/users/self': BUYER, [LIST]: page([alert()]) });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('DELETE /api/universal/listing-alerts/a1')).toHaveLength(0);
  });

  it('shows the empty state and the Q&A', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({ 'GET /api/universal/users/self': BUYER, [LIST]: page([]) });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts' });
    expect(await screen.findByText('You have no alerts yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions and answers' })).toBeInTheDocument();
    expect(screen.getByText('What is an alert?')).toBeInTheDocument();
  });

  it('a list that failed to load says so and loads again on "Try again" (issue 24, one page state)', async () => {
    signInAs(BUYER.id, BUYER.roles);
    let failing = true;
    const calls = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [LIST]: () => (failing ? apiErrorReply(500, 'INTERNAL_SERVER_ERROR', 'down') : page([alert()])),
    });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts' });
    expect(await screen.findByText('Your alerts could not be loaded. Please try again.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls.to(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('/immediate-requests lists the urgent requests only', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = fakeApi({ 'GET /api/universal/users/self': BUYER, [LIST]: page([alert({ type: 'URGENT' })]) });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-requests' });
    expect(await screen.findByRole('heading', { name: 'My urgent requests' })).toBeInTheDocument();
    await screen.findByRole('article');
    expect(calls.to(LIST)[0]!.query.get('filter')).toBe('type=URGENT');
  });
});
