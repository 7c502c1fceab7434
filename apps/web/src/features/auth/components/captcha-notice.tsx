import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';

const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';
const GOOGLE_TERMS_URL = 'https://policies.google.com/terms';

/**
 * The reCAPTCHA notice Google asks for when its badge is hidden (app.css hides the floating badge,
 * which would cover the footer links on small screens).
 */
export function CaptchaNotice() {
  return (
    <Text size="xs" c="gray.7" ta="center">
      <Trans
        i18nKey="auth.captcha.notice"
        components={{
          privacy: <Anchor href={GOOGLE_PRIVACY_URL} target="_blank" rel="noreferrer" size="xs" />,
          terms: <Anchor href={GOOGLE_TERMS_URL} target="_blank" rel="noreferrer" size="xs" />,
        }}
      />
    </Text>
  );
}
