import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_COMMENT_MAX_LENGTH, RFQ_QUOTE_REF_MAX_LENGTH } from '@steelyard/domain/rfqs';
import { CommentBox } from '../../../shared/forms/comment-box';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { notify } from '../../../shared/ui/notify';
import { rfqMessageKey } from '../api/rfq-answers';
import { AddressChoice } from '../components/address-choice';
import { useRfqWizard } from '../components/rfq-wizard-context';
import { useMonthLabel, useOriginOptions } from '../../../shared/rfqs/shipping-labels';
import { StepButtons, useSaveAndGo, useStepRedirect, WizardFrame } from '../components/wizard-frame';
import { COMMENT_TOO_LONG, deliveryMonths, shippingIssues, toLocalInput, type RfqShipping } from '../model/rfq-wizard';

/**
 * Step 3 (`…/step3`): preferred origins ("Western Europe" = EU, UK, Switzerland, Norway), the
 * required delivery month, the quote deadline (date and time, in the future), the delivery address
 * (an approved warehouse address) and comments with a counter. Next saves and opens the summary.
 */
function ShippingStepPage() {
  const { t } = useTranslation();
  const { state, setState, approvedAddresses, saving } = useRfqWizard();
  const saveAndGo = useSaveAndGo();
  const originOptions = useOriginOptions();
  const monthLabel = useMonthLabel();
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const redirect = useStepRedirect('shipping');
  // a new request goes to the primary approved warehouse unless the buyer picks another
  const primaryId = approvedAddresses.find((a) => a.primary)?.id ?? null;
  const needsDefault = !state.shipping.deliveryAddressId && primaryId !== null;
  useEffect(() => {
    if (needsDefault) setState((s) => ({ ...s, shipping: { ...s.shipping, deliveryAddressId: primaryId } }));
  }, [needsDefault, primaryId, setState]);
  if (redirect) return redirect;

  const now = new Date();
  const shipping = state.shipping;
  const issues = shippingIssues(
    shipping,
    now,
    approvedAddresses.map((a) => a.id),
  );
  const touch = (field: keyof RfqShipping) => setTouched((s) => new Set(s).add(field));
  const message = (field: keyof RfqShipping) => {
    const issue = issues[field];
    if (!issue || !(attempted || touched.has(field))) return undefined;
    if (issue === COMMENT_TOO_LONG) return t(VALIDATION_MESSAGES.maxCharacters);
    return t(rfqMessageKey(issue) ?? issue);
  };
  const update = (patch: Partial<RfqShipping>) => setState((s) => ({ ...s, shipping: { ...s.shipping, ...patch } }));
  const months = deliveryMonths(now).map((value) => ({ value, label: monthLabel(value) }));
  if (shipping.requiredDeliveryMonth && !months.some((m) => m.value === shipping.requiredDeliveryMonth)) {
    months.unshift({ value: shipping.requiredDeliveryMonth, label: monthLabel(shipping.requiredDeliveryMonth) });
  }

  const next = () => {
    setAttempted(true);
    if (Object.keys(issues).length > 0) {
      notify({ level: 'ERROR', message: t('rfqs.errors.invalidForm') });
      return;
    }
    void saveAndGo(undefined, 'summary');
  };

  return (
    <WizardFrame
      step="shipping"
      intro={t('rfqs.wizard.shipping.intro')}
      actions={
        <StepButtons
          back="items"
          onSaveDraft={() => void saveAndGo(undefined, null)}
          onNext={next}
          nextLabel={t('rfqs.wizard.review')}
          pending={saving}
        />
      }
    >
      <Stack gap="md" maw={820}>
        <MultiSelect
          label={t('shared.rfqs.shipping.preferredOrigins')}
          description={t('rfqs.shipping.preferredOriginsHint')}
          data={originOptions}
          value={shipping.preferredOrigins}
          onChange={(preferredOrigins) => update({ preferredOrigins })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('shared.rfqs.shipping.requiredDeliveryMonth')}
            withAsterisk
            data={months}
            value={shipping.requiredDeliveryMonth}
            onChange={(requiredDeliveryMonth) => update({ requiredDeliveryMonth })}
            onBlur={() => touch('requiredDeliveryMonth')}
            error={message('requiredDeliveryMonth')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="datetime-local"
            label={t('shared.rfqs.shipping.quoteDeadline')}
            description={t('rfqs.shipping.quoteDeadlineHint')}
            withAsterisk
            min={toLocalInput(now.toISOString()) ?? undefined}
            value={shipping.quoteDeadline ?? ''}
            onChange={(event) => update({ quoteDeadline: event.currentTarget.value || null })}
            onBlur={() => touch('quoteDeadline')}
            error={message('quoteDeadline')}
          />
        </SimpleGrid>
        <AddressChoice
          name="deliveryAddressId"
          label={t('shared.rfqs.shipping.deliveryAddress')}
          addresses={approvedAddresses}
          value={shipping.deliveryAddressId}
          onChange={(deliveryAddressId) => update({ deliveryAddressId })}
          error={message('deliveryAddressId')}
        />
        <TextInput
          label={t('shared.rfqs.shipping.quoteRef')}
          description={t('rfqs.shipping.quoteRefHint')}
          maxLength={RFQ_QUOTE_REF_MAX_LENGTH}
          value={shipping.quoteRef}
          onChange={(event) => update({ quoteRef: event.currentTarget.value })}
        />
        <CommentBox
          label={t('shared.rfqs.shipping.comments')}
          maxLength={RFQ_COMMENT_MAX_LENGTH}
          value={shipping.comments}
          onChange={(comments) => update({ comments })}
        />
      </Stack>
    </WizardFrame>
  );
}

export { ShippingStepPage as Component };
