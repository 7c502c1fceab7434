import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TONES, type OrderStatus } from '@steelyard/domain/order-status';
import { BADGE_TONE_COLORS } from '../listings/listing-status-badge';

/**
 * An order's status in the tone of spec 001 §4 (delivered positive, the others neutral), for the
 * buyer's and seller's order pages and the operator's orders, in the one wording every side reads.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const tone = ORDER_STATUS_TONES[status];
  return (
    // never cut to "Processi…" in a narrow table column
    <Badge
      color={BADGE_TONE_COLORS[tone]}
      variant="light"
      tt="none"
      data-tone={tone}
      style={{ minWidth: 'fit-content' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`shared.orders.status.${status}`)}
    </Badge>
  );
}
