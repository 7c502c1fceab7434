import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANISATION_MESSAGES } from '@steelyard/domain/account-messages';
import { purchaseContactBody, type OrganisationReply } from '@steelyard/domain/organisations';
import { isApiError } from '../../../../shared/api/api-error';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { useUpdatePurchaseContact } from '../../api/organisation-settings';
import { accountIssueKey } from '../form-issues';

export type PurchaseContactFormInput = { purchaseContactName: string; purchaseContactEmail: string };

/** True when the name or the e-mail differs from the current contact (e-mails in any case). */
export function purchaseContactChanged(
  current: Pick<OrganisationReply, 'purchaseContactName' | 'purchaseContactEmail'>,
  values: PurchaseContactFormInput,
): boolean {
  return (
    values.purchaseContactName.trim() !== (current.purchaseContactName ?? '') ||
    values.purchaseContactEmail.trim().toLowerCase() !== (current.purchaseContactEmail ?? '').toLowerCase()
  );
}

/** Spec 000 §5: both required; Save is disabled while either is empty, while saving or while unchanged. */
export function canSavePurchaseContact(values: PurchaseContactFormInput, changed: boolean): boolean {
  return values.purchaseContactName.trim() !== '' && values.purchaseContactEmail.trim() !== '' && changed;
}

/** The message of a failed save: unchanged (the server's answer) or the save failure of spec 000 §8. */
export function purchaseContactErrorKey(error: unknown): string {
  return isApiError(error) && error.reason.includes(ORGANISATION_MESSAGES.purchaseContactUnchanged)
    ? 'account.purchaseContact.unchanged'
    : 'account.purchaseContact.failed';
}

/** The organisation's purchase contact: name and e-mail, both required and not both as they are. */
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
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" disabled={!canSave} loading={busy}>
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
