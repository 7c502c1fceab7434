import { Button, Modal, Stack, Text, Textarea, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeReason } from '@steelyard/domain/admin-organisations';

interface RejectListingButtonProps {
  /** "CL-000012 of Demo Steel Trading Ltd": what the dialog names. */
  number: string;
  organisation: string;
  disabled?: boolean;
  /** Sends the rejection; resolves true when the dialog may close (done, or already decided elsewhere). */
  onReject: (reason: string) => Promise<boolean>;
}

/** "Reject" with a dialog asking for the reason the seller reads on the listing (required). */
export function RejectListingButton({ number, organisation, disabled = false, onReject }: RejectListingButtonProps) {
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
        disabled={disabled}
        onClick={() => setOpened(true)}
        aria-label={t('operator.listingReview.rejectNamed', { number })}
      >
        {t('operator.listingReview.reject')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('operator.listingReview.rejectTitle')}
        closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !pending) void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('operator.listingReview.rejectOf', { number, organisation })}</Text>
            <Textarea
              label={t('operator.common.reason')}
              description={t('operator.listingReview.reasonHint')}
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
                {t('operator.listingReview.rejectConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
