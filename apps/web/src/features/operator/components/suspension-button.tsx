import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeReason } from '@steelyard/domain/admin-organisations';
import { useSuspension } from '../api/organisations';

/** "Suspend" or "Reinstate", each asking for the reason that goes to the audit log. */
export function SuspensionButton({ organisationId, suspended }: { organisationId: string; suspended: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const suspension = useSuspension(organisationId);
  const label = t(suspended ? 'operator.organisation.reinstate' : 'operator.organisation.suspend');
  const valid = changeReason.safeParse(reason).success;

  const submit = async () => {
    await suspension.mutateAsync({ suspend: !suspended, reason: reason.trim() });
    setOpened(false);
    setReason('');
  };

  return (
    <>
      <Button color={suspended ? 'green.8' : 'red.8'} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void submit();
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t('operator.common.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              withAsterisk
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('operator.common.cancel')}
              </Button>
              <Button type="submit" disabled={!valid} loading={suspension.isPending}>
                {label}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
