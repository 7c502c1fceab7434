import { LegalPage } from '../components/legal-page';

function TermsAndConditionsPage() {
  return <LegalPage page="terms" />;
}

export { TermsAndConditionsPage as Component };
