import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_TERMS, type PaymentTerms } from '@steelyard/domain/organisations';
import { RequiredRadioGroup } from '../../../../shared/forms/required-radio-group';
import { ValidatedForm } from '../../../../shared/forms/validated-form';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { useUpdatePaymentTerms } from '../../api/organisation-settings';

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
  const [selected, setSelected] = useState<string | null>(current);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    const paymentTerms = PAYMENT_TERMS.find((terms) => terms === selected);
    if (!paymentTerms) return;
    setFailed(false);
    try {
      await update.mutateAsync({ paymentTerms });
      onSaved();
    } catch {
      setFailed(true);
    }
  };

  return (
    <ValidatedForm onValidSubmit={() => void save()}>
      <Stack gap="md">
        {failed && <ErrorAlert messageKey="account.paymentTerms.failed" />}
        <RequiredRadioGroup
          name="paymentTerms"
          label={t('account.paymentTerms.label')}
          value={selected}
          onChange={setSelected}
          options={PAYMENT_TERMS.map((terms) => ({ value: terms, label: t(`shared.paymentTerms.${terms}`) }))}
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
    </ValidatedForm>
  );
}
