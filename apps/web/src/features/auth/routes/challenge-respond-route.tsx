import { Navigate } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { readChallenge } from '../api/challenge-store';
import { PendingLoginStep } from '../components/pending-login-step';

/** Without a stored session, username and valid challenge type this screen goes back to /login (spec 000 §2). */
export function Component() {
  if (!readChallenge()) return <Navigate to={PATHS.login} replace />;
  return <PendingLoginStep step="challenge" />;
}
