import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  QUOTE_ITEM_STATUS_TONES,
  RFQ_STATUS_TONES,
  type QuoteItemStatus,
  type RfqStatus,
} from '@steelyard/domain/rfqs';
import { BADGE_TONE_COLORS } from '../../../shared/listings/listing-status-badge';

/** An RFQ's status in the tone of spec 001 §4 (live positive, rejected negative, expired warning). */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={BADGE_TONE_COLORS[RFQ_STATUS_TONES[status]]}
      variant="light"
      tt="none"
      data-tone={RFQ_STATUS_TONES[status]}
    >
      {t(`rfqs.status.${status}`)}
    </Badge>
  );
}

/** A quote item's status for its seller: open (neutral), accepted (positive), not selected (negative). */
export function QuoteItemStatusBadge({ status }: { status: QuoteItemStatus }) {
  const { t } = useTranslation();
  const tone = QUOTE_ITEM_STATUS_TONES[status];
  return (
    <Badge color={BADGE_TONE_COLORS[tone]} variant="light" tt="none" data-tone={tone}>
      {t(`rfqs.quotes.status.${status}`)}
    </Badge>
  );
}
