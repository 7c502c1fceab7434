import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { materialName } from '../../../shared/rfqs/item-lines';
import type { RfqMaterial } from '../model/rfq-wizard';

export function ListLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="md">
      <Loader size="sm" aria-label={t('shared.loading')} />
    </Group>
  );
}

export function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm" c="red.9" role="alert">
        {message}
      </Text>
      <Button variant="subtle" size="xs" onClick={onRetry}>
        {t('rfqs.list.retry')}
      </Button>
    </Group>
  );
}

export function ListEmpty({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      {icon}
      <Text fw={600}>{title}</Text>
      {body && (
        <Text size="sm" c="dimmed" ta="center" maw={520}>
          {body}
        </Text>
      )}
      {action}
    </Stack>
  );
}

/** "Coil · Mild steel, Sheet · Coated steel". */
export function useMaterialsLabel(): (materials: readonly RfqMaterial[]) => string {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (materials) => materials.map((m) => materialName(m, labels, t)).join(', ');
}
