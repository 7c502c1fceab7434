import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CART_HEADER_MAX_GROUPS } from '@steelyard/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { codeLabelKey, useListingLabels } from '../../../shared/listings/listing-labels';
import { useMaterialLine } from '../../../shared/listings/material-line';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { FiguresList } from '../../../shared/ui/figures-list';
import { useCartOrder } from '../api/orders';
import { OrderStatusBadge } from '../../../shared/orders/order-status-badge';
import { OrderNotFound, SupportBanner } from '../components/order-sections';
import { SectionCard } from '../../../shared/ui/section-card';
import { ORDERS_PATH } from '../model/order-filter';
import { formatDate } from '../../../shared/i18n/intl-formats';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * /orders/cart/:cartRefNo (spec 001 §2 cart order): a header with at most three product groups,
 * the orders of the cart, the order summary with its totals and the purchase order numbers.
 */
function CartOrderPage() {
  const { t, i18n } = useTranslation();
  const { cartRefNo = '' } = useParams();
  const labels = useListingLabels();
  const format = useListingFormat();
  const materialLine = useMaterialLine();
  const { locale } = useLanguage();
  const query = useCartOrder(cartRefNo);
  // the group's weights are by material type (a product code in older replies)
  const typeLabel = (type: string) =>
    i18n.exists(codeLabelKey('materialType', type)) ? labels.code('materialType', type) : labels.code('product', type);
  useDocumentTitle(
    query.data ? t('orders.cart.title', { number: query.data.referenceNumber }) : t('orders.list.title'),
  );
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
  const group = query.data;
  const shown = group.materialProductWithCount.slice(0, CART_HEADER_MAX_GROUPS);
  const more = group.materialProductWithCount.length - shown.length;
  const currency = group.currencyCode;
  const date = formatDate(group.createdAt, locale);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('orders.cart.title', { number: group.referenceNumber })}</Title>
        <Group gap="xs" aria-label={t('orders.cart.products')} role="list">
          {shown.map((p) => (
            <Badge key={p.product} variant="light" color="steel" tt="none" role="listitem">
              {t('orders.cart.productCount', { product: labels.code('product', p.product), count: p.count })}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="sm" c="dimmed" role="listitem">
              {t('orders.cart.moreGroups', { count: more })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('orders.cart.placed', { date })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby="cart-orders-title"
          style={{ gridColumn: 'span 2' }}
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="cart-orders-title">
              {t('orders.cart.orders', { count: group.cartOrders.length })}
            </Title>
            <Table.ScrollContainer minWidth={560} className="sy-stacked-table">
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.list.columns.orderNumber')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.material')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.status')}</Table.Th>
                    <Table.Th ta="end">{t('orders.list.columns.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.cartOrders.map((o) => (
                    <Table.Tr key={o.id}>
                      <Table.Td data-label={t('orders.list.columns.orderNumber')}>
                        <Anchor
                          component={Link}
                          to={`${ORDERS_PATH}/cart/${encodeURIComponent(group.cartRefNo)}/details/${encodeURIComponent(o.id)}`}
                        >
                          {o.orderNumber}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.material')}>
                        <Text size="sm">{o.item.packageTitle ?? labels.code('product', o.item.material.product)}</Text>
                        <Text size="xs" c="dimmed">
                          {materialLine(o.item.material, o.item.materialDimensions)}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.status')} style={{ whiteSpace: 'nowrap' }}>
                        <OrderStatusBadge status={o.status} />
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.total')} ta="end">
                        {format.money(o.pricing.totalPrice, o.pricing.currencyCode)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
        <Stack gap="lg">
          <SectionCard id="cart-order-summary-title" title={t('orders.cart.summary')}>
            <FiguresList
              emphasiseLast
              rows={[
                {
                  key: 'prime',
                  label: t('orders.cart.prime'),
                  value: t(`orders.cart.primeStatus.${group.primeStatus}`),
                },
                ...group.typeWithWeight.map((w) => ({
                  key: `weight-${w.type}-${w.tradeUnit}`,
                  label: t('orders.cart.weightOf', { type: typeLabel(w.type) }),
                  value: format.listingWeight(w.weight, w.tradeUnit),
                })),
                {
                  key: 'locations',
                  label: t('orders.cart.locations'),
                  value: (
                    <Stack gap={2} align="flex-end">
                      {group.materialLocations.map((c) => (
                        <CountryFlag key={c} country={c} />
                      ))}
                    </Stack>
                  ),
                },
                { key: 'exVat', label: t('orders.info.totalExVat'), value: format.money(group.totalValue, currency) },
                {
                  key: 'vat',
                  label: t('orders.info.vat', { percent: format.number(group.taxPercent, 2) }),
                  value: format.money(group.taxValue, currency),
                },
                { key: 'total', label: t('orders.info.total'), value: format.money(group.totalValueVAT, currency) },
              ]}
            />
          </SectionCard>
          <SectionCard id="cart-order-numbers-title" title={t('orders.numbers.title')}>
            <FiguresList
              rows={[
                { key: 'buyer', label: t('orders.numbers.buyerOrderNumber'), value: group.buyerOrderNumber },
                { key: 'reference', label: t('orders.numbers.cartReference'), value: group.referenceNumber },
                ...group.cartOrders.map((o) => ({
                  key: o.id,
                  label: t('orders.numbers.orderFor', { reference: o.referenceNumber }),
                  value: o.orderNumber,
                })),
              ]}
            />
          </SectionCard>
        </Stack>
      </SimpleGrid>
      <SupportBanner />
    </Stack>
  );
}

export { CartOrderPage as Component };
