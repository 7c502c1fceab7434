import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERRORS, type LoginErrorNumber } from '@steelyard/domain/error-kinds';
import { notify } from '../../../shared/ui/notify';
import type { LoginFailureDetail } from '../api/login';
import { useResendWelcomeEmail } from '../api/resend-welcome-email';

interface LoginErrorAlertProps {
  errorNumber: LoginErrorNumber;
  email: string;
  /**
   * The captcha (error 7) and an invalid access token replace the number's text; a deactivated
   * account (error 5) keeps the spec's text and says why.
   */
  detail?: LoginFailureDetail | null;
}

/**
 * The message of a login error number (spec 000 §8); error 2 offers to resend the welcome e-mail,
 * error 6 says when to retry, error 5 says so when the account is deactivated.
 */
export function LoginErrorAlert({ errorNumber, email, detail = null }: LoginErrorAlertProps) {
  const { t } = useTranslation();
  const resend = useResendWelcomeEmail();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm" c="red.9">
        {detail === 'captcha'
          ? t('auth.login.captchaFailed')
          : detail === 'accessTokenInvalid'
            ? t('auth.login.accessTokenInvalid')
            : t(`auth.login.errors.${errorNumber}`)}
      </Text>
      {detail === 'deactivated' && (
        <Text size="sm" c="red.9" mt={4}>
          {t('auth.login.deactivated')}
        </Text>
      )}
      {errorNumber === LOGIN_ERRORS.temporaryPasswordExpired && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt={4}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => notify({ level: 'SUCCESS', message: t('auth.login.resendWelcome.sent') }),
              onError: () => notify({ level: 'ERROR', message: t('auth.login.resendWelcome.failed') }),
            })
          }
        >
          {t('auth.login.resendWelcome.link')}
        </Anchor>
      )}
    </Alert>
  );
}
