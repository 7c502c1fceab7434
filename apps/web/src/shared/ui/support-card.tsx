import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/public-config';

/** The support contact card of the shell: the support e-mail from the public config. */
export function SupportCard() {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('shared.support.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('shared.support.body')}
        </Text>
        <Anchor
          href={`mailto:${supportEmail}`}
          size="sm"
          style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
        >
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
          <span style={{ overflowWrap: 'anywhere' }}>{supportEmail}</span>
        </Anchor>
      </Stack>
    </Paper>
  );
}
