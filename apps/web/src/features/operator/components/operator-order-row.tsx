import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextOrderStatuses } from '@steelyard/domain/order-status';
import type { Order } from '@steelyard/domain/orders';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { PATHS } from '../../../shared/navigation/paths';
import { OrderStatusBadge } from '../../../shared/orders/order-status-badge';
import type { OrderChange } from '../api/orders';
import { DateTime } from './date-time';

function OrganisationLink({ organisation }: { organisation: Order['buyerOrganisation'] }) {
  return (
    <Anchor
      component={Link}
      to={`${PATHS.operatorOrganisations}/${encodeURIComponent(organisation.id)}`}
      size="sm"
      fw={500}
    >
      {organisation.name}
    </Anchor>
  );
}

/** One order of the operator's orders table, with the next steps it allows when the operator may write. */
export function OperatorOrderRow({
  order,
  canWrite,
  pending,
  onChange,
}: {
  order: Order;
  canWrite: boolean;
  /** A change is being saved: the buttons wait for it. */
  pending: boolean;
  /** Asks to confirm a change (the page's dialog). */
  onChange: (change: OrderChange) => void;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const next = nextOrderStatuses(order.status, order.paymentStatus);
  const waitsForPayment = order.paymentStatus === 'AWAITING_PAYMENT';
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {order.orderNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {t('operator.orders.buyerOrderNumber', { number: order.buyerOrderNumber })}
        </Text>
        {order.cartRefNo && (
          <Text size="xs" c="dimmed">
            {t('operator.orders.cartOrder', { number: order.cartReferenceNumber ?? order.cartRefNo })}
          </Text>
        )}
        <DateTime value={order.createdAt} size="xs" c="dimmed" />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('operator.orders.buyer')}
          </Text>
          <OrganisationLink organisation={order.buyerOrganisation} />
          <Text size="xs" c="dimmed">
            {t('operator.orders.seller')}
          </Text>
          <OrganisationLink organisation={order.sellerOrganisation} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {order.item.referenceNumber}
        </Text>
        <Text size="sm">{order.item.packageTitle ?? labels.code('product', order.item.material.product)}</Text>
        <Text size="xs" c="dimmed">
          {format.listingWeight(order.item.weight, order.item.tradeUnit)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{format.money(order.pricing.totalPrice, order.pricing.currencyCode)}</Text>
        <Text size="xs" c="dimmed">
          {t('operator.orders.inclVat')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`operator.orders.paymentOption.${order.paymentOption}`)}</Text>
        <Text size="xs" c={waitsForPayment ? 'orange.9' : 'dimmed'}>
          {t(`operator.orders.paymentStatus.${order.paymentStatus}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.status} />
      </Table.Td>
      {canWrite && (
        <Table.Td>
          <Stack gap="xs" align="flex-start">
            {next.map((to) => (
              <Button
                key={to}
                size="xs"
                disabled={pending}
                onClick={() => onChange({ order, change: 'status', status: to })}
                aria-label={t('operator.orders.moveNamed', {
                  number: order.orderNumber,
                  status: t(`shared.orders.status.${to}`),
                })}
              >
                {t('operator.orders.move', { status: t(`shared.orders.status.${to}`) })}
              </Button>
            ))}
            {waitsForPayment && (
              <Button
                size="xs"
                variant="outline"
                disabled={pending}
                onClick={() => onChange({ order, change: 'payment' })}
                aria-label={t('operator.orders.recordPaymentNamed', { number: order.orderNumber })}
              >
                {t('operator.orders.recordPayment')}
              </Button>
            )}
            {next.length === 0 && !waitsForPayment && (
              <Text size="xs" c="dimmed">
                {t('operator.orders.nothingToDo')}
              </Text>
            )}
          </Stack>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
