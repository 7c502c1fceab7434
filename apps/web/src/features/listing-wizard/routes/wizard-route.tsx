import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { wizardSteps } from '@steelyard/domain/listing-wizard';
import { isApiError } from '../../../shared/api/api-error';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { StepDimensions } from '../components/step-dimensions';
import { StepListUpload } from '../components/step-list-upload';
import { StepMaterial } from '../components/step-material';
import { StepPickup } from '../components/step-pickup';
import { StepWeightPrice } from '../components/step-weight-price';
import { useWizardSource } from '../components/use-wizard-source';
import { WizardActions, WizardStepper } from '../components/wizard-actions';
import { useWizard } from '../components/wizard-context';
import { WIZARD_PATHS } from '../wizard-paths';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

function CurrentStep() {
  const { state } = useWizard();
  switch (state.step) {
    case 'MATERIAL':
      return <StepMaterial />;
    case 'DIMENSIONS':
      return <StepDimensions />;
    case 'LIST_UPLOAD':
      return <StepListUpload />;
    case 'WEIGHT_PRICE':
      return <StepWeightPrice />;
    case 'PICKUP_ADDRESS':
    case 'DELIVERY_INFO':
      return <StepPickup />;
  }
}

function WizardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state } = useWizard();
  const title = state.editing
    ? t('listing-wizard.title.edit', { number: state.editing.number })
    : t(state.draftId ? 'listing-wizard.title.draft' : 'listing-wizard.title.new');
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {t(
            state.editing
              ? `listing-wizard.edit.intro.${state.editing.status === 'PUBLISHED' ? 'live' : 'rejected'}`
              : 'listing-wizard.intro',
          )}
        </Text>
      </Stack>
      {state.editing?.status === 'REVIEW_REJECTED' && state.editing.reason && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('listing-wizard.edit.reason')}
        >
          {state.editing.reason}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/**
 * `/listings/create` (and the old `/listings/create/wizard`), editing at `/listings/edit/:listingId`
 * and `/listings/edit/packages/:packageId`, a draft at
 * `/listings/create/:draftId/:listingType`, a copy with `?copyFrom=<id>&type=listing|package`, and
 * `/listings/create/pickup-address` (the wizard at its pickup step): the steps of spec 001 §4.
 */
function WizardPage() {
  const { t } = useTranslation();
  const { state, dispatch, type } = useWizard();
  const source = useWizardSource();
  const onPickupPath = useMatch(WIZARD_PATHS.pickupAddress) !== null;

  useEffect(() => {
    if (onPickupPath) dispatch({ type: 'goTo', step: wizardSteps(type).at(-1)! });
  }, [onPickupPath, type, dispatch]);

  if (source.invalid || source.error) {
    const notFound = source.invalid || (isApiError(source.error) && source.error.kind === 'NOT_FOUND');
    const key = source.kind ?? 'draft';
    return (
      <WizardFrame>
        <PageUnavailable
          notFound={notFound}
          title={t(`listing-wizard.load.${key}${notFound ? 'NotFound' : 'Failed'}`)}
          retry={{ label: t('listing-wizard.load.retry'), onRetry: source.retry }}
          actions={
            <>
              <Anchor component={Link} to={`${PATHS.myListings}#drafts`} size="sm">
                {t('listing-wizard.load.toMyListings')}
              </Anchor>
              <Anchor component={Link} to={WIZARD_PATHS.start} size="sm">
                {t('listing-wizard.load.startNew')}
              </Anchor>
            </>
          }
        />
      </WizardFrame>
    );
  }
  if (source.loading) {
    return (
      <WizardFrame>
        <PageLoading />
      </WizardFrame>
    );
  }
  return (
    <WizardFrame>
      <WizardStepper />
      <CurrentStep key={state.step} />
      <WizardActions />
    </WizardFrame>
  );
}

export { WizardPage as Component };
