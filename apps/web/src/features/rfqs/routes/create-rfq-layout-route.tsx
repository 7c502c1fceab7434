import { Alert, Anchor } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams, useSearchParams } from 'react-router';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { useBuyerRfq } from '../api/buyer-rfqs';
import { RfqWizardProvider, useRfqWizard } from '../components/rfq-wizard-context';
import { wizardFromRfq } from '../model/rfq-wizard';
import { RFQ_PATHS } from '../model/rfq-paths';
import { PageLoading } from '../../../shared/ui/page-state';

/** Opens the draft of the address (`:draftId`, or `?draftId=` on the summary) unless the wizard already holds it. */
function DraftLoader() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const draftId = params.draftId ?? search.get('draftId');
  const { state, load } = useRfqWizard();
  const needed = Boolean(draftId) && state.draftId !== draftId;
  const draft = useBuyerRfq(needed ? draftId : null);
  const loaded = draft.data && draft.data.id === draftId && draft.data.status === 'DRAFT' ? draft.data : null;

  useEffect(() => {
    if (needed && loaded) load(wizardFromRfq(loaded));
  }, [needed, loaded, load]);

  if (!needed) return <Outlet />;
  if (draft.isError || (draft.data && draft.data.status !== 'DRAFT')) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('rfqs.wizard.draftMissing.title')}>
        {t('rfqs.wizard.draftMissing.body')}{' '}
        <Anchor component={Link} to={RFQ_PATHS.myDrafts}>
          {t('rfqs.wizard.draftMissing.link')}
        </Anchor>
      </Alert>
    );
  }
  return <PageLoading />;
}

/**
 * `/rfqs/create` and its pages (spec 001 §2 RFQ): one wizard state for the three steps, the
 * summary and the draft variants, built once the user (features) and the organisation (warehouse
 * addresses) are known.
 */
function CreateRfqLayout() {
  const { t } = useTranslation();
  const user = useSelfUser();
  const organisation = useOwnOrganisation();
  if (user.isError || organisation.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('rfqs.loadFailed.title')}>
        {t('rfqs.loadFailed.body')}
      </Alert>
    );
  }
  if (!user.data || !organisation.data) return <PageLoading />;
  return (
    <RfqWizardProvider user={user.data} organisation={organisation.data}>
      <DraftLoader />
    </RfqWizardProvider>
  );
}

export { CreateRfqLayout as Component };
