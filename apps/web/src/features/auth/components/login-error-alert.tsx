import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERRORS, type LoginErrorNumber } from '@steelyard/domain/error-kinds';
import { notify } from '../../../shared/ui/notify';
import { useResendWelcomeEmail } from '../api/resend-welcome-email';

interface LoginErrorAlertProps {
  errorNumber: LoginErrorNumber;
  email: string;
  /** Error 7 because of the captcha: says so instead of asking to check the e-mail and password. */
  captcha?: boolean;
}

/**
 * The message of a login error number (spec 000 §8); error 2 offers to resend the welcome e-mail,
 * error 6 says when to retry.
 */
export function LoginErrorAlert({ errorNumber, email, captcha = false }: LoginErrorAlertProps) {
  const { t } = useTranslation();
  const resend = useResendWelcomeEmail();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm" c="red.9">
        {captcha ? t('auth.login.captchaFailed') : t(`auth.login.errors.${errorNumber}`)}
      </Text>
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
