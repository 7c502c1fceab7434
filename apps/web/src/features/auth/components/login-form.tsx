import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginErrorNumber } from '@steelyard/domain/error-kinds';
import type { Tenant } from '@steelyard/domain/roles';
import { getCaptchaToken, preloadCaptcha } from '../../../shared/captcha/captcha';
import { usePublicConfig } from '../../../shared/config/public-config';
import { PATHS, signInPathsFor } from '../../../shared/navigation/paths';
import { typedBeforeHydration } from '../../../shared/ui/prerendered-fields';
import {
  loginErrorNumber,
  loginFailureDetail,
  useLogin,
  type LoginFailureDetail,
  type LoginFormInput,
} from '../api/login';
import { lazyLoginFormResolver, useLoginFormValidation } from '../api/login-form-validation';
import { CaptchaNotice } from './captcha-notice';
import { LoginErrorAlert } from './login-error-alert';
import { LoginNoticeAlert, type LoginNotice } from './login-notice';

interface LoginFormProps {
  /** A notice from another sign-in screen, shown until the first attempt. */
  notice?: LoginNotice | null;
  /** The e-mail to fill in (after a password was set, or a challenge timed out). */
  defaultEmail?: string;
  /** Operators sign in for ADMIN at /operator/login, without the customers' links. */
  tenant?: Tenant;
}

/**
 * E-mail and password with validation on blur and submit disabled until valid. A signed-in
 * session makes the route guard move on; a challenge goes to /login/challenge-respond.
 */
export function LoginForm({ notice = null, defaultEmail = '', tenant = 'MARKETPLACE' }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { captcha } = usePublicConfig();
  const login = useLogin();
  const [failure, setFailure] = useState<{
    errorNumber: LoginErrorNumber;
    email: string;
    detail: LoginFailureDetail | null;
  } | null>(null);
  const [attempted, setAttempted] = useState(false);
  // what a visitor typed into the pre-rendered form before the app ran (shared/ui/prerendered-fields)
  const [typed] = useState(() => ({
    username: typedBeforeHydration('username'),
    password: typedBeforeHydration('password'),
  }));
  const form = useForm<LoginFormInput>({
    // first check on blur, then on every change, so a corrected field clears its error before the click
    mode: 'onTouched',
    defaultValues: { username: typed.username ?? defaultEmail, password: typed.password ?? '' },
    resolver: lazyLoginFormResolver,
  });
  const { errors, isSubmitting } = form.formState;
  // the schema loads on the form's first focus or input (not with the page: issue 11)
  const { validation, load: loadValidation } = useLoginFormValidation();
  // errors show on blur, but the button follows every keystroke
  const values = form.watch();
  const isValid = validation?.loginFormSchema.safeParse(values).success ?? false;

  // typed before the app ran: the button follows the schema, so it comes now rather than on the next keystroke
  useEffect(() => {
    if (typed.username || typed.password) loadValidation();
  }, [typed, loadValidation]);
  // the captcha script loads with the page, so the first click does not wait for it
  useEffect(() => preloadCaptcha(captcha), [captcha]);
  // with the e-mail filled in (after a new password, a timed-out challenge), the password comes next
  useEffect(() => {
    if (defaultEmail) form.setFocus('password');
  }, [defaultEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAttempted(true);
    try {
      const recaptchaToken = await getCaptchaToken(captcha, 'login');
      const result = await login.mutateAsync({ ...values, recaptchaToken, tenant });
      // the carried ?redirect= goes along, so the challenge screen can hand it on
      if (result.kind === 'challenge') navigate({ pathname: signInPathsFor(tenant).challengeRespond, search });
    } catch (error) {
      setFailure({ errorNumber: loginErrorNumber(error), email: values.username, detail: loginFailureDetail(error) });
    }
  });

  const pending = isSubmitting || login.isPending;
  const customer = tenant === 'MARKETPLACE';
  return (
    // a POST, should the browser ever send the pre-rendered form itself: the password never goes into an address
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={loadValidation}
      onChange={loadValidation}
      noValidate
      aria-label={t('auth.login.formLabel')}
    >
      <Stack gap="md">
        {notice && !attempted && <LoginNoticeAlert notice={notice} />}
        {failure && <LoginErrorAlert errorNumber={failure.errorNumber} email={failure.email} detail={failure.detail} />}
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
          visibilityToggleButtonProps={{ 'aria-label': t('shared.password.toggleVisibility') }}
        />
        {customer && (
          <Group justify="space-between">
            <Anchor
              component={Link}
              to={PATHS.forgotPassword}
              // the forgot-password form starts with the address typed here
              state={{ email: form.getValues('username') }}
              size="sm"
            >
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" fullWidth disabled={!isValid || pending} loading={pending}>
          {t('auth.login.submit')}
        </Button>
        {customer && (
          <Anchor component={Link} to={PATHS.requestAccount} size="sm" ta="center">
            {t('auth.login.requestAccount')}
          </Anchor>
        )}
        {captcha && <CaptchaNotice />}
      </Stack>
    </form>
  );
}
