import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
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
import { COMMENT_TOO_LONG, deliveryMonths, toLocalInput, type RfqShipping } from '../model/rfq-wizard';
import type { RfqWizardForm, ShippingErrors } from '../model/rfq-wizard-form';

/**
 * Step 3 (`…/step3`): preferred origins ("Western Europe" = EU, UK, Switzerland, Norway), the
 * required delivery month, the quote deadline (date and time, in the future), the delivery address
 * (an approved warehouse address) and comments with a counter. Next saves and opens the summary.
 */
function ShippingStepPage() {
  const { t } = useTranslation();
  const { state, approvedAddresses, saving } = useRfqWizard();
  const { control, setValue, trigger } = useFormContext<RfqWizardForm>();
  const { errors, touchedFields } = useFormState<RfqWizardForm>({ name: 'shipping' });
  const saveAndGo = useSaveAndGo();
  const originOptions = useOriginOptions();
  const monthLabel = useMonthLabel();
  // Next was pressed here: every message of the step shows from then on
  const [attempted, setAttempted] = useState(false);
  const redirect = useStepRedirect('shipping');
  // a new request goes to the primary approved warehouse unless the buyer picks another
  const primaryId = approvedAddresses.find((a) => a.primary)?.id ?? null;
  const needsDefault = !state.shipping.deliveryAddressId && primaryId !== null;
  useEffect(() => {
    if (needsDefault) setValue('shipping.deliveryAddressId', primaryId, { shouldValidate: true });
  }, [needsDefault, primaryId, setValue]);
  if (redirect) return redirect;

  const now = new Date();
  const shipping = state.shipping;
  const touched = (touchedFields.shipping ?? {}) as Partial<Record<keyof RfqShipping, unknown>>;
  const message = (field: keyof RfqShipping) => {
    const issue = (errors.shipping as ShippingErrors | undefined)?.[field]?.message;
    if (!issue || !(attempted || touched[field])) return undefined;
    if (issue === COMMENT_TOO_LONG) return t(VALIDATION_MESSAGES.maxCharacters);
    return t(rfqMessageKey(issue) ?? issue);
  };
  const months = deliveryMonths(now).map((value) => ({ value, label: monthLabel(value) }));
  if (shipping.requiredDeliveryMonth && !months.some((m) => m.value === shipping.requiredDeliveryMonth)) {
    months.unshift({ value: shipping.requiredDeliveryMonth, label: monthLabel(shipping.requiredDeliveryMonth) });
  }

  const next = async () => {
    setAttempted(true);
    if (!(await trigger('shipping'))) {
      notify({ level: 'ERROR', message: t('rfqs.errors.invalidForm') });
      return;
    }
    void saveAndGo('summary');
  };

  return (
    <WizardFrame
      step="shipping"
      intro={t('rfqs.wizard.shipping.intro')}
      actions={
        <StepButtons
          back="items"
          onSaveDraft={() => void saveAndGo(null)}
          onNext={() => void next()}
          nextLabel={t('rfqs.wizard.review')}
          pending={saving}
        />
      }
    >
      <Stack gap="md" maw={820}>
        <Controller
          control={control}
          name="shipping.preferredOrigins"
          render={({ field }) => (
            <MultiSelect
              label={t('shared.rfqs.shipping.preferredOrigins')}
              description={t('rfqs.shipping.preferredOriginsHint')}
              data={originOptions}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="shipping.requiredDeliveryMonth"
            render={({ field }) => (
              <Select
                label={t('shared.rfqs.shipping.requiredDeliveryMonth')}
                withAsterisk
                data={months}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message('requiredDeliveryMonth')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="shipping.quoteDeadline"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('shared.rfqs.shipping.quoteDeadline')}
                description={t('rfqs.shipping.quoteDeadlineHint')}
                withAsterisk
                min={toLocalInput(now.toISOString()) ?? undefined}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || null)}
                onBlur={field.onBlur}
                error={message('quoteDeadline')}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="shipping.deliveryAddressId"
          render={({ field }) => (
            <AddressChoice
              name="deliveryAddressId"
              label={t('shared.rfqs.shipping.deliveryAddress')}
              addresses={approvedAddresses}
              value={field.value}
              onChange={field.onChange}
              error={message('deliveryAddressId')}
            />
          )}
        />
        <Controller
          control={control}
          name="shipping.quoteRef"
          render={({ field }) => (
            <TextInput
              label={t('shared.rfqs.shipping.quoteRef')}
              description={t('rfqs.shipping.quoteRefHint')}
              maxLength={RFQ_QUOTE_REF_MAX_LENGTH}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
          )}
        />
        <Controller
          control={control}
          name="shipping.comments"
          render={({ field }) => (
            <CommentBox
              label={t('shared.rfqs.shipping.comments')}
              maxLength={RFQ_COMMENT_MAX_LENGTH}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Stack>
    </WizardFrame>
  );
}

export { ShippingStepPage as Component };
