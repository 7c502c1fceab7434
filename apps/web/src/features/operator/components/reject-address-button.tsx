import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingAddress } from '@steelyard/domain/admin-addresses';
import { changeReason } from '@steelyard/domain/admin-organisations';

interface RejectAddressButtonProps {
  address: PendingAddress;
  disabled?: boolean;
  /** Sends the rejection; resolves true when the dialog may close (done, or already handled elsewhere). */
  onReject: (reason: string) => Promise<boolean>;
}

/** "Reject" with a dialog asking for the reason the organisation's managers see and receive by e-mail. */
export function RejectAddressButton({ address, disabled = false, onReject }: RejectAddressButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const valid = changeReason.safeParse(reason).success;

  const submit = async () => {
    setPending(true);
    const done = await onReject(reason.trim());
    setPending(false);
    if (done) {
      setOpened(false);
      setReason('');
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red.8"
        size="xs"
        disabled={disabled}
        onClick={() => setOpened(true)}
        aria-label={t('operator.addressQueue.rejectAddress', { name: address.name })}
      >
        {t('operator.addressQueue.reject')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('operator.addressQueue.rejectTitle')}
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
            <Text size="sm">
              {t('operator.addressQueue.rejectOf', { name: address.name, organisation: address.organisation.name })}
            </Text>
            <Textarea
              label={t('operator.common.reason')}
              description={t('operator.addressQueue.reasonHint')}
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
              <Button type="submit" color="red.8" disabled={!valid} loading={pending}>
                {t('operator.addressQueue.rejectConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
