import i18next from 'i18next';
import { apiRequest } from '../api/api-client';
import { queryClient } from '../api/query-client';
import { ANALYTICS_EVENTS, trackEvent } from '../analytics/analytics';
import { notify } from '../ui/notify';
import { clearSession, getSession, type Session, type SessionEndReason } from './session-store';

async function revoke(session: Session): Promise<void> {
  try {
    await apiRequest('auth/revoke-token', {
      method: 'POST',
      auth: false,
      body: { refreshToken: session.refreshToken, tenant: session.tenant, userId: session.userId },
    });
  } catch {
    // the session is gone locally either way; the refresh token expires on its own within 24 h
  }
}

/**
 * Resets all client state: the session and the query cache go at once (so no screen keeps
 * showing the user's data), then the refresh token is revoked with tenant and user id. The
 * route guard sees the missing session and goes to /login.
 */
async function endSession(reason: SessionEndReason): Promise<void> {
  const session = getSession();
  if (!session) return;
  if (reason === 'logout') trackEvent(ANALYTICS_EVENTS.loggedOut);
  clearSession(reason);
  queryClient.clear();
  if (reason === 'expired') {
    notify({ id: 'session-ended', level: 'INFO', message: i18next.t('shared.errors.kind.AUTHENTICATION_REQUIRED') });
  }
  await revoke(session);
}

/** The Logout button: ends the session and lands on a plain /login. */
export function signOut(): Promise<void> {
  return endSession('logout');
}

/** The unauthenticated event (a 401 or a failed refresh): ends the session, keeping the path for after login. */
export function expireSession(): Promise<void> {
  return endSession('expired');
}
