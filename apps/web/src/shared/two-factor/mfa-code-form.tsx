import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MFA_CODE_LENGTH } from '@steelyard/domain/constants';
import { mfaCode } from '@steelyard/domain/mfa';
import { ErrorAlert } from '../ui/error-alert';

// authenticator apps show the code as "123 456"; a pasted space is not the user's mistake
export const mfaCodeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(mfaCode);
export const mfaCodeFormSchema = z.object({ code: mfaCodeField });
type MfaCodeFormInput = z.input<typeof mfaCodeFormSchema>;

interface MfaCodeFormProps {
  /** Resolves true when the code was accepted. */
  onSubmit: (code: string) => Promise<boolean>;
  pending?: boolean;
  /** The catalogue key of the last failed attempt's message. */
  errorMessageKey?: string | null;
  /** Focus the code field at once (when it is the only thing on the screen). */
  autoFocus?: boolean;
  /** The button's text; "Verify" by default. */
  submitLabel?: string;
  /** The button's colour (red for switching two-factor off). */
  submitColor?: string;
}

/** Six-digit code entry with "Verify", disabled until the code has six digits (spec 000 §5). */
export function MfaCodeForm({
  onSubmit,
  pending = false,
  errorMessageKey = null,
  autoFocus = false,
  submitLabel,
  submitColor,
}: MfaCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<MfaCodeFormInput, unknown, z.output<typeof mfaCodeFormSchema>>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver: zodResolver(mfaCodeFormSchema, { error: () => 'shared.twoFactor.validation.sixDigits' }),
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
        {errorMessageKey && <ErrorAlert messageKey={errorMessageKey} />}
        <TextInput
          {...form.register('code')}
          label={t('shared.twoFactor.code')}
          description={t('shared.twoFactor.codeHint', { length: MFA_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH + 2}
          withAsterisk
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
          error={errors.code?.message ? t(errors.code.message) : undefined}
        />
        <Button type="submit" fullWidth color={submitColor} disabled={!isValid || busy} loading={busy}>
          {submitLabel ?? t('shared.twoFactor.verify')}
        </Button>
      </Stack>
    </form>
  );
}
