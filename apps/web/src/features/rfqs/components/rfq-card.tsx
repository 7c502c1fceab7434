import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rfq } from '@steelyard/domain/rfqs';
import { useDateTimeLabel } from '../../../shared/rfqs/shipping-labels';
import { materialsOfRfq } from '../model/my-rfqs';
import { useMaterialsLabel } from './rfq-list-pieces';
import { RfqStatusBadge } from './rfq-status-badge';

/** One of the buyer's RFQs in My RFQs' lists: reference (or draft), status, materials, counts and its tab's actions. */
export function RfqCard({ rfq, actions }: { rfq: Rfq; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const materials = useMaterialsLabel();
  const dateTime = useDateTimeLabel();
  const titleId = `rfq-${rfq.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {rfq.status === 'DRAFT' ? t('rfqs.my.draftTitle') : rfq.referenceNumber}
            </Title>
            <RfqStatusBadge status={rfq.status} />
          </Group>
          <Text size="sm">{materials(materialsOfRfq(rfq)) || t('rfqs.my.noItems')}</Text>
          {rfq.quoteRef && <Text size="sm">{t('rfqs.my.quoteRef', { ref: rfq.quoteRef })}</Text>}
          <Text size="xs" c="dimmed">
            {t('rfqs.my.itemsCount', { count: rfq.items.length })}
            {rfq.quoteDeadline ? ` · ${t('rfqs.my.deadline', { dateTime: dateTime(rfq.quoteDeadline) })}` : ''}
            {rfq.status !== 'DRAFT' ? ` · ${t('rfqs.my.quotesCount', { count: rfq.numberOfQuotes })}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}
