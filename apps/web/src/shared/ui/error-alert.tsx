import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A short failure message in an alert (the key is a catalogue key). */
export function ErrorAlert({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm" c="red.9">
        {t(messageKey)}
      </Text>
    </Alert>
  );
}
