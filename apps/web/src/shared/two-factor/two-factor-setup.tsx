import { Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import { ErrorAlert } from '../ui/error-alert';
import { MfaCodeForm } from './mfa-code-form';
import { QrCodeImage } from './qr-code-image';

/** The base32 secret in groups of four, easier to type into an app by hand. */
export function formatSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

type TwoFactorSetupProps = {
  /** The fresh secret of associate-software-token (one per setup: every call replaces it). */
  secret: UseQueryResult<AssociateSoftwareTokenReply>;
  pending?: boolean;
  /** The catalogue key of the last failed attempt's message. */
  errorMessageKey?: string | null;
} & (
  | {
      /** Checks the first code from the app; resolves true when it was accepted. */
      onSubmitCode: (code: string) => Promise<boolean>;
      codeStep?: never;
    }
  | {
      /** A last step of its own (replacing an authenticator asks for two codes): its title and form. */
      codeStep: { title: string; form: ReactNode };
      onSubmitCode?: never;
    }
);

/**
 * The three setup steps, for the sign-in challenge and the account: install an app, add the secret
 * (QR code, the key as text with a copy button, or the otpauth link), enter the app's first code.
 */
export function TwoFactorSetup({
  secret,
  onSubmitCode,
  codeStep,
  pending = false,
  errorMessageKey = null,
}: TwoFactorSetupProps) {
  const { t } = useTranslation();

  if (secret.isError) {
    return (
      <Stack gap="sm">
        <ErrorAlert messageKey="shared.twoFactor.setup.secretFailed" />
        <Button variant="light" onClick={() => void secret.refetch()} loading={secret.isFetching}>
          {t('shared.twoFactor.setup.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600}>{t('shared.twoFactor.setup.step1')}</Text>
        <Text size="sm">{t('shared.twoFactor.setup.step1Body')}</Text>
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{t('shared.twoFactor.setup.step2')}</Text>
        {secret.data ? (
          <>
            <Group justify="center">
              <QrCodeImage value={secret.data.otpauthUri} alt={t('shared.twoFactor.setup.qrAlt')} />
            </Group>
            <Text size="sm">{t('shared.twoFactor.setup.manualEntry')}</Text>
            <Code block fz="md" style={{ letterSpacing: '0.05em', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {formatSecret(secret.data.secretCode)}
            </Code>
            <Group justify="space-between" gap="xs">
              <CopyButton value={secret.data.secretCode}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    size="sm"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? t('shared.twoFactor.setup.copied') : t('shared.twoFactor.setup.copy')}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={secret.data.otpauthUri} size="sm">
                {t('shared.twoFactor.setup.openInApp')}
              </Anchor>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed" aria-busy="true">
            {t('shared.loading')}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{codeStep?.title ?? t('shared.twoFactor.setup.step3')}</Text>
        {onSubmitCode ? (
          <MfaCodeForm onSubmit={onSubmitCode} pending={pending} errorMessageKey={errorMessageKey} />
        ) : (
          codeStep?.form
        )}
      </Stack>
    </Stack>
  );
}
