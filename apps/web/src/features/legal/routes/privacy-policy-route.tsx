import { LegalPage } from '../components/legal-page';

function PrivacyPolicyPage() {
  return <LegalPage page="privacy" />;
}

export { PrivacyPolicyPage as Component };
