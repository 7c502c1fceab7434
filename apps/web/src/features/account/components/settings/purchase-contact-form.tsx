import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANISATION_MESSAGES, purchaseContactDiffers } from '@steelyard/domain/account-messages';
import { purchaseContactBody, type OrganisationReply } from '@steelyard/domain/organisations';
import { isApiError } from '../../../../shared/api/api-error';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { useUpdatePurchaseContact } from '../../api/organisation-settings';
import { accountIssueKey } from '../form-issues';

export type PurchaseContactFormInput = { purchaseContactName: string; purchaseContactEmail: string };

/**
 * Spec 000 §5: true when the name and the e-mail both differ from the current contact (decision
 * 152; compared trimmed and in any case, as the server does).
 */
export function purchaseContactChanged(
  current: Pick<OrganisationReply, 'purchaseContactName' | 'purchaseContactEmail'>,
  values: PurchaseContactFormInput,
): boolean {
  return purchaseContactDiffers(current, values);
}

/** True when one field differs from the current contact and the other does not: Save stays off, the form says why. */
export function purchaseContactPartlyChanged(
  current: Pick<OrganisationReply, 'purchaseContactName' | 'purchaseContactEmail'>,
  values: PurchaseContactFormInput,
): boolean {
  const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  return (
    same(current.purchaseContactName, values.purchaseContactName) !==
    same(current.purchaseContactEmail, values.purchaseContactEmail)
  );
}

/** Spec 000 §5: both required; Save is disabled while either is empty, while saving or until both differ. */
export function canSavePurchaseContact(values: PurchaseContactFormInput, changed: boolean): boolean {
  return values.purchaseContactName.trim() !== '' && values.purchaseContactEmail.trim() !== '' && changed;
}

/** The message of a failed save: unchanged (the server's answer) or the save failure of spec 000 §8. */
export function purchaseContactErrorKey(error: unknown): string {
  return isApiError(error) && error.reason.includes(ORGANISATION_MESSAGES.purchaseContactUnchanged)
    ? 'account.purchaseContact.unchanged'
    : 'account.purchaseContact.failed';
}

/** The organisation's purchase contact: name and e-mail, both required and both other than they are. */
export function PurchaseContactForm({
  organisation,
  cancelTo,
  onSaved,
}: {
  organisation: OrganisationReply;
  cancelTo: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePurchaseContact();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<PurchaseContactFormInput>({
    mode: 'onTouched',
    defaultValues: {
      purchaseContactName: organisation.purchaseContactName ?? '',
      purchaseContactEmail: organisation.purchaseContactEmail ?? '',
    },
    resolver: zodResolver(purchaseContactBody, { error: accountIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const busy = isSubmitting || update.isPending;
  const canSave = canSavePurchaseContact(values, purchaseContactChanged(organisation, values)) && !busy;
  const partlyChanged = purchaseContactPartlyChanged(organisation, values);

  const submit = form.handleSubmit(async (body) => {
    setErrorKey(null);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setErrorKey(purchaseContactErrorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <TextInput
          {...form.register('purchaseContactName')}
          label={t('account.purchaseContact.name')}
          autoComplete="name"
          withAsterisk
          error={errors.purchaseContactName?.message ? t(errors.purchaseContactName.message) : undefined}
        />
        <TextInput
          {...form.register('purchaseContactEmail')}
          type="email"
          label={t('account.purchaseContact.email')}
          autoComplete="email"
          withAsterisk
          error={errors.purchaseContactEmail?.message ? t(errors.purchaseContactEmail.message) : undefined}
        />
        {partlyChanged && (
          <Text size="sm" c="dimmed" id="purchase-contact-rule">
            {t('account.purchaseContact.unchanged')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!canSave}
            loading={busy}
            aria-describedby={partlyChanged ? 'purchase-contact-rule' : undefined}
          >
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
