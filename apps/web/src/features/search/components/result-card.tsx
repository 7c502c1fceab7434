import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchDifference, SearchResultItem } from '@steelyard/domain/search';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { usePictureSources } from '../../../shared/listings/use-picture';

/** "Mild steel · Hot rolled · S355J2 · 3 × 1,500 mm": the material line of a result. */
function useMaterialLine(item: SearchResultItem): string {
  const labels = useListingLabels();
  const format = useListingFormat();
  const m = item.material;
  const d = item.materialDimensions;
  const size = (value?: number | null, min?: number | null, max?: number | null) =>
    value != null
      ? format.number(value, 2)
      : min != null || max != null
        ? `${format.number(min ?? 0, 2)}–${format.number(max ?? 0, 2)}`
        : null;
  const sizes = d
    ? [size(d.thickness), size(d.width, d.minWidth, d.maxWidth), size(d.length, d.minLength, d.maxLength)].filter(
        Boolean,
      )
    : [];
  return [
    labels.code('materialType', m.materialType),
    labels.code('definition', m.definition) || labels.code('plateType', m.plateType),
    labels.code('coating', m.coating),
    labels.grade(m.grade),
    sizes.length > 0 ? `${sizes.join(' × ')} mm` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** How an alternative differs: "Thickness 3.4 mm above your 2.5–3" style lines. */
export function DifferenceList({ differences }: { differences: readonly SearchDifference[] }) {
  const { t } = useTranslation();
  if (differences.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap={2}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('search.results.differences')}
    >
      {differences.map((d) => (
        <Text component="li" key={`${d.field}-${d.code}`} size="sm" c="orange.9">
          {t(`search.difference.${d.field}.${d.code}`, { requested: d.requested, actual: d.actual })}
        </Text>
      ))}
    </Stack>
  );
}

const THUMBNAIL_BOX = { w: 96, h: 72 };

/**
 * The main picture the seller chose (else the first), as the small copies made at upload: the
 * browser takes the width the 96 px box needs on its screen (issue 25).
 */
function Thumbnail({ item, loading }: { item: SearchResultItem; loading: 'eager' | 'lazy' }) {
  const sources = usePictureSources(item.picture);
  if (!sources) return null;
  return (
    <Image
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? `${THUMBNAIL_BOX.w}px` : undefined}
      loading={loading}
      decoding="async"
      alt=""
      {...THUMBNAIL_BOX}
      radius="sm"
      fit="cover"
    />
  );
}

interface ResultCardProps {
  item: SearchResultItem;
  to: string;
  onOpen: () => void;
  /** The first card's picture loads at once; the others when scrolled near (`lazy`, the default). */
  pictureLoading?: 'eager' | 'lazy';
}

/**
 * One result (spec 001 §2): product and number, the new marker, the material line, the price per
 * unit including delivery, weight, where the material lies and the expiry; the title links to
 * the details. `onOpen` reports the click (Search Result Clicked).
 */
export function ResultCard({ item, to, onOpen, pictureLoading = 'lazy' }: ResultCardProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const line = useMaterialLine(item);
  const title =
    item.kind === 'PACKAGE'
      ? (item.packageTitle ?? labels.code('product', 'PACKAGE'))
      : labels.code('product', item.material.product);
  const { pricing } = item;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={`${title} ${item.listingNumber}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Thumbnail item={item} loading={pictureLoading} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Anchor component={Link} to={to} onClick={onOpen} fw={700} size="lg">
                {title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.listingNumber}
              </Text>
              {item.isNew && (
                <Badge color="teal" variant="light">
                  {t('search.results.new')}
                </Badge>
              )}
              <Badge color="gray" variant="light">
                {labels.prime(item.prime)}
              </Badge>
            </Group>
            {line && <Text size="sm">{line}</Text>}
            <Group gap="lg" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('search.results.weight', { weight: format.listingWeight(item.weight, item.tradeUnit) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('search.results.location')} <CountryFlag country={item.country} />
              </Text>
              <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <IconClock size={14} aria-hidden />
                {t('search.results.expires', { dateTime: format.expiry(item.expiresAt) })}
              </Text>
            </Group>
            <DifferenceList differences={item.differences} />
          </Stack>
        </Group>
        <Stack gap={0} align="flex-end">
          <Text fw={700} size="lg">
            {format.pricePerUnit(pricing.priceIncludingDelivery.value, pricing.currencyCode, item.tradeUnit)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('search.results.includingDelivery')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('search.results.total', { total: format.money(pricing.totalExcludingVat.value, pricing.currencyCode) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
