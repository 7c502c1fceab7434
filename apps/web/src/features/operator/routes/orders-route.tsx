import { Group, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_SEARCH_DEBOUNCE_MS } from '@steelyard/domain/constants';
import { ORDER_STATUSES, type OrderStatus } from '@steelyard/domain/order-status';
import type { Order } from '@steelyard/domain/orders';
import { handleGlobalError } from '../../../shared/api/global-error-handler';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { useCollection } from '../../../shared/collections/use-collection';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import {
  fetchOperatorOrdersPage,
  isAlreadyChanged,
  operatorOrderCriteria,
  OPERATOR_ORDERS_PAGE_SIZE,
  useOrderChange,
  type OrderChange,
} from '../api/orders';
import { useCanWrite } from '../api/operator-role';
import { OperatorOrderRow } from '../components/operator-order-row';
import { OrderChangeDialog } from '../components/order-change-dialog';
import { operatorListKeys } from '../api/query-keys';

const getId = (order: Order) => order.id;

/**
 * Every organisation's purchase orders, newest first: the operator moves an order along
 * PROCESSING → FREIGHT_BOOKED → SHIPPING → DELIVERED (the buyer is e-mailed each step) and records
 * the payment of an upfront order, which cannot ship before. Read-only operators only look.
 */
function OperatorOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operator.orders.title'));
  const canWrite = useCanWrite();
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  const [number, setNumber] = useState('');
  const [debouncedNumber] = useDebouncedValue(number, ORDER_SEARCH_DEBOUNCE_MS);

  const orders = useCollection<Order>({
    queryKey: operatorListKeys.orders(),
    fetchPage: fetchOperatorOrdersPage,
    getId,
    pageSize: OPERATOR_ORDERS_PAGE_SIZE,
  });
  const { load, status } = orders;
  const filter = useMemo(
    () => operatorOrderCriteria({ statuses, number: debouncedNumber }),
    [statuses, debouncedNumber],
  );
  useEffect(() => {
    // a change made while a page loads is skipped by the collection: it runs again once that page is in
    load({ filter });
  }, [load, filter, status]);

  const mutation = useOrderChange();
  const [change, setChange] = useState<OrderChange | null>(null);
  const [updated, setUpdated] = useState<Record<string, Order>>({});
  const confirm = useCallback(async () => {
    if (!change) return;
    const names = { number: change.order.orderNumber };
    try {
      const saved = await mutation.mutateAsync(change);
      setUpdated((current) => ({ ...current, [saved.id]: saved }));
      notify({
        level: 'SUCCESS',
        message:
          change.change === 'status'
            ? t('operator.orders.statusChanged', { ...names, status: t(`shared.orders.status.${saved.status}`) })
            : t('operator.orders.paymentRecorded', names),
      });
      setChange(null);
    } catch (error) {
      if (isAlreadyChanged(error)) {
        notify({ level: 'WARNING', message: t('operator.orders.alreadyChanged', names) });
        setChange(null);
        load({ force: true });
        return;
      }
      handleGlobalError(error);
      setChange(null);
    }
  }, [change, mutation, t, load]);

  const items = orders.items.map((order) => updated[order.id] ?? order);
  const loading = (orders.status === 'IDLE' || orders.status === 'PENDING') && items.length === 0;
  const statusOptions = ORDER_STATUSES.map((value) => ({ value, label: t(`shared.orders.status.${value}`) }));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} id="operator-orders-title">
          {t('operator.orders.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('operator.orders.intro')}
        </Text>
        {!canWrite && (
          <Text size="sm" c="dimmed">
            {t('operator.orders.readOnly')}
          </Text>
        )}
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('operator.orders.statusFilter')}
          placeholder={statuses.length === 0 ? t('operator.orders.allStatuses') : undefined}
          data={statusOptions}
          value={statuses}
          onChange={(values) => setStatuses(values as OrderStatus[])}
          clearable
          w={320}
        />
        <TextInput
          label={t('operator.orders.numberFilter')}
          description={t('operator.orders.numberFilterHint')}
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          w={260}
        />
      </Group>
      {loading ? (
        <CollectionLoader />
      ) : orders.status === 'FAILED' && items.length === 0 ? (
        <CollectionFailed collection={orders} message={t('operator.orders.loadFailed')} />
      ) : items.length === 0 ? (
        <CollectionEmpty
          icon={<IconTruckDelivery size={40} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />}
          title={t(filter.length > 0 ? 'operator.orders.emptyFiltered' : 'operator.orders.empty')}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={980}>
            <Table striped verticalSpacing="sm" aria-labelledby="operator-orders-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.orders.columns.order')}</Table.Th>
                  <Table.Th>{t('operator.orders.columns.parties')}</Table.Th>
                  <Table.Th>{t('operator.orders.columns.material')}</Table.Th>
                  <Table.Th>{t('operator.orders.columns.total')}</Table.Th>
                  <Table.Th>{t('operator.orders.columns.payment')}</Table.Th>
                  <Table.Th>{t('operator.orders.columns.status')}</Table.Th>
                  {canWrite && <Table.Th>{t('operator.orders.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((order) => (
                  <OperatorOrderRow
                    key={order.id}
                    order={order}
                    canWrite={canWrite}
                    pending={mutation.isPending}
                    onChange={setChange}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <CollectionFooter
            collection={orders}
            shown={t('operator.orders.shown', { shown: items.length, total: orders.totalItems })}
          />
        </>
      )}
      <OrderChangeDialog
        change={change}
        pending={mutation.isPending}
        onClose={() => setChange(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

export { OperatorOrdersPage as Component };
