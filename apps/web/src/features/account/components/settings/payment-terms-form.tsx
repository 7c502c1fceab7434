import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PAYMENT_TERMS,
  paymentTermsBody,
  type PaymentTerms,
  type PaymentTermsBody,
} from '@steelyard/domain/organisations';
import { RequiredRadioGroup } from '../../../../shared/forms/required-radio-group';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { useUpdatePaymentTerms } from '../../api/organisation-settings';
import { accountIssueKey } from '../form-issues';

/** Spec 000 §5: Save is disabled while saving, while nothing is selected or while the terms are unchanged. */
export function canSavePaymentTerms(selected: string | null, current: PaymentTerms, pending: boolean): boolean {
  return !pending && selected !== null && selected !== current;
}

/** Net 30 or net 60 days from the invoice date, as a required radio group. */
export function PaymentTermsForm({
  current,
  cancelTo,
  onSaved,
}: {
  current: PaymentTerms;
  cancelTo: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePaymentTerms();
  const [failed, setFailed] = useState(false);
  const form = useForm<PaymentTermsBody>({
    mode: 'onTouched',
    defaultValues: { paymentTerms: current },
    resolver: zodResolver(paymentTermsBody, { error: accountIssueKey }),
  });
  const selected = form.watch('paymentTerms');
  const error = form.formState.errors.paymentTerms?.message;

  const submit = form.handleSubmit(async (body) => {
    setFailed(false);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch {
      setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed && <ErrorAlert messageKey="account.paymentTerms.failed" />}
        <Controller
          control={form.control}
          name="paymentTerms"
          render={({ field }) => (
            <RequiredRadioGroup
              name={field.name}
              label={t('account.paymentTerms.label')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error ? t(error) : undefined}
              options={PAYMENT_TERMS.map((terms) => ({ value: terms, label: t(`shared.paymentTerms.${terms}`) }))}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!canSavePaymentTerms(selected, current, update.isPending)}
            loading={update.isPending}
          >
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
