import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { orderPath, RFQ_PATHS, rfqDetailsPath } from '../model/rfq-paths';
import type { AcceptSuccessState } from './rfq-details-route';

/** `/rfqs/my/details/success`: the accepted quotes became orders; links to each order. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.acceptSuccess.title'));
  const state = useLocation().state as AcceptSuccessState | null;
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon color="green.8" variant="light" size={48} radius="xl" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1}>{t('rfqs.acceptSuccess.title')}</Title>
        <Text>{t('rfqs.acceptSuccess.body', { count: state?.orderIds.length ?? 0 })}</Text>
        {state && state.orderIds.length > 0 && (
          <List>
            {state.orderIds.map((id, index) => (
              <List.Item key={id}>
                <Anchor component={Link} to={orderPath(id)}>
                  {t('rfqs.acceptSuccess.order', { index: index + 1 })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          {state && (
            <Button component={Link} to={rfqDetailsPath(state.rfqId)} variant="default">
              {t('rfqs.acceptSuccess.backToRfq', { number: state.referenceNumber })}
            </Button>
          )}
          <Button component={Link} to={RFQ_PATHS.orders}>
            {t('rfqs.acceptSuccess.orders')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
