import { Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaErrorKey } from '@steelyard/domain/auth-messages';
import { isChallengeSessionGone, useRespondToChallenge } from '../api/respond-to-challenge';
import { mfaErrorKey, useSoftwareTokenSecret, useVerifySoftwareToken } from '../api/software-token';
import type { ChallengeStepProps } from './challenge-new-password';
import { MfaCodeForm } from './mfa-code-form';
import { ErrorAlert } from './password-refused-alert';
import { QrCodeImage } from './qr-code-image';

/** The base32 secret in groups of four, easier to type into an app by hand. */
export function formatSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * MFA_SETUP: a fresh secret as QR code and as text, then the first code from the app. A verified
 * code completes the setup and answers the challenge (without the code, which is used up).
 */
export function ChallengeMfaSetup({ challenge, onNext, onSessionGone }: ChallengeStepProps) {
  const { t } = useTranslation();
  const secret = useSoftwareTokenSecret(challenge.session);
  const verify = useVerifySoftwareToken();
  const respond = useRespondToChallenge();
  const [errorKey, setErrorKey] = useState<MfaErrorKey | null>(null);

  const secretGone = secret.isError && isChallengeSessionGone(secret.error);
  useEffect(() => {
    if (secretGone) onSessionGone();
  }, [secretGone, onSessionGone]);

  const submit = async (code: string): Promise<boolean> => {
    setErrorKey(null);
    try {
      await verify.mutateAsync({ session: challenge.session, username: challenge.username, userCode: code });
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorKey(mfaErrorKey(error));
      return false;
    }
    try {
      const result = await respond.mutateAsync({ challenge });
      if (result.kind === 'challenge') onNext(result.challenge);
      return true;
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorKey('genericError');
      return false;
    }
  };

  if (secret.isError) {
    return (
      <Stack gap="sm">
        <ErrorAlert messageKey="auth.mfaSetup.secretFailed" />
        <Button variant="light" onClick={() => void secret.refetch()} loading={secret.isFetching}>
          {t('auth.mfaSetup.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600}>{t('auth.mfaSetup.step1')}</Text>
        <Text size="sm">{t('auth.mfaSetup.step1Body')}</Text>
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{t('auth.mfaSetup.step2')}</Text>
        {secret.data ? (
          <>
            <Group justify="center">
              <QrCodeImage value={secret.data.otpauthUri} alt={t('auth.mfaSetup.qrAlt')} />
            </Group>
            <Text size="sm">{t('auth.mfaSetup.manualEntry')}</Text>
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
                    {copied ? t('auth.mfaSetup.copied') : t('auth.mfaSetup.copy')}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={secret.data.otpauthUri} size="sm">
                {t('auth.mfaSetup.openInApp')}
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
        <Text fw={600}>{t('auth.mfaSetup.step3')}</Text>
        <MfaCodeForm onSubmit={submit} pending={verify.isPending || respond.isPending} errorKey={errorKey} />
      </Stack>
    </Stack>
  );
}
