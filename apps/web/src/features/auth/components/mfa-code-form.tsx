import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MfaErrorKey } from '@steelyard/domain/auth-messages';
import { MFA_CODE_LENGTH } from '@steelyard/domain/constants';
import { mfaCode } from '@steelyard/domain/mfa';

// authenticator apps show the code as "123 456"; a pasted space is not the user's mistake
export const mfaCodeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(mfaCode),
});
type MfaCodeFormInput = z.input<typeof mfaCodeFormSchema>;

interface MfaCodeFormProps {
  /** Resolves true when the code was accepted. */
  onSubmit: (code: string) => Promise<boolean>;
  pending?: boolean;
  /** The two-factor message of the last failed attempt. */
  errorKey?: MfaErrorKey | null;
  /** Focus the code field at once (when it is the only thing on the screen). */
  autoFocus?: boolean;
}

/** Six-digit code entry with "Verify", disabled until the code has six digits (spec 000 §5). */
export function MfaCodeForm({ onSubmit, pending = false, errorKey = null, autoFocus = false }: MfaCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<MfaCodeFormInput, unknown, z.output<typeof mfaCodeFormSchema>>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver: zodResolver(mfaCodeFormSchema, { error: () => 'auth.mfa.validation.sixDigits' }),
  });
  const { errors, isSubmitting } = form.formState;
  const isValid = mfaCodeFormSchema.safeParse(form.watch()).success;
  const busy = pending || isSubmitting;

  useEffect(() => {
    if (autoFocus) form.setFocus('code');
  }, [autoFocus, form]);

  const submit = form.handleSubmit(async ({ code }) => {
    if (await onSubmit(code)) return;
    // a refused code is cleared so the next one can be typed at once
    form.reset({ code: '' });
    form.setFocus('code');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm" c="red.9">
              {t(`auth.mfa.errors.${errorKey}`)}
            </Text>
          </Alert>
        )}
        <TextInput
          {...form.register('code')}
          label={t('auth.mfa.code')}
          description={t('auth.mfa.codeHint', { length: MFA_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH + 2}
          withAsterisk
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
          error={errors.code?.message ? t(errors.code.message) : undefined}
        />
        <Button type="submit" fullWidth disabled={!isValid || busy} loading={busy}>
          {t('auth.mfa.verify')}
        </Button>
      </Stack>
    </form>
  );
}
