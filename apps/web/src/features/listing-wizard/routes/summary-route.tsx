import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { hasAnyRole } from '@steelyard/domain/roles';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { submitListing, type SubmittedListing } from '../api/submit-listing';
import { EditSubmitPanel, saveErrorKey } from '../components/edit-submit-panel';
import { SellerTermsCheckbox, useSellerTermsForm } from '../components/seller-terms-checkbox';
import { SummarySections } from '../components/summary-sections';
import { useCanSaveDraft, useSaveDraft } from '../components/use-save-draft';
import { useWizard } from '../components/wizard-context';
import { toCreateBody } from '../model/wizard-bodies';
import { firstStepWithIssues } from '../model/wizard-validation';
import { stepsPathOf, WIZARD_PATHS } from '../wizard-paths';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/** The page after a submission: under review, with its number and the way to My Listings. */
function Submitted({ result }: { result: SubmittedListing }) {
  const { t } = useTranslation();
  const { reset } = useWizard();
  useDocumentTitle(t('listing-wizard.success.title'));
  const myListings = result.type === 'PACKAGE' ? `${PATHS.myListings}#listings-packages` : PATHS.myListings;
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon color="green.8" variant="light" size={48} radius="xl">
          <IconCircleCheck size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('listing-wizard.success.title')}</Title>
        <Text role="status">{t('listing-wizard.success.body', { number: result.number })}</Text>
        <Group gap="sm">
          <Button component={Link} to={myListings}>
            {t('listing-wizard.success.toMyListings')}
          </Button>
          <Button component={Link} to={WIZARD_PATHS.start} variant="default" onClick={() => reset()}>
            {t('listing-wizard.success.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/listings/create/summary`: everything entered, the seller terms (required to submit, spec 001
 * §5), Submit (sellers only; the listing goes to review) and Save as draft. A form with a problem
 * goes back to its first step with a problem.
 */
function WizardSummaryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, dispatch, reset, type, issues, currency, user, uploading } = useWizard();
  const terms = useSellerTermsForm();
  const [result, setResult] = useState<SubmittedListing | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [leaveTo, setLeaveTo] = useState<{ to: string; state?: unknown } | null>(null);
  const canSaveDraft = useCanSaveDraft();
  const draft = useSaveDraft();
  const submit = useMutation({ mutationFn: submitListing, meta: { silent: true } });
  const seller = hasAnyRole(user.roles, ['SELLER']);
  const firstProblem = result || leaveTo ? null : firstStepWithIssues(issues, type);
  const editing = state.editing;
  const title = t(editing ? 'listing-wizard.edit.summaryTitle' : 'listing-wizard.summary.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (firstProblem) {
      dispatch({ type: 'attempt', step: firstProblem });
      dispatch({ type: 'goTo', step: firstProblem });
    }
  }, [firstProblem, dispatch]);

  if (result) return <Submitted result={result} />;
  // the form is reset (nothing unsaved) before leaving, so the prompt does not ask
  if (leaveTo) return <Navigate to={leaveTo.to} state={leaveTo.state} replace />;
  if (firstProblem) return <Navigate to={stepsPathOf(state)} replace />;
  const finish = (to: string, state?: unknown) => {
    reset('saved');
    setLeaveTo({ to, state });
  };

  const onSubmit = async () => {
    const draftId = state.draftType === type ? state.draftId : null;
    const body = toCreateBody(state.form, type, currency, { sellerTermsAccepted: true, draftId });
    try {
      const submitted = await submit.mutateAsync({ type, body });
      trackEvent(ANALYTICS_EVENTS.submitImrListing, { listingType: type, listingNumber: submitted.number });
      void queryClient.invalidateQueries({ queryKey: crossFeatureKeys.listings });
      void queryClient.invalidateQueries({ queryKey: crossFeatureKeys.packages });
      setResult(submitted);
      reset('submitted');
    } catch (error) {
      setErrorKey(saveErrorKey(error));
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(editing ? 'listing-wizard.edit.summaryIntro' : 'listing-wizard.summary.intro')}</Text>
      </Stack>
      <SummarySections />
      {editing ? (
        <EditSubmitPanel target={editing} finish={finish} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {errorKey && <ErrorAlert messageKey={errorKey} />}
            {seller ? (
              <SellerTermsCheckbox form={terms} />
            ) : (
              <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
                {t('listing-wizard.summary.sellersOnly')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              {canSaveDraft && (
                <Button
                  variant="light"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  onClick={() => void draft.save({ moveToDraftPath: false })}
                  loading={draft.pending}
                  disabled={uploading || submit.isPending}
                >
                  {t('listing-wizard.actions.saveDraft')}
                </Button>
              )}
              {seller && (
                <Button
                  onClick={() => {
                    setErrorKey(null);
                    void terms.handleSubmit(onSubmit)();
                  }}
                  loading={submit.isPending}
                  disabled={uploading}
                >
                  {t('listing-wizard.actions.submit')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

export { WizardSummaryPage as Component };
