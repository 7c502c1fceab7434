import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginErrorNumber } from '@steelyard/domain/errors';
import { getCaptchaToken } from '../../../shared/captcha/captcha';
import { usePublicConfig } from '../../../shared/config/public-config';
import { PATHS } from '../../../shared/navigation/paths';
import { loginErrorNumber, loginFormSchema, loginIssueMessage, useLogin, type LoginFormInput } from '../api/login';
import { LoginErrorAlert } from './login-error-alert';

/**
 * E-mail and password with validation on blur and submit disabled until valid. A signed-in
 * session makes the route guard move on; a challenge goes to /login/challenge-respond.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { captcha } = usePublicConfig();
  const login = useLogin();
  const [failure, setFailure] = useState<{ errorNumber: LoginErrorNumber; email: string } | null>(null);
  const form = useForm<LoginFormInput>({
    // first check on blur, then on every change, so a corrected field clears its error before the click
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
    resolver: zodResolver(loginFormSchema, { error: loginIssueMessage }),
  });
  const { errors, isSubmitting } = form.formState;
  // errors show on blur, but the button follows every keystroke
  const isValid = loginFormSchema.safeParse(form.watch()).success;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const recaptchaToken = await getCaptchaToken(captcha, 'login');
      const result = await login.mutateAsync({ ...values, recaptchaToken });
      if (result.kind === 'challenge') navigate(PATHS.challengeRespond);
    } catch (error) {
      setFailure({ errorNumber: loginErrorNumber(error), email: values.username });
    }
  });

  const pending = isSubmitting || login.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.formLabel')}>
      <Stack gap="md">
        {failure && <LoginErrorAlert errorNumber={failure.errorNumber} email={failure.email} />}
        <TextInput
          {...form.register('username')}
          type="email"
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="username"
          withAsterisk
          error={errors.username?.message ? t(errors.username.message) : undefined}
        />
        <PasswordInput
          {...form.register('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message ? t(errors.password.message) : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
        />
        <Group justify="space-between">
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={!isValid || pending} loading={pending}>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to={PATHS.requestAccount} size="sm" ta="center">
          {t('auth.login.requestAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
