import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderChange } from '../api/orders';

/** What changing the order means, confirmed in a dialog: the buyer is e-mailed each step. */
export function OrderChangeDialog({
  change,
  pending,
  onClose,
  onConfirm,
}: {
  change: OrderChange | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  if (!change) return null;
  const names = { number: change.order.orderNumber, buyer: change.order.buyerOrganisation.name };
  const isStatus = change.change === 'status';
  return (
    <Modal
      opened
      onClose={onClose}
      title={isStatus ? t('operator.orders.confirmStatusTitle') : t('operator.orders.confirmPaymentTitle')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {isStatus
            ? t('operator.orders.confirmStatus', { ...names, status: t(`shared.orders.status.${change.status}`) })
            : t('operator.orders.confirmPayment', names)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('operator.common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {isStatus ? t('operator.orders.confirmStatusButton') : t('operator.orders.confirmPaymentButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
