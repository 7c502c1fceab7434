import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFile } from '@steelyard/domain/listing-files';
import { DocumentList } from '../../../shared/listings/document-list';
import { PictureGallery } from '../../../shared/listings/picture-gallery';
import { SummaryList, type SummaryRow } from '../../../shared/listings/material-summary';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { SectionCard } from '../../../shared/ui/section-card';

interface OfferPageProps {
  title: string;
  number: string;
  subtitle?: string;
  /** Published within the last 24 hours: the New marker. */
  isNew?: boolean;
  material: ReactNode;
  origin: readonly string[];
  age: string | null;
  description: string | null;
  additionalInformation: string | null;
  pictures: readonly ListingFile[];
  certificates: readonly ListingFile[];
  /** The price summary and delivery cards, in the side column. */
  aside: ReactNode;
  /** Further cards under the material (the package list). */
  extra?: ReactNode;
}

/**
 * The buyer's page of a live listing or package: what it is (material, dimensions, origin, age,
 * description), pictures and mill certificates opened through the document exchange, and beside
 * it the price summary and delivery. Buying and offers are added by their own issues.
 */
export function OfferPage(props: OfferPageProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  useDocumentTitle(`${props.title} ${props.number}`);
  const more: SummaryRow[] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value) more.push({ key, label, value });
  };
  add('origin', labels.field('origin'), labels.origin(props.origin));
  add('age', labels.field('age'), props.age ? labels.code('age', props.age) : null);
  add('description', labels.field('description'), props.description);
  add('additionalInformation', t('search.details.additionalInformation'), props.additionalInformation);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{props.title}</Title>
        <Group gap="sm">
          <Text c="dimmed">{props.number}</Text>
          {props.subtitle && <Text>{props.subtitle}</Text>}
          {props.isNew && (
            <Badge color="teal" variant="light">
              {t('search.results.new')}
            </Badge>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg" style={{ gridColumn: 'span 2' }} className="search-details-main">
          <SectionCard id="material-title" title={t('shared.listings.sections.material')}>
            {props.material}
            <SummaryList rows={more} order={3} />
          </SectionCard>
          {props.extra}
          <SectionCard id="files-title" title={t('search.details.files')}>
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('search.details.pictures')}
              </Text>
              <PictureGallery
                pictures={props.pictures}
                emptyText={t('search.details.noPictures')}
                aria-label={t('search.details.pictures')}
              />
              <Text size="sm" fw={500} mt="sm">
                {t('search.details.certificates')}
              </Text>
              <DocumentList
                files={props.certificates}
                emptyText={t('search.details.noCertificates')}
                aria-label={t('search.details.certificates')}
              />
            </Stack>
          </SectionCard>
        </Stack>
        <Stack gap="lg">{props.aside}</Stack>
      </SimpleGrid>
    </Stack>
  );
}
