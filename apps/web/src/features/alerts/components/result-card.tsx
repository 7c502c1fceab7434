import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResultItem } from '@steelyard/domain/search';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { alertResultPath } from './alert-paths';

/** One of an alert's results: material, size, weight, price including delivery, location, expiry. */
export function AlertResultCard({ item, alertId }: { item: SearchResultItem; alertId: string }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { locale } = useLanguage();
  const m = item.material;
  const d = item.materialDimensions;
  const title = [labels.code('product', m.product), labels.code('materialType', m.materialType), labels.grade(m.grade)]
    .filter(Boolean)
    .join(' · ');
  const size = d
    ? [
        format.millimetres(d.thickness),
        format.millimetres(d.width, d.minWidth, d.maxWidth),
        format.millimetres(d.length, d.minLength, d.maxLength),
      ]
        .filter(Boolean)
        .join(' × ')
    : item.packageTitle;
  return (
    <Card withBorder padding="md" component="article" aria-label={`${title} ${item.listingNumber}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5">
              <Anchor component={Link} to={alertResultPath(item, alertId)} inherit>
                {title}
              </Anchor>
            </Title>
            {item.isNew && (
              <Badge color="teal" variant="light">
                {t('alerts.results.new')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {item.listingNumber}
          </Text>
        </Group>
        {size && <Text size="sm">{size}</Text>}
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {labels.field('weight')}: {format.listingWeight(item.weight, item.tradeUnit)}
          </Text>
          <Text size="sm">
            {t('alerts.results.location')}: {countryName(item.country, locale)}
          </Text>
          <Text size="sm">
            {labels.field('expiresAt')}: {format.expiry(item.expiresAt)}
          </Text>
        </Group>
        <Text fw={600}>
          {t('alerts.results.priceIncludingDelivery', {
            price: format.pricePerUnit(
              item.pricing.priceIncludingDelivery.value,
              item.pricing.currencyCode,
              item.tradeUnit,
            ),
          })}
        </Text>
        {item.differences.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('alerts.results.differs', {
              fields: item.differences.map((x) => labels.field(x.field)).join(', '),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
