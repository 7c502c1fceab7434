import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/ui/notify';
import { runRfqAction } from '../api/buyer-rfqs';
import { rfqErrorKey } from '../api/rfq-answers';
import { RfqItemsSection, RfqShippingSection } from '../components/rfq-overview';
import { useRfqWizard } from '../components/rfq-wizard-context';
import { useSaveAndGo, useStepRedirect, WizardFrame } from '../components/wizard-frame';
import { fromLocalInput, wizardPath } from '../model/rfq-wizard';
import { RFQ_PATHS } from '../model/rfq-paths';

export interface CreateSuccessState {
  referenceNumber: string;
  rfqId: string;
}

/**
 * `/rfqs/create/summary`: everything for review, with Edit links to the steps; Submit saves the
 * draft once more and submits it (→ UNDER_REVIEW, the operator reviews it), then shows the success page.
 */
function RfqSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, approvedAddresses, save, saving } = useRfqWizard();
  const saveAndGo = useSaveAndGo();
  const submit = useMutation({ mutationFn: runRfqAction, meta: { silent: true } });
  const redirect = useStepRedirect('summary');
  if (redirect) return redirect;

  const send = async () => {
    try {
      const saved = await save();
      const submitted = await submit.mutateAsync({ id: saved.id, action: 'submit' });
      const success: CreateSuccessState = { referenceNumber: submitted.referenceNumber, rfqId: submitted.id };
      navigate(RFQ_PATHS.createSuccess, { replace: true, state: success });
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.errors.saveFailed')) });
    }
  };

  const edit = (step: 'materials' | 'items' | 'shipping') => (
    <Button variant="subtle" size="compact-sm" onClick={() => navigate(wizardPath(step, state.draftId))}>
      {t(`rfqs.wizard.edit.${step}`)}
    </Button>
  );

  const shipping = state.shipping;
  return (
    <WizardFrame
      step="summary"
      intro={t('rfqs.wizard.summary.intro')}
      actions={
        <>
          <Button
            variant="default"
            onClick={() => navigate(wizardPath('shipping', state.draftId))}
            disabled={saving || submit.isPending}
          >
            {t('rfqs.wizard.back')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={() => void saveAndGo(null)} disabled={submit.isPending}>
              {t('rfqs.wizard.saveDraft')}
            </Button>
            <Button onClick={() => void send()} loading={saving || submit.isPending}>
              {t('rfqs.wizard.submit')}
            </Button>
          </Group>
        </>
      }
    >
      <Group gap="xs">
        {edit('materials')}
        {edit('items')}
        {edit('shipping')}
      </Group>
      <RfqItemsSection items={state.items} />
      <RfqShippingSection
        shipping={{
          quoteRef: shipping.quoteRef || null,
          preferredOrigins: shipping.preferredOrigins,
          requiredDeliveryMonth: shipping.requiredDeliveryMonth,
          quoteDeadline: fromLocalInput(shipping.quoteDeadline),
          deliveryAddress: approvedAddresses.find((a) => a.id === shipping.deliveryAddressId) ?? null,
          deliveryCountry: null,
          comments: shipping.comments || null,
        }}
      />
    </WizardFrame>
  );
}

export { RfqSummaryPage as Component };
