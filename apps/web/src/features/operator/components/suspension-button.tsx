import { useTranslation } from 'react-i18next';
import { useSuspension } from '../api/organisations';
import { ReasonButton } from './reason-button';

/** "Suspend" or "Reinstate", each asking for the reason that goes to the audit log. */
export function SuspensionButton({ organisationId, suspended }: { organisationId: string; suspended: boolean }) {
  const { t } = useTranslation();
  const suspension = useSuspension(organisationId);
  const label = t(suspended ? 'operator.organisation.reinstate' : 'operator.organisation.suspend');
  return (
    <ReasonButton
      label={label}
      title={label}
      confirmLabel={label}
      color={suspended ? 'green.8' : 'red.8'}
      variant="filled"
      onConfirm={async (reason) => {
        try {
          await suspension.mutateAsync({ suspend: !suspended, reason });
          return true;
        } catch {
          // the API client's error handling shows the failure; the dialog stays open to retry
          return false;
        }
      }}
    />
  );
}
