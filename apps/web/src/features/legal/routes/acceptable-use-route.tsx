import { LegalPage } from '../components/legal-page';

function AcceptableUsePage() {
  return <LegalPage page="acceptableUse" />;
}

export { AcceptableUsePage as Component };
