import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EMAIL_VALIDATION_LINK_TTL_MS } from '@steelyard/domain/constants';
import { emailChangeBody } from '@steelyard/domain/email-change';
import { PATHS } from '../../../../shared/navigation/paths';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { emailChangeErrorKey, useRequestEmailChange } from '../../api/email-change';
import { accountIssueKey } from '../form-issues';

const LINK_HOURS = EMAIL_VALIDATION_LINK_TTL_MS / 3_600_000;

/** Spec 000 §5: a valid e-mail ("Enter a valid email address") that differs from the current one. */
export function editEmailSchema(currentEmail: string) {
  return emailChangeBody.refine((values) => values.email.toLowerCase() !== currentEmail.trim().toLowerCase(), {
    path: ['email'],
    message: 'account.editEmail.errors.notUpdated',
  });
}

type EditEmailInput = z.input<ReturnType<typeof editEmailSchema>>;

/**
 * The new address: a csrf token first, then the change request; the address changes only once
 * the link sent to the new mailbox has been opened (spec 000 §4).
 */
export function EditEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => editEmailSchema(currentEmail), [currentEmail]);
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<EditEmailInput>({
    mode: 'onTouched',
    defaultValues: { email: '' },
    resolver: zodResolver(schema, { error: accountIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const isValid = schema.safeParse(form.watch()).success;
  const busy = isSubmitting || request.isPending;

  const submit = form.handleSubmit(async ({ email }) => {
    setErrorKey(null);
    try {
      const reply = await request.mutateAsync(email);
      setSentTo(reply.email);
    } catch (error) {
      setErrorKey(`account.editEmail.errors.${emailChangeErrorKey(error)}`);
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Text fw={600}>{t('account.editEmail.sentTitle')}</Text>
        <Text size="sm">{t('account.editEmail.sentBody', { email: sentTo, hours: LINK_HOURS })}</Text>
        <Text size="sm">{t('account.editEmail.sentKeep', { email: currentEmail })}</Text>
        <Anchor component={Link} to={PATHS.account} size="sm">
          {t('account.common.backToAccount')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('account.editEmail.current')}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {currentEmail}
          </Text>
        </Stack>
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('account.editEmail.email')}
          description={t('account.editEmail.emailHint')}
          autoComplete="email"
          withAsterisk
          error={errors.email?.message ? t(errors.email.message) : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={PATHS.account} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid || busy} loading={busy}>
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
