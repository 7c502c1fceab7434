import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESET_LINK_TTL_MS } from '@steelyard/domain/constants';
import { isApiError } from '../../../shared/api/api-error';
import { getCaptchaToken, preloadCaptcha } from '../../../shared/captcha/captcha';
import { usePublicConfig } from '../../../shared/config/public-config';
import { PATHS } from '../../../shared/navigation/paths';
import { notify } from '../../../shared/ui/notify';
import {
  forgotPasswordFormSchema,
  useRequestPasswordReset,
  type ForgotPasswordFormInput,
} from '../api/forgot-password';
import { isCaptchaFailure } from '../api/login';
import { CaptchaNotice } from './captcha-notice';
import { ErrorAlert } from '../../../shared/ui/error-alert';

const RESET_LINK_HOURS = RESET_LINK_TTL_MS / 3_600_000;

/** The catalogue key of a failed link request. */
export function forgotPasswordErrorKey(error: unknown): string {
  if (isCaptchaFailure(error)) return 'auth.login.captchaFailed';
  if (isApiError(error) && error.kind === 'RATE_LIMITED') return 'shared.errors.kind.RATE_LIMITED';
  return 'auth.forgotPassword.failed';
}

function issueKey(issue: { code: string }): string {
  return issue.code === 'too_small' || issue.code === 'invalid_type'
    ? 'auth.login.validation.emailRequired'
    : 'auth.login.validation.emailInvalid';
}

/**
 * E-mail entry for a reset link (spec 000 §5: a valid e-mail), then the link-sent confirmation with
 * a resend link. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  /** The link went out (the page swaps its introduction for the confirmation). */
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const { captcha } = usePublicConfig();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormInput>({
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
    resolver: zodResolver(forgotPasswordFormSchema, { error: issueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const isValid = forgotPasswordFormSchema.safeParse(form.watch()).success;
  const busy = isSubmitting || request.isPending;

  useEffect(() => preloadCaptcha(captcha), [captcha]);

  const send = async (email: string): Promise<boolean> => {
    setErrorKey(null);
    try {
      const recaptchaToken = await getCaptchaToken(captcha, 'forgot_password');
      await request.mutateAsync({ email, recaptchaToken });
      return true;
    } catch (error) {
      setErrorKey(forgotPasswordErrorKey(error));
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!(await send(email))) return;
    setSentTo(email);
    onSent?.();
  });

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Text fw={600}>{t('auth.forgotPassword.sentTitle')}</Text>
        <Text size="sm">{t('auth.forgotPassword.sentBody', { email: sentTo, hours: RESET_LINK_HOURS })}</Text>
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <Text size="sm">{t('auth.forgotPassword.notReceived')}</Text>
        <Button
          variant="light"
          loading={busy}
          onClick={async () => {
            if (await send(sentTo)) notify({ level: 'SUCCESS', message: t('auth.forgotPassword.resent') });
          }}
        >
          {t('auth.forgotPassword.resend')}
        </Button>
        <Anchor component={Link} to={PATHS.login} state={{ email: sentTo }} size="sm" ta="center">
          {t('auth.common.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgotPassword.formLabel')}>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="username"
          withAsterisk
          error={errors.email?.message ? t(errors.email.message) : undefined}
        />
        <Button type="submit" fullWidth disabled={!isValid || busy} loading={busy}>
          {t('auth.forgotPassword.submit')}
        </Button>
        <Anchor component={Link} to={PATHS.login} size="sm" ta="center">
          {t('auth.common.backToLogin')}
        </Anchor>
        {captcha && <CaptchaNotice />}
      </Stack>
    </form>
  );
}
