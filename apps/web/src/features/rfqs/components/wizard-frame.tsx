import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { rfqErrorKey } from '../api/rfq-answers';
import { stepGuard, wizardPath, WIZARD_STEPS, type WizardStep } from '../model/rfq-wizard';
import { useRfqWizard } from './rfq-wizard-context';

const STEP_KEYS: Record<WizardStep, string> = {
  materials: 'rfqs.wizard.steps.materials',
  items: 'rfqs.wizard.steps.items',
  shipping: 'rfqs.wizard.steps.shipping',
  summary: 'rfqs.wizard.steps.summary',
};

/** Sends the user back to the first step a page needs done first (stepGuard), or null to show the page. */
export function useStepRedirect(step: WizardStep): ReactNode {
  const { state, approvedAddresses } = useRfqWizard();
  const back = stepGuard(
    state,
    step,
    new Date(),
    approvedAddresses.map((a) => a.id),
  );
  return back ? <Navigate to={wizardPath(back, state.draftId)} replace /> : null;
}

/**
 * Saves the draft and moves on: the draft's own address from then on. A failure says "The request
 * for quotation could not be saved." (or the server's known answer) and stays.
 */
export function useSaveAndGo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save } = useRfqWizard();
  return async (to: WizardStep | null): Promise<boolean> => {
    try {
      const saved = await save();
      if (to) navigate(wizardPath(to, saved.id));
      else notify({ level: 'SUCCESS', message: t('rfqs.wizard.draftSaved') });
      return true;
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.errors.saveFailed')) });
      return false;
    }
  };
}

/** A wizard page: the title, the three steps with the current one, the page's body and its buttons. */
export function WizardFrame({
  step,
  intro,
  children,
  actions,
}: {
  step: WizardStep;
  intro?: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = useRfqWizard();
  const title = t(state.resumed ? 'rfqs.wizard.titleDraft' : 'rfqs.wizard.title');
  useDocumentTitle(`${t(STEP_KEYS[step])} · ${title}`);
  const active = WIZARD_STEPS.indexOf(step);
  return (
    <Stack gap="lg" maw={1080}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('rfqs.wizard.progress')}>
        {WIZARD_STEPS.map((s) => (
          <Stepper.Step key={s} label={t(STEP_KEYS[s])} />
        ))}
      </Stepper>
      {children}
      <Group justify="space-between" wrap="wrap" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/** "Back", "Save draft" and "Next" of a step. */
export function StepButtons({
  back,
  onSaveDraft,
  onNext,
  nextLabel,
  pending,
}: {
  back: WizardStep | null;
  onSaveDraft: () => void;
  onNext: () => void;
  nextLabel?: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useRfqWizard();
  return (
    <>
      <Group gap="sm">
        {back && (
          <Button variant="default" onClick={() => navigate(wizardPath(back, state.draftId))} disabled={pending}>
            {t('rfqs.wizard.back')}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Button variant="default" onClick={onSaveDraft} disabled={pending}>
          {t('rfqs.wizard.saveDraft')}
        </Button>
        <Button onClick={onNext} loading={pending}>
          {nextLabel ?? t('rfqs.wizard.next')}
        </Button>
      </Group>
    </>
  );
}
