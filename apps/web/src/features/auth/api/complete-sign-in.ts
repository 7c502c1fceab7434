import type { TokensReply } from '@steelyard/domain/auth';
import type { Tenant } from '@steelyard/domain/roles';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { sessionFromTokens, setSession } from '../../../shared/session/session-store';
import { clearChallenge } from './challenge-store';

/**
 * The one way a sign-in ends, after the password or after the last challenge: the session is
 * stored (the route guard then moves on to the carried path or /) and Logged In is tracked.
 */
export function completeSignIn(tokens: TokensReply, tenant: Tenant = 'MARKETPLACE'): void {
  // fails with 'Access token invalid' when the token carries no expiry
  const session = sessionFromTokens(tokens, tenant);
  clearChallenge();
  setSession(session);
  trackEvent(ANALYTICS_EVENTS.loggedIn);
}
