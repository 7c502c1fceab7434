import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartEntry } from '@steelyard/domain/cart';
import { listFormat } from '../../../shared/i18n/intl-formats';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useRevisionFieldLabel } from '../../../shared/listings/listing-revision';
import { useMaterialLine } from '../../../shared/listings/material-line';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { cartDetailsPathFor, checkoutPathFor } from '../model/checkout-source';

const STATE_COLORS = { UNAVAILABLE: 'red', PRICE_CHANGED: 'orange', CONTENT_CHANGED: 'orange' } as const;

/** One entry of the cart: what it is, where it lies, its price and total, its state and actions. */
export function CartEntryCard({
  entry,
  onRemove,
  removing,
}: {
  entry: CartEntry;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const materialLine = useMaterialLine();
  const fieldLabel = useRevisionFieldLabel();
  const { locale } = useLanguage();
  const item = entry.product;
  const kind = item.kind;
  const title = item.packageTitle ?? labels.code('product', item.material.product);
  const titleId = `cart-entry-${entry.id}`;
  const priceNow = item.pricing.priceIncludingDelivery.value;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h5" id={titleId}>
              <Anchor component={Link} to={cartDetailsPathFor(kind, item.id)} inherit>
                {title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {item.listingNumber}
            </Text>
          </Stack>
          {entry.state !== 'AVAILABLE' && (
            <Badge color={STATE_COLORS[entry.state]} variant="light" tt="none">
              {t(`buying.cart.state.${entry.state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">{materialLine(item.material, item.materialDimensions)}</Text>
        {entry.state === 'CONTENT_CHANGED' && (
          // the material shown is the new one: the buyer sees what changed before accepting it (decision 178)
          <Text size="sm" c="orange.9">
            {t('buying.cart.changedFields', {
              fields: listFormat(locale, { type: 'conjunction' }).format((entry.changedFields ?? []).map(fieldLabel)),
            })}
          </Text>
        )}
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed">
              {t('shared.listings.fields.weight')}:
            </Text>{' '}
            {format.listingWeight(item.weight, item.tradeUnit)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('buying.cart.location')}:
            </Text>{' '}
            <CountryFlag country={item.country} />
          </Text>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm">
              {t('buying.cart.pricePerUnit', {
                price: format.pricePerUnit(entry.pricePerUnitWhenAdded, item.pricing.currencyCode, item.tradeUnit),
              })}
            </Text>
            {(entry.state === 'PRICE_CHANGED' ||
              (entry.state === 'CONTENT_CHANGED' && priceNow !== entry.pricePerUnitWhenAdded)) && (
              <Text size="sm" c="orange.9">
                {t('buying.cart.newPrice', {
                  price: format.pricePerUnit(priceNow, item.pricing.currencyCode, item.tradeUnit),
                })}
              </Text>
            )}
            <Text fw={700}>
              {t('buying.cart.entryTotal', {
                total: format.money(entry.figures.totalPrice, entry.figures.currencyCode),
              })}
            </Text>
          </Stack>
          <Group gap="xs">
            {entry.state === 'AVAILABLE' && (
              <Button size="xs" variant="light" component={Link} to={checkoutPathFor(kind, 'CART', item.id)}>
                {t('buying.actions.buyNow')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              onClick={onRemove}
              loading={removing}
              aria-label={t('buying.cart.removeNamed', { name: `${title} ${item.listingNumber}` })}
            >
              {t('buying.cart.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
