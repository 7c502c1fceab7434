import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useOrder } from '../api/orders';
import { canEditOrder, EditOrderDialog } from '../components/edit-order-dialog';
import { OrderStatusBadge } from '../../../shared/orders/order-status-badge';
import {
  OrderDeliveryCard,
  OrderInfoCard,
  OrderMaterialCard,
  OrderNotFound,
  OrderNumbersCard,
  SupportBanner,
} from '../components/order-sections';
import { StatusTracker } from '../components/status-tracker';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * /orders/:orderId and /orders/cart/:cartRefNo/details/:orderId (spec 001 §2 Order detail): the
 * status tracker, purchase order numbers, material or package, order information, delivery and
 * the support banner; the page header's back link goes to the previous page or My Orders. A buyer
 * corrects the PO number or the delivery text while the order is PROCESSING (Edit order).
 */
function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  const roles = useSelfUser().data?.roles ?? [];
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data ? t('orders.detail.title', { number: query.data.orderNumber }) : t('orders.list.title'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <Stack gap="lg">
        <Title order={1}>{t('orders.detail.notFoundHeading')}</Title>
        <OrderNotFound failed={!notFound} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const order = query.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" align="center" justify="space-between">
          <Group gap="sm" align="center">
            <Title order={1}>{t('orders.detail.title', { number: order.orderNumber })}</Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          {canEditOrder(order, roles) && (
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('orders.edit.open')}
            </Button>
          )}
        </Group>
        {/* worded for the side that reads it: a manager opening a sale is its seller (issue 23, item 25) */}
        <Text c="dimmed">
          {t(
            order.viewerSide === 'SELLER'
              ? `orders.statusDescriptionSeller.${order.status}`
              : `orders.statusDescription.${order.status}`,
          )}
        </Text>
      </Stack>
      <StatusTracker status={order.status} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <OrderNumbersCard order={order} />
          <OrderMaterialCard order={order} />
        </Stack>
        <Stack gap="lg">
          <OrderInfoCard order={order} />
          <OrderDeliveryCard order={order} />
        </Stack>
      </SimpleGrid>
      <SupportBanner />
      <EditOrderDialog order={order} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

export { OrderPage as Component };
