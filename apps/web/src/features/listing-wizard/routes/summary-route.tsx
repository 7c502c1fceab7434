import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { mapListingError } from '@steelyard/domain/listing-messages';
import { hasAnyRole } from '@steelyard/domain/roles';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { isApiError } from '../../../shared/api/api-error';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { submitListing, type SubmittedListing } from '../api/submit-listing';
import { SummarySections } from '../components/summary-sections';
import { useCanSaveDraft, useSaveDraft } from '../components/use-save-draft';
import { useWizard } from '../components/wizard-context';
import { toCreateBody } from '../model/wizard-bodies';
import { firstStepWithIssues, issueOfMessage } from '../model/wizard-validation';
import { draftPath, WIZARD_PATHS } from '../wizard-paths';

/** The page after a submission: under review, with its number and the way to My Listings. */
function Submitted({ result }: { result: SubmittedListing }) {
  const { t } = useTranslation();
  const { dispatch } = useWizard();
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
          <Button
            component={Link}
            to={WIZARD_PATHS.start}
            variant="default"
            onClick={() => dispatch({ type: 'reset' })}
          >
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
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, dispatch, type, issues, currency, user, uploading } = useWizard();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [result, setResult] = useState<SubmittedListing | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const canSaveDraft = useCanSaveDraft();
  const draft = useSaveDraft();
  const submit = useMutation({ mutationFn: submitListing, meta: { silent: true } });
  const seller = hasAnyRole(user.roles, ['SELLER']);
  const firstProblem = result ? null : firstStepWithIssues(issues, type);
  useDocumentTitle(t('listing-wizard.summary.title'));

  useEffect(() => {
    if (firstProblem) {
      dispatch({ type: 'attempt', step: firstProblem });
      dispatch({ type: 'goTo', step: firstProblem });
    }
  }, [firstProblem, dispatch]);

  if (result) return <Submitted result={result} />;
  if (firstProblem) {
    const back = state.draftId && state.draftType ? draftPath(state.draftId, state.draftType) : WIZARD_PATHS.start;
    return <Navigate to={back} replace />;
  }

  const onSubmit = async () => {
    setErrorKey(null);
    if (!termsAccepted) {
      setTermsError(true);
      return;
    }
    const draftId = state.draftType === type ? state.draftId : null;
    const body = toCreateBody(state.form, type, currency, { sellerTermsAccepted: true, draftId });
    try {
      const submitted = await submit.mutateAsync({ type, body });
      trackEvent(ANALYTICS_EVENTS.submitImrListing, { listingType: type, listingNumber: submitted.number });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      setResult(submitted);
      dispatch({ type: 'reset', source: 'submitted' });
    } catch (error) {
      const detail = isApiError(error) ? error.details[0]?.message : undefined;
      if (detail) setErrorKey(issueOfMessage(detail).key);
      else setErrorKey(`listing-wizard.errors.${isApiError(error) ? mapListingError(error.reason) : 'saveFailed'}`);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('listing-wizard.summary.title')}</Title>
        <Text c="dimmed">{t('listing-wizard.summary.intro')}</Text>
      </Stack>
      <SummarySections />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {errorKey && <ErrorAlert messageKey={errorKey} />}
          {seller ? (
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.currentTarget.checked);
                setTermsError(false);
              }}
              required
              error={termsError ? t('listing-wizard.errors.sellerTermsRequired') : undefined}
              label={
                <Trans
                  i18nKey="listing-wizard.summary.terms"
                  components={{
                    terms: <Anchor component={Link} to={`${PATHS.termsAndConditions}#seller`} target="_blank" />,
                  }}
                />
              }
            />
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
              <Button onClick={() => void onSubmit()} loading={submit.isPending} disabled={uploading}>
                {t('listing-wizard.actions.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
