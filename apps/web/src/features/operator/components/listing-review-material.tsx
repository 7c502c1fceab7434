import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { MaterialSummary, SummaryList } from '../../../shared/listings/material-summary';
import { ReviewDocuments } from './review-files';

/** What is offered, as the review card's left column: a listing's material, or a package's material and package list. */
export function ListingReviewMaterial({ item }: { item: AdminListing }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return item.listing ? (
    <MaterialSummary
      material={item.listing.material}
      dimensions={item.listing.materialDimensions}
      prime={item.listing.prime}
      weight={item.listing.weight}
      tradeUnit={item.listing.tradeUnit}
      numberOfItems={item.listing.numberOfItems}
      order={3}
    />
  ) : item.package ? (
    <Stack gap="md">
      <SummaryList
        title={t('shared.listings.sections.material')}
        rows={[
          { key: 'product', label: labels.field('product'), value: labels.code('product', 'PACKAGE') },
          {
            key: 'materialType',
            label: labels.field('materialType'),
            value: labels.code('materialType', item.package.material.materialType),
          },
          {
            key: 'shape',
            label: labels.field('shape'),
            value: labels.code('shape', item.package.material.shape),
          },
          { key: 'prime', label: labels.field('prime'), value: labels.prime(item.package.prime) },
        ].filter((row) => row.value)}
      />
      {item.package.packageDescription && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.package.packageDescription}
        </Text>
      )}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('operator.listingReview.packageList')}
        </Text>
        <ReviewDocuments files={item.package.packageDocument ? [item.package.packageDocument] : []} />
      </Stack>
    </Stack>
  ) : null;
}
