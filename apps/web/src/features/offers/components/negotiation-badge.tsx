import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  negotiationBadge,
  type Negotiation,
  type NegotiationParty,
  type NegotiationStatus,
} from '@steelyard/domain/negotiations';
import { BADGE_TONE_COLORS } from '../../../shared/listings/listing-status-badge';

/** A negotiation's status for the viewer (spec 001 §4): "Awaiting your response" when it is their turn, Outbid for a buyer's CANCELLED. */
export function NegotiationBadge({ status, viewer }: { status: NegotiationStatus; viewer: NegotiationParty }) {
  const { t } = useTranslation();
  const badge = negotiationBadge(status, viewer);
  return (
    // dark text on the tone's pale background: the light variant's own text (orange-9, green-9) is under 4.5:1 at badge size
    <Badge color={BADGE_TONE_COLORS[badge.tone]} variant="light" tt="none" c="dark.8" data-tone={badge.tone}>
      {t(`offers.status.${badge.label}`)}
    </Badge>
  );
}

/** Why a negotiation ended when its status does not say: the seller changed the goods (decision 178). */
export function NegotiationEndReason({ negotiation }: { negotiation: Pick<Negotiation, 'endReason'> }) {
  const { t } = useTranslation();
  if (!negotiation.endReason) return null;
  return (
    <Text size="sm" c="orange.9">
      {t(`offers.endReason.${negotiation.endReason}`)}
    </Text>
  );
}

/** The number of offers, from two on (spec 001 §2). */
export function OfferCountBadge({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (count === null) return null;
  return (
    <Badge color="steel" variant="outline" tt="none">
      {t('offers.block.offerCount', { number: count })}
    </Badge>
  );
}
