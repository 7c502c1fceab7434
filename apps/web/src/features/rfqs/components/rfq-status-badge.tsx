import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RFQ_STATUS_TONES, type RfqStatus } from '@steelyard/domain/rfqs';
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
