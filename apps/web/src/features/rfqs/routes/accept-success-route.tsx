import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { itemMaterialLine, itemSizeLine } from '../../../shared/rfqs/item-lines';
import { orderPath, RFQ_PATHS, rfqDetailsPath } from '../model/rfq-paths';
import type { AcceptSuccessState } from './rfq-details-route';

/** `/rfqs/my/details/success`: the accepted quotes became orders; links to each order with its seller and item. */
function AcceptSuccessPage() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
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
            {state.orderIds.map((id, index) => {
              const order = state.orders?.find((o) => o.id === id);
              return (
                <List.Item key={id}>
                  <Anchor component={Link} to={orderPath(id)}>
                    {t('rfqs.acceptSuccess.order', { index: index + 1 })}
                  </Anchor>
                  {order?.item &&
                    ` – ${t('rfqs.acceptSuccess.orderOf', {
                      seller: order.seller,
                      material: `${itemMaterialLine(order.item, labels)}, ${itemSizeLine(order.item, format, t)}`,
                    })}`}
                </List.Item>
              );
            })}
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

export { AcceptSuccessPage as Component };
