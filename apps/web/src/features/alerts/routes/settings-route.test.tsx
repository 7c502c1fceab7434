import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMMEDIATE_REQUEST_SETTINGS } from '@steelyard/domain/alerts';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ALERT_TEST_ROUTES, BUYER, SELLER } from '../testing/alerts-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const SETTINGS = '/api/seller/immediate-requests/settings';

describe('/immediate-requests/settings', () => {
  it('tells a non-seller to contact an administrator and asks nothing of the seller route', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = fakeApi({ 'GET /api/universal/users/self': BUYER });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/immediate-requests/settings' });
    expect(
      await screen.findByText('Only sellers choose which urgent requests reach them. Please contact an administrator.'),
    ).toBeInTheDocument();
    expect(calls.to(`GET ${SETTINGS}`)).toHaveLength(0);
  });

  it('lets a seller switch urgent requests off and saves the settings', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = fakeApi({
      'GET /api/universal/users/self': SELLER,
      [`GET ${SETTINGS}`]: DEFAULT_IMMEDIATE_REQUEST_SETTINGS,
      [`PUT ${SETTINGS}`]: (r) => r.body as object,
    });
    renderRoutes(ALERT_TEST_ROUTES, { path: '/my-alerts/settings' });
    const toggle = (await screen.findByRole('switch', { name: /Receive urgent requests/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Your urgent request settings are saved.')).toBeInTheDocument();
    expect(calls.to(`PUT ${SETTINGS}`)[0]!.body).toEqual({ ...DEFAULT_IMMEDIATE_REQUEST_SETTINGS, enabled: false });
  });
});
