import { PendingLoginStep } from '../components/pending-login-step';

export function Component() {
  return <PendingLoginStep step="forgotPassword" />;
}
