import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MFA_CODE_LENGTH } from '@steelyard/domain/constants';
import { mfaCodeField } from '../../../../shared/two-factor/mfa-code-form';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import type { ReplaceAuthenticatorCodes } from '../../api/two-factor';

// the two codes of verify-software-token when an authenticator is replaced (decision 134)
export const replaceAuthenticatorFormSchema = z.object({ currentCode: mfaCodeField, userCode: mfaCodeField });
type ReplaceAuthenticatorFormInput = z.input<typeof replaceAuthenticatorFormSchema>;

interface ReplaceAuthenticatorFormProps {
  /** Resolves true when the new authenticator replaced the one in use. */
  onSubmit: (codes: ReplaceAuthenticatorCodes) => Promise<boolean>;
  pending?: boolean;
  /** The catalogue key of the last failed attempt's message. */
  errorMessageKey?: string | null;
}

// the app in use first: its code proves the replacement is the owner's (decision 134)
const codeFields = [
  { name: 'currentCode', labelKey: 'account.editMfa.currentCode' },
  { name: 'userCode', labelKey: 'account.editMfa.newCode' },
] as const;

const codeInputStyles = { input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } };

/** A code of the authenticator in use and the first code of the new one; enabled once both have six digits. */
export function ReplaceAuthenticatorForm({
  onSubmit,
  pending = false,
  errorMessageKey = null,
}: ReplaceAuthenticatorFormProps) {
  const { t } = useTranslation();
  const form = useForm<ReplaceAuthenticatorFormInput, unknown, ReplaceAuthenticatorCodes>({
    mode: 'onTouched',
    defaultValues: { currentCode: '', userCode: '' },
    resolver: zodResolver(replaceAuthenticatorFormSchema, { error: () => 'shared.twoFactor.validation.sixDigits' }),
  });
  const { errors, isSubmitting } = form.formState;
  const isValid = replaceAuthenticatorFormSchema.safeParse(form.watch()).success;
  const busy = pending || isSubmitting;

  const submit = form.handleSubmit(async (codes) => {
    if (await onSubmit(codes)) return;
    // both codes are of the time step just gone: the next attempt needs fresh ones
    form.reset({ currentCode: '', userCode: '' });
    form.setFocus('currentCode');
  });

  const hint = t('shared.twoFactor.codeHint', { length: MFA_CODE_LENGTH });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorMessageKey && <ErrorAlert messageKey={errorMessageKey} />}
        {codeFields.map(({ name, labelKey }) => (
          <TextInput
            key={name}
            {...form.register(name)}
            label={t(labelKey)}
            description={hint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={MFA_CODE_LENGTH + 2}
            withAsterisk
            styles={codeInputStyles}
            error={errors[name]?.message ? t(errors[name].message) : undefined}
          />
        ))}
        <Button type="submit" fullWidth disabled={!isValid || busy} loading={busy}>
          {t('account.editMfa.replace')}
        </Button>
      </Stack>
    </form>
  );
}
