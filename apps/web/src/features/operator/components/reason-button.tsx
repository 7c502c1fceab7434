import { Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeReason } from '@steelyard/domain/admin-organisations';

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
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const valid = changeReason.safeParse(reason).success;

  const submit = async () => {
    setPending(true);
    try {
      if (await onConfirm(reason.trim())) {
        setOpened(false);
        setReason('');
      }
    } finally {
      setPending(false);
    }
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
        onClose={() => setOpened(false)}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !pending) void submit();
          }}
        >
          <Stack gap="md">
            {intro && <Text size="sm">{intro}</Text>}
            <Textarea
              label={t('operator.common.reason')}
              description={reasonHint}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              withAsterisk
              autosize
              minRows={3}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={pending}>
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
