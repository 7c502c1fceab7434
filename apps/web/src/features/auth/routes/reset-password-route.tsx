import { useSearchParams } from 'react-router';
import { PasswordLinkScreen } from '../components/password-link-screen';

/** The reset link of the forgot-password e-mail (valid 24 hours, single use). */
function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <PasswordLinkScreen kind="reset" token={params.get('token') ?? ''} email={params.get('email') ?? ''} />;
}

export { ResetPasswordPage as Component };
