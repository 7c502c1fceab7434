import { LegalPage } from '../components/legal-page';

function ContactDetailsPage() {
  return <LegalPage page="contact" />;
}

export { ContactDetailsPage as Component };
