import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt';
import { WizardProvider } from '../components/wizard-context';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * `/listings/create` and its sub-routes: one wizard state for the steps, the summary and the
 * add-address page, built once the user (features, roles) and the organisation (currency,
 * addresses) are known.
 */
function CreateListingLayout() {
  const { t } = useTranslation();
  const user = useSelfUser();
  const organisation = useOwnOrganisation();
  if (user.isError || organisation.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('listing-wizard.loadFailed.title')}>
        {t('listing-wizard.loadFailed.body')}
      </Alert>
    );
  }
  if (!user.data || !organisation.data) {
    return <PageLoading />;
  }
  return (
    <WizardProvider user={user.data} organisation={organisation.data}>
      <UnsavedChangesPrompt />
      <Outlet />
    </WizardProvider>
  );
}

export { CreateListingLayout as Component };
