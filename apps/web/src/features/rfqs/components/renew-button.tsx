import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { renewRfqBody, RFQ_MESSAGES, type RenewRfqBody } from '@steelyard/domain/rfqs';
import { rfqMessageKey } from '../api/rfq-answers';
import { fromLocalInput, toLocalInput } from '../model/rfq-wizard';

/**
 * The dialog's one field, a datetime-local text, read as an instant and checked by the domain's
 * renewRfqBody ("This field is required" when empty or unreadable); the server wants it in the
 * future as well, so the form says so before sending.
 */
const renewFormSchema = z
  .object({ quoteDeadline: z.string() })
  .transform(({ quoteDeadline }) => ({ quoteDeadline: fromLocalInput(quoteDeadline) }))
  .pipe(
    renewRfqBody.refine((body) => new Date(body.quoteDeadline).getTime() > Date.now(), {
      message: RFQ_MESSAGES.deadlineInPast,
      path: ['quoteDeadline'],
    }),
  );
type RenewFormValues = z.input<typeof renewFormSchema>;

/** "Renew": a dialog asking for the new quote deadline (date and time in the future). */
export function RenewButton({
  onRenew,
  disabled,
}: {
  onRenew: (quoteDeadline: string) => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // kept while the dialog is closed: it opens again with what was typed and its message
  const form = useForm<RenewFormValues, unknown, RenewRfqBody>({
    mode: 'onTouched',
    defaultValues: { quoteDeadline: '' },
    resolver: zodResolver(renewFormSchema),
  });
  const { errors, isSubmitting: pending } = form.formState;
  const message = errors.quoteDeadline?.message;

  const confirm = form.handleSubmit(async ({ quoteDeadline }) => {
    if (await onRenew(quoteDeadline)) setOpened(false);
  });

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={disabled}>
        {t('rfqs.details.renew')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('rfqs.details.renewTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('rfqs.details.renewBody')}</Text>
          <TextInput
            {...form.register('quoteDeadline')}
            type="datetime-local"
            label={t('shared.rfqs.shipping.quoteDeadline')}
            withAsterisk
            min={toLocalInput(new Date().toISOString()) ?? undefined}
            error={message ? t(rfqMessageKey(message) ?? message) : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={pending}>
              {t('shared.dialog.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={pending}>
              {t('rfqs.details.renewConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
