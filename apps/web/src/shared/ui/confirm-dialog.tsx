import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Red for destructive actions (delete, deactivate). */
  danger?: boolean;
}

/** A confirmation with "Cancel" and "Confirm"; Cancel has the focus, so Enter does not confirm by accident. */
export function ConfirmDialog({
  opened,
  title,
  children,
  onConfirm,
  onCancel,
  pending = false,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus disabled={pending}>
            {t('shared.dialog.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={pending}>
            {t('shared.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
