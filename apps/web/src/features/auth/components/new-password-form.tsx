import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  newPasswordFormSchema,
  newPasswordIssueKey,
  type NewPasswordFormInput,
} from '../../../shared/password/new-password-rules';
import { PasswordCriteriaList } from '../../../shared/password/password-criteria-list';

interface NewPasswordFormProps {
  /** The account's e-mail: shown read-only (so password managers store the pair) and not allowed in the password. */
  email: string;
  onSubmit: (password: string) => Promise<unknown>;
  pending?: boolean;
  /** A failure of the last attempt, shown above the fields. */
  alert?: ReactNode;
}

/**
 * New password and retype with the live criteria list (spec 000 §5). Errors show on blur and then
 * follow every change; "Set password" stays disabled until both fields are valid.
 */
export function NewPasswordForm({ email, onSubmit, pending = false, alert }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => newPasswordFormSchema(email), [email]);
  const form = useForm<NewPasswordFormInput>({
    mode: 'onTouched',
    defaultValues: { password: '', retype: '' },
    resolver: zodResolver(schema, { error: newPasswordIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const isValid = schema.safeParse(values).success;
  const busy = pending || isSubmitting;

  const submit = form.handleSubmit(async ({ password }) => {
    await onSubmit(password);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert}
        <TextInput
          label={t('auth.newPassword.email')}
          value={email}
          readOnly
          // filled, so it does not look like a field to type in
          variant="filled"
          autoComplete="username"
        />
        <PasswordInput
          // a changed password re-checks an already touched retype, so "do not match" clears at once
          {...form.register('password', { deps: form.formState.touchedFields.retype ? ['retype'] : [] })}
          label={t('shared.password.newPassword')}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message ? t(errors.password.message) : undefined}
          // the criteria list is the field's description, so screen readers hear it with the field
          description={<PasswordCriteriaList password={values.password} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          visibilityToggleButtonProps={{ 'aria-label': t('shared.password.toggleVisibility') }}
        />
        <PasswordInput
          {...form.register('retype')}
          label={t('shared.password.retype')}
          autoComplete="new-password"
          withAsterisk
          error={errors.retype?.message ? t(errors.retype.message) : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('shared.password.toggleVisibility') }}
        />
        <Button type="submit" fullWidth disabled={!isValid || busy} loading={busy}>
          {t('auth.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
