import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAnyRole } from '@steelyard/domain/roles';
import { useLanguage } from '../../../shared/i18n/use-language';
import { DocumentList } from '../../../shared/listings/document-list';
import { PictureGallery } from '../../../shared/listings/picture-gallery';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { ListingStatusBadge } from '../../../shared/listings/listing-status-badge';
import { SummaryList, type SummaryRow } from '../../../shared/listings/material-summary';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { NegotiationsSlot } from '../../../shared/listings/negotiation-slots';
import type { Offer } from '../api/listing-actions';
import { ExpirySection } from './expiry-section';
import { formatDate } from '../../../shared/i18n/intl-formats';
import { SectionCard } from '../../../shared/ui/section-card';
import { OfferActions } from './offer-actions';
import { offerNumber } from './offer-number';
import {
  PickupSection,
  PriceSection,
  RejectionCard,
  RevisionCard,
  RevisionRejectionCard,
  StatusBanner,
  ViewsLine,
} from './offer-sections';

interface OfferDetailProps {
  offer: Offer;
  roles: readonly string[];
  title: string;
  subtitle?: string;
  views: number | undefined;
  /** The material (listings) or the package's contents. */
  material: ReactNode;
  /** Further facts (origin, age, delivery); rows without a value are left out by the caller. */
  facts: SummaryRow[];
  /** A full-width part below the cards (the package list). */
  wide?: ReactNode;
}

/**
 * The seller's detail page of a listing or package (spec 001 §2), top to bottom: heading with the
 * status badge and its date, status banner, rejection reason, views, actions; then material, files
 * and pickup beside weight and price and the expiry card.
 */
export function OfferDetail({ offer, roles, title, subtitle, views, material, facts, wide }: OfferDetailProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  useDocumentTitle(title);
  const isSeller = hasAnyRole(roles, ['SELLER']);
  const { status, internalSellerSku } = offer.item;
  const certificates = offer.kind === 'listing' ? offer.item.testCertificates : offer.item.certificates;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Text size="sm" c="dimmed">
            {internalSellerSku
              ? t('my-listings.details.numberAndSku', { number: offerNumber(offer), sku: internalSellerSku })
              : offerNumber(offer)}
          </Text>
          <Title order={1}>{title}</Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        <Stack gap={4} align="flex-end">
          <ListingStatusBadge status={status.value} />
          <Text size="xs" c="dimmed">
            {t('my-listings.details.statusSince', { date: formatDate(status.modifiedAt, locale) })}
          </Text>
        </Stack>
      </Group>
      {offer.kind === 'listing' && <NegotiationsSlot listingId={offer.item.id} viewer="SELLER" />}
      <StatusBanner offer={offer} isSeller={isSeller} />
      {status.value === 'REVIEW_REJECTED' && <RejectionCard offer={offer} />}
      <RevisionCard offer={offer} />
      <RevisionRejectionCard offer={offer} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <ViewsLine views={views} />
        {isSeller && <OfferActions offer={offer} />}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Stack gap="lg">
                {material}
                <SummaryList title={t('my-listings.details.facts')} rows={facts} order={2} />
              </Stack>
            </Paper>
            <SectionCard id="files-title" title={t('my-listings.details.files')}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('my-listings.details.pictures')}
                </Text>
                <PictureGallery
                  pictures={offer.item.pictures}
                  emptyText={t('my-listings.details.noPictures')}
                  aria-label={t('my-listings.details.pictures')}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('my-listings.details.certificates')}
                </Text>
                <DocumentList
                  files={certificates}
                  emptyText={t('my-listings.details.noCertificates')}
                  aria-label={t('my-listings.details.certificates')}
                />
              </Stack>
            </SectionCard>
            <PickupSection offer={offer} roles={roles} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PriceSection offer={offer} />
            <ExpirySection offer={offer} canAct={isSeller} />
          </Stack>
        </Grid.Col>
      </Grid>
      {wide}
    </Stack>
  );
}

/** Origin, age, description and delivery of a listing or package, each only when given. */
export function useOfferFacts(offer: Offer): SummaryRow[] {
  const labels = useListingLabels();
  const rows: SummaryRow[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) rows.push({ key, label: labels.field(key), value });
  };
  add('origin', labels.origin(offer.item.origin));
  add('age', labels.code('age', offer.item.age));
  const delivery = offer.kind === 'listing' ? offer.item.deliveryPromise : offer.item.deliveryTimeframe;
  add('deliveryTimeframe', labels.code('deliveryTimeframe', delivery));
  add('description', offer.item.description);
  return rows;
}
