import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../../../shared/navigation/paths';
import { newPasswordFormSchema, newPasswordIssueKey } from '../../../../shared/password/new-password-rules';
import { PasswordCriteriaList } from '../../../../shared/password/password-criteria-list';
import { passwordPolicyFailures } from '../../../../shared/password/password-policy-failures';
import { PasswordRefusedAlert } from '../../../../shared/password/password-refused-alert';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { passwordChangeErrorKey, useChangePassword } from '../../api/change-password';

export type ChangePasswordFormInput = { oldPassword: string; password: string; retype: string };

/** Spec 000 §5: the old password, and a new password of the criteria with an equal retype. */
export function changePasswordSchema(email: string) {
  return z
    .object({
      oldPassword: z.string().min(1, { message: 'account.changePassword.currentRequired' }).max(256),
    })
    .and(newPasswordFormSchema(email));
}

/** The alert of a failed change: the rules a refused new password broke, or spec 000 §8's message. */
export function changePasswordFailure(error: unknown): ReactNode {
  const rules = passwordPolicyFailures(error);
  if (rules) return <PasswordRefusedAlert rules={rules} />;
  return <ErrorAlert messageKey={`account.changePassword.errors.${passwordChangeErrorKey(error)}`} />;
}

/**
 * Current password, new password with the live criteria list, retype; Save is disabled until all
 * three are valid. A wrong current password, the lockout and the policy are answered on the form.
 */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => changePasswordSchema(email), [email]);
  const change = useChangePassword();
  const [failure, setFailure] = useState<ReactNode>(null);
  const form = useForm<ChangePasswordFormInput>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', retype: '' },
    resolver: zodResolver(schema, { error: newPasswordIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const isValid = schema.safeParse(values).success;
  const busy = isSubmitting || change.isPending;
  const toggle = { 'aria-label': t('shared.password.toggleVisibility') };

  const submit = form.handleSubmit(async ({ oldPassword, password }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword: password });
      onChanged();
    } catch (error) {
      setFailure(changePasswordFailure(error));
      form.resetField('oldPassword');
      form.setFocus('oldPassword');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure}
        {/* the account's e-mail, so password managers store the new password for the right account */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          readOnly
          hidden
          aria-hidden
          tabIndex={-1}
        />
        <PasswordInput
          {...form.register('oldPassword')}
          label={t('account.changePassword.current')}
          autoComplete="current-password"
          withAsterisk
          error={errors.oldPassword?.message ? t(errors.oldPassword.message) : undefined}
          visibilityToggleButtonProps={toggle}
        />
        <PasswordInput
          // a changed password re-checks an already touched retype, so "do not match" clears at once
          {...form.register('password', { deps: form.formState.touchedFields.retype ? ['retype'] : [] })}
          label={t('shared.password.newPassword')}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message ? t(errors.password.message) : undefined}
          description={<PasswordCriteriaList password={values.password} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          visibilityToggleButtonProps={toggle}
        />
        <PasswordInput
          {...form.register('retype')}
          label={t('shared.password.retype')}
          autoComplete="new-password"
          withAsterisk
          error={errors.retype?.message ? t(errors.retype.message) : undefined}
          visibilityToggleButtonProps={toggle}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={PATHS.account} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid || busy} loading={busy}>
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
