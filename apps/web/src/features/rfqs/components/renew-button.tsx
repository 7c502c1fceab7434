import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../model/rfq-wizard';

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
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const iso = fromLocalInput(value);
  const error = !iso
    ? t('rfqs.errors.required')
    : new Date(iso).getTime() <= Date.now()
      ? t('rfqs.errors.deadlineInPast')
      : null;

  const confirm = async () => {
    setTouched(true);
    if (error || !iso) return;
    setPending(true);
    try {
      if (await onRenew(iso)) setOpened(false);
    } finally {
      setPending(false);
    }
  };

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
            type="datetime-local"
            label={t('shared.rfqs.shipping.quoteDeadline')}
            withAsterisk
            min={toLocalInput(new Date().toISOString()) ?? undefined}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? error : undefined}
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
