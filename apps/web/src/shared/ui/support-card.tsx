import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
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
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-steel-8)" />
          <Anchor href={`mailto:${supportEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {supportEmail}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
