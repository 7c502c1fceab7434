import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changeReason } from '@steelyard/domain/admin-organisations';
import { operatorIssueKey } from './organisation-form-rules';

/**
 * The dialog's one field: the reason as the decision bodies take it (suspensionBody,
 * rejectAddressBody and rejectListingBody are `{ reason: changeReason }`; rejectRfqBody's reason has
 * the same 1–500 characters), trimmed.
 */
const reasonFormSchema = z.object({ reason: changeReason });
type ReasonFormValues = z.input<typeof reasonFormSchema>;

interface ReasonButtonProps {
  /** The button's text and the dialog's confirm button. */
  label: string;
  ariaLabel?: string;
  title: string;
  /** What the dialog is about ("CL-000012 of Demo Steel Trading Ltd"). */
  intro?: string;
  /** Who reads the reason. */
  reasonHint?: string;
  confirmLabel: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  /** The opening button's colour and variant (red outline by default, as for rejections). */
  color?: string;
  variant?: ButtonProps['variant'];
  /** Sends the decision; resolves true when the dialog may close (done, or already decided elsewhere). */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** A button opening a dialog that asks for the required reason (1–500 characters) of an operator's decision. */
export function ReasonButton({
  label,
  ariaLabel,
  title,
  intro,
  reasonHint,
  confirmLabel,
  disabled = false,
  size,
  color = 'red.8',
  variant = 'outline',
  onConfirm,
}: ReasonButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // kept while the dialog is closed, so a cancelled reason is still there when it opens again
  const form = useForm<ReasonFormValues>({
    mode: 'onTouched',
    defaultValues: { reason: '' },
    resolver: zodResolver(reasonFormSchema, { error: operatorIssueKey }),
  });
  const { errors, isSubmitting: pending } = form.formState;
  // Confirm waits for a reason; its message shows once the field was left, or on an attempt
  const valid = reasonFormSchema.safeParse({ reason: form.watch('reason') }).success;

  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason)) {
      setOpened(false);
      form.reset();
    }
  });
  const close = () => {
    setOpened(false);
    // an untouched dialog opens again without a message
    form.clearErrors();
  };

  return (
    <>
      <Button
        variant={variant}
        color={color}
        size={size}
        disabled={disabled}
        onClick={() => setOpened(true)}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            if (pending) event.preventDefault();
            else void submit(event);
          }}
        >
          <Stack gap="md">
            {intro && <Text size="sm">{intro}</Text>}
            <Textarea
              label={t('operator.common.reason')}
              description={reasonHint}
              {...form.register('reason')}
              error={errors.reason?.message ? t(errors.reason.message) : undefined}
              maxLength={500}
              withAsterisk
              autosize
              minRows={3}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('operator.common.cancel')}
              </Button>
              <Button type="submit" color={color} disabled={!valid} loading={pending}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
