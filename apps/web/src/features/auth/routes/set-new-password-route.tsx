import { useSearchParams } from 'react-router';
import { PasswordLinkScreen } from '../components/password-link-screen';

/** The activation link of the welcome e-mail: the first password of a new account (valid 48 hours, single use). */
function SetNewPasswordPage() {
  const [params] = useSearchParams();
  return <PasswordLinkScreen kind="activation" token={params.get('token') ?? ''} email={params.get('email') ?? ''} />;
}

export { SetNewPasswordPage as Component };
