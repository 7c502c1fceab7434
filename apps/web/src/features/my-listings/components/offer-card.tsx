import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsExpiryLine } from '@steelyard/domain/listing-status';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { ListingStatusBadge } from '../../../shared/listings/listing-status-badge';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import type { Offer } from '../api/listing-actions';
import { formatDate } from '../../../shared/i18n/intl-formats';
import { offerDetailsPath } from './my-listings-paths';
import { materialLine } from './offer-headline';
import { offerNumber } from './offer-number';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/**
 * A seller's summary card (spec 001 §2): number and material, weight, price, expiry time (for live
 * listings and those in review), the status badge and the day it was reached; the card opens the
 * detail page.
 */
export function OfferCard({ offer, onOpen }: { offer: Offer; onOpen: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { status, weight, tradeUnit, pricing, expiresAt, internalSellerSku } = offer.item;
  const title =
    offer.kind === 'listing' ? labels.code('product', offer.item.material.product) : offer.item.packageTitle;
  const line =
    offer.kind === 'listing'
      ? materialLine(offer.item.material, offer.item.materialDimensions, labels, format, t)
      : labels.code('materialType', offer.item.material.materialType);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={offerDetailsPath(offer.kind, offer.item.id)}
      onClick={onOpen}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {internalSellerSku
              ? t('my-listings.details.numberAndSku', { number: offerNumber(offer), sku: internalSellerSku })
              : offerNumber(offer)}
          </Text>
          <Text fw={700}>{title}</Text>
          {line && (
            // the whole line wraps: a clamp cut the dimensions off on phones (issue 23, item 28)
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <ListingStatusBadge status={status.value} />
          <Text size="xs" c="dimmed">
            {formatDate(status.modifiedAt, locale)}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={4} mt="sm" mb={0}>
        <Fact label={t('shared.listings.fields.weight')} value={format.listingWeight(weight, tradeUnit)} />
        <Fact
          label={t('my-listings.price.sellingPrice')}
          value={format.pricePerUnit(pricing.netPricePerUnit, pricing.currencyCode, tradeUnit)}
        />
        {showsExpiryLine(status.value) && expiresAt && (
          <Fact label={t('shared.listings.fields.expiresAt')} value={format.expiry(expiresAt)} />
        )}
      </SimpleGrid>
    </Card>
  );
}
