import {
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_SEARCH_DEBOUNCE_MS } from '@steelyard/domain/constants';
import { isOrderStatus, ORDER_STATUSES } from '@steelyard/domain/order-status';
import { isOrderSide } from '@steelyard/domain/orders';
import { hasAnyRole } from '@steelyard/domain/roles';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useMaterialLine } from '../../../shared/listings/material-line';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useOrders } from '../api/orders';
import { OrderStatusBadge } from '../../../shared/orders/order-status-badge';
import { buildOrderFilter, orderPathOf, orderSideOf, orderStatusesOf } from '../model/order-filter';
import { useSelfUser } from '../../../shared/session/self-user';
import { formatDate } from '../../../shared/i18n/intl-formats';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

/**
 * /orders (spec 001 §2 Orders): search by the buyer's order number (debounced 500 ms), a
 * multi-select status filter, a count heading, load more, an empty state. The search and the
 * statuses stay in the URL, so Back from an order returns to the same list; the list is the one the
 * URL names, which the route's loader asks for too. A user who buys and sells (a manager) sees each
 * row marked Bought or Sold and filters by it (`side` in the URL; issue 23, item 25).
 */
function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.list.title'));
  const { locale } = useLanguage();
  const labels = useListingLabels();
  const format = useListingFormat();
  const materialLine = useMaterialLine();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const statuses = orderStatusesOf(params);
  const searched = params.get('q') ?? '';
  const filter = buildOrderFilter(statuses, searched);
  const side = orderSideOf(params);
  const query = useOrders(filter, side);
  const roles = useSelfUser().data?.roles ?? [];
  const bothSides = hasAnyRole(roles, ['MANAGER']) || (hasAnyRole(roles, ['BUYER']) && hasAnyRole(roles, ['SELLER']));

  const setParam = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // the search reaches the URL 500 ms after the last keystroke: each change of the URL runs the route's
  // loader, which asked for the orders of every keystroke's text (issue 23, item 24)
  const writeSearch = useDebouncedCallback((value: string) => setParam('q', value.trim()), ORDER_SEARCH_DEBOUNCE_MS);
  const onText = (value: string) => {
    setText(value);
    writeSearch(value);
  };

  // the list renders in a transition, in slices that leave the page responsive (issue 11: total blocking time)
  const data = useDeferredValue(query.data);
  const pages = data?.pages ?? [];
  const orders = pages.flatMap((p) => p.items);
  const total = pages[0]?.totalItems ?? 0;
  const filtered = statuses.length > 0 || searched.trim() !== '' || side !== null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('orders.list.title')}</Title>
      <Group gap="md" align="flex-end" wrap="wrap" role="search">
        <TextInput
          label={t('orders.list.search')}
          placeholder={t('orders.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <MultiSelect
          label={t('orders.list.status')}
          placeholder={statuses.length === 0 ? t('orders.list.allStatuses') : undefined}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`shared.orders.status.${s}`) }))}
          value={statuses}
          onChange={(values) => setParam('status', values.filter(isOrderStatus).join('|'))}
          clearable
          w={{ base: '100%', sm: 360 }}
        />
        {(bothSides || side !== null) && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="orders-side">
              {t('orders.list.side')}
            </Text>
            <SegmentedControl
              aria-labelledby="orders-side"
              data={(['ALL', 'BUYER', 'SELLER'] as const).map((value) => ({
                value,
                label: t(`orders.list.sides.${value}`),
              }))}
              value={side ?? 'ALL'}
              onChange={(value) => setParam('side', isOrderSide(value) ? value : '')}
            />
          </Stack>
        )}
      </Group>
      {!data && !query.isError ? (
        <PageLoading />
      ) : query.isError && orders.length === 0 ? (
        <PageUnavailable
          notFound={false}
          title={t('orders.list.loadFailed')}
          retry={{ label: t('orders.retry'), onRetry: () => void query.refetch(), loading: query.isFetching }}
        />
      ) : (
        <Stack gap="md" component="section" aria-labelledby="orders-count">
          <Title order={2} size="h4" id="orders-count" aria-live="polite">
            {t('orders.list.count', { count: total })}
          </Title>
          {orders.length === 0 ? (
            <Stack gap="xs">
              <Text>{t(filtered ? 'orders.list.emptyFiltered' : 'orders.list.empty')}</Text>
              {!filtered && (
                <Anchor component={Link} to="/search">
                  {t('orders.list.searchMaterial')}
                </Anchor>
              )}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={760} className="sy-stacked-table">
              <Table verticalSpacing="sm" striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.list.columns.orderNumber')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.poNumber')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.material')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.status')}</Table.Th>
                    <Table.Th ta="end">{t('orders.list.columns.total')}</Table.Th>
                    <Table.Th>{t('orders.list.columns.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td data-label={t('orders.list.columns.orderNumber')}>
                        <Anchor component={Link} to={orderPathOf(order)}>
                          {order.orderNumber}
                        </Anchor>
                        {order.cartRefNo && (
                          <Text size="xs" c="dimmed">
                            {t('orders.list.cartOrder')}
                          </Text>
                        )}
                        {bothSides && order.viewerSide !== 'OPERATOR' && (
                          <Badge
                            size="sm"
                            variant="light"
                            color={order.viewerSide === 'SELLER' ? 'teal' : 'blue'}
                            data-side={order.viewerSide}
                            display="block"
                          >
                            {t(`orders.list.marker.${order.viewerSide}`)}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.poNumber')}>{order.buyerOrderNumber}</Table.Td>
                      <Table.Td data-label={t('orders.list.columns.material')}>
                        <Text size="sm">
                          {order.item.packageTitle ?? labels.code('product', order.item.material.product)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {materialLine(order.item.material, order.item.materialDimensions)}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.status')} style={{ whiteSpace: 'nowrap' }}>
                        <OrderStatusBadge status={order.status} />
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.total')} ta="end">
                        {format.money(order.pricing.totalPrice, order.pricing.currencyCode)}
                      </Table.Td>
                      <Table.Td data-label={t('orders.list.columns.date')}>
                        {formatDate(order.createdAt, locale)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {query.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('orders.list.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export { OrdersPage as Component };
