import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_STATUS_TONES, type BadgeTone, type ListingStatus } from '@steelyard/domain/listing-status';

/**
 * Mantine colours of the badge tones (spec 001 §4: live positive, expired warning, rejected negative).
 * Without a shade: a light badge of "green.8" is filled with that shade under green-9 text, unreadable;
 * without one it gets the pale background and the theme's darkened text.
 */
export const BADGE_TONE_COLORS: Readonly<Record<BadgeTone, string>> = {
  positive: 'green',
  warning: 'orange',
  negative: 'red',
  neutral: 'gray',
};

/** A listing's status as a badge in the tone of `LISTING_STATUS_TONES` ("Live", "Under review"…). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={BADGE_TONE_COLORS[LISTING_STATUS_TONES[status]]}
      variant="light"
      tt="none"
      data-tone={LISTING_STATUS_TONES[status]}
    >
      {t(`shared.listings.status.${status}`)}
    </Badge>
  );
}
