import { Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextWizardStep, previousWizardStep, wizardSteps } from '@steelyard/domain/listing-wizard';
import { firstStepWithIssues, issuesOfStep } from '../model/wizard-validation';
import { summaryPathOf } from '../wizard-paths';
import { useCanSaveDraft, useSaveDraft } from './use-save-draft';
import { useWizard } from './wizard-context';

/** After the messages have rendered, brings the first field with one into view and focuses it. */
function focusFirstProblem() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  }, 0);
}

/** The steps of the form's type; earlier steps can be opened again. */
export function WizardStepper() {
  const { t } = useTranslation();
  const { state, dispatch, type } = useWizard();
  const steps = wizardSteps(type);
  const active = steps.indexOf(state.step);
  // the four labels do not fit a phone: one line names the step instead
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  if (narrow) {
    return (
      <Stack gap={6}>
        <Text fw={600}>
          {t('listing-wizard.stepOf', {
            number: active + 1,
            count: steps.length,
            name: t(`listing-wizard.steps.${state.step}`),
          })}
        </Text>
        <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
      </Stack>
    );
  }
  return (
    <Stepper
      active={active}
      onStepClick={(index) => index < active && dispatch({ type: 'goTo', step: steps[index]! })}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={32}
      wrap
    >
      {steps.map((step) => (
        <Stepper.Step key={step} label={t(`listing-wizard.steps.${step}`)} />
      ))}
    </Stepper>
  );
}

/**
 * Back, Save as draft and Next. Next checks the step's own fields (their messages show) and moves
 * on; after the last step it opens the summary, or the first step that still has a problem. All
 * of them wait while a file is uploading (spec 001 §5).
 */
export function WizardActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, type, issues, uploading } = useWizard();
  const canSaveDraft = useCanSaveDraft();
  const { save, pending } = useSaveDraft();
  const previous = previousWizardStep(type, state.step);

  const next = () => {
    dispatch({ type: 'attempt', step: state.step });
    if (Object.keys(issuesOfStep(issues, type, state.step)).length > 0) {
      focusFirstProblem();
      return;
    }
    const following = nextWizardStep(type, state.step);
    if (following) {
      dispatch({ type: 'goTo', step: following });
      window.scrollTo({ top: 0 });
      return;
    }
    const first = firstStepWithIssues(issues, type);
    if (first) {
      dispatch({ type: 'attempt', step: first });
      dispatch({ type: 'goTo', step: first });
      focusFirstProblem();
      return;
    }
    navigate(summaryPathOf(state));
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap-reverse">
      <Group gap="sm">
        {previous && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => dispatch({ type: 'goTo', step: previous })}
          >
            {t('listing-wizard.actions.back')}
          </Button>
        )}
        {canSaveDraft && (
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void save()}
            loading={pending}
            disabled={uploading}
          >
            {t('listing-wizard.actions.saveDraft')}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        {uploading && (
          <Text size="sm" c="dimmed" role="status">
            {t('listing-wizard.errors.uploadsPending')}
          </Text>
        )}
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next} disabled={uploading}>
          {t(nextWizardStep(type, state.step) ? 'listing-wizard.actions.next' : 'listing-wizard.actions.review')}
        </Button>
      </Group>
    </Group>
  );
}
