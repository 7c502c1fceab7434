import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SelfUser } from '@steelyard/domain/users';
import { PATHS } from '../../../shared/navigation/paths';
import { useSelfUser } from '../../../shared/session/self-user';
import { MfaCodeForm } from '../../../shared/two-factor/mfa-code-form';
import { mfaErrorKey, mfaErrorMessageKey } from '../../../shared/two-factor/two-factor-errors';
import { TwoFactorSetup } from '../../../shared/two-factor/two-factor-setup';
import { notify } from '../../../shared/ui/notify';
import {
  disableTwoFactorMessageKey,
  replaceTwoFactorMessageKey,
  useDisableOwnSoftwareToken,
  useOwnSoftwareTokenSecret,
  useReplaceOwnSoftwareToken,
  useVerifyOwnSoftwareToken,
  type ReplaceAuthenticatorCodes,
} from '../api/two-factor';
import { AccountPage, PageLoadFailed } from '../components/account-page';
import { ReplaceAuthenticatorForm } from '../components/settings/replace-authenticator-form';
import { PageLoading } from '../../../shared/ui/page-state';

/** Switching on: the setup steps of the sign-in challenge, with a secret asked for the signed-in user. */
function EnableTwoFactor({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const secret = useOwnSoftwareTokenSecret(me.id, started);
  const verify = useVerifyOwnSoftwareToken();
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);

  const submit = async (code: string): Promise<boolean> => {
    setErrorMessageKey(null);
    try {
      await verify.mutateAsync(code);
      notify({ level: 'SUCCESS', message: t('account.editMfa.enabled') });
      navigate(PATHS.account, { replace: true });
      return true;
    } catch (error) {
      setErrorMessageKey(mfaErrorMessageKey(mfaErrorKey(error)));
      return false;
    }
  };

  if (!started) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>{t('account.editMfa.statusOff')}</Text>
        <Button leftSection={<IconShieldCheck size={18} aria-hidden />} onClick={() => setStarted(true)}>
          {t('account.editMfa.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('account.editMfa.setupTitle')}
      </Title>
      <TwoFactorSetup
        secret={secret}
        onSubmitCode={submit}
        pending={verify.isPending}
        errorMessageKey={errorMessageKey}
      />
    </Stack>
  );
}

/**
 * Another authenticator (a new phone): the setup steps with a fresh secret, confirmed with a code of
 * the app in use and one of the new app (decision 134: a signed-in session alone cannot swap it).
 */
function ReplaceTwoFactor({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const secret = useOwnSoftwareTokenSecret(me.id, started);
  const replace = useReplaceOwnSoftwareToken();
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);

  const submit = async (codes: ReplaceAuthenticatorCodes): Promise<boolean> => {
    setErrorMessageKey(null);
    try {
      await replace.mutateAsync(codes);
      notify({ level: 'SUCCESS', message: t('account.editMfa.replaced') });
      navigate(PATHS.account, { replace: true });
      return true;
    } catch (error) {
      setErrorMessageKey(replaceTwoFactorMessageKey(error));
      return false;
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('account.editMfa.replaceTitle')}
      </Title>
      {started ? (
        <TwoFactorSetup
          secret={secret}
          codeStep={{
            title: t('account.editMfa.replaceStep3'),
            form: (
              <ReplaceAuthenticatorForm
                onSubmit={submit}
                pending={replace.isPending}
                errorMessageKey={errorMessageKey}
              />
            ),
          }}
        />
      ) : (
        <>
          <Text size="sm">{t('account.editMfa.replaceIntro')}</Text>
          <Group>
            <Button variant="default" onClick={() => setStarted(true)}>
              {t('account.editMfa.replaceStart')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Switching off needs a current code (not while the organisation requires two-factor). */
function DisableTwoFactor({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const disable = useDisableOwnSoftwareToken();
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);

  const submit = async (code: string): Promise<boolean> => {
    setErrorMessageKey(null);
    try {
      await disable.mutateAsync(code);
      notify({ level: 'SUCCESS', message: t('account.editMfa.disabled') });
      navigate(PATHS.account, { replace: true });
      return true;
    } catch (error) {
      setErrorMessageKey(disableTwoFactorMessageKey(error));
      return false;
    }
  };

  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />}>
        {t('account.editMfa.statusOn')}
      </Alert>
      <ReplaceTwoFactor me={me} />
      {me.organisation.mfaRequired ? (
        <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('account.editMfa.required')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('account.editMfa.disableTitle')}
          </Title>
          <Text size="sm">{t('account.editMfa.disableIntro')}</Text>
          <MfaCodeForm
            onSubmit={submit}
            pending={disable.isPending}
            errorMessageKey={errorMessageKey}
            submitLabel={t('account.editMfa.disable')}
            submitColor="red.9"
          />
        </Stack>
      )}
    </Stack>
  );
}

/** `/account/edit-mfa`: switch two-factor authentication on (setup with the app) or off (with a code). */
function EditMfaPage() {
  const { t } = useTranslation();
  const user = useSelfUser();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <PageLoadFailed />;
  const me = user.data;
  const on = me.mfaPreferences === 'Enabled';
  return (
    <AccountPage title={t('account.editMfa.title')}>
      {on ? <DisableTwoFactor me={me} /> : <EnableTwoFactor me={me} />}
    </AccountPage>
  );
}

export { EditMfaPage as Component };
