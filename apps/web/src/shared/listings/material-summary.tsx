import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialChoices, MaterialDimensions } from '@steelyard/domain/material-options';
import type { PricingUnit } from '@steelyard/domain/theoretical-weight';
import { useListingLabels, type CodeCatalogue, type ListingLabels } from './listing-labels';
import { useListingFormat } from './use-listing-format';

export interface MaterialSummaryProps {
  material: MaterialChoices;
  dimensions?: MaterialDimensions | null;
  prime?: boolean | null;
  /** With a trade unit, the weight line shows (in kilograms when priced per kilogram, else tonnes). */
  weight?: number | null;
  tradeUnit?: PricingUnit | null;
  numberOfItems?: number | null;
  /** Heading level of the section titles (3 by default). */
  order?: 2 | 3 | 4 | 5;
  /** Leave out the "Material" title when the surrounding card already says it. */
  showMaterialTitle?: boolean;
}

/** One labelled value of a summary; rows without a value are left out by the caller. */
export interface SummaryRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** A titled definition list of label/value rows in two columns (one on narrow screens). */
export function SummaryList({ title, rows, order = 3 }: { title?: string; rows: SummaryRow[]; order?: 2 | 3 | 4 | 5 }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      {title && (
        <Title order={order} size="h5">
          {title}
        </Title>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs" m={0}>
        {rows.map((row) => (
          <div key={row.key}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const CODED_FIELDS: readonly (keyof MaterialChoices & CodeCatalogue)[] = [
  'product',
  'materialType',
  'shape',
  'definition',
  'plateType',
  'specification',
];

/** The material lines of a listing: the coded choices translated, proper names as the domain formats them. */
export function materialRows(m: MaterialChoices, labels: ListingLabels, prime?: boolean | null): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const add = (key: string, value: string) => {
    if (value) rows.push({ key, label: labels.field(key), value });
  };
  for (const field of CODED_FIELDS) add(field, labels.code(field, m[field]));
  add('grade', labels.grade(m.grade));
  add('surface', labels.code('surface', m.surface));
  add('finish', labels.code('finish', m.finish));
  add('millFinish', m.millFinish ?? '');
  add('polish', labels.code('polish', m.polish));
  add('temper', labels.code('temper', m.temper));
  add('coating', labels.code('coating', m.coating));
  add(
    'coatingThicknessValue',
    labels.coatingThickness(m.coatingThicknessValue, m.coatingCoverage, m.coatingThicknessOther),
  );
  add('coatingColour', labels.coatingColour(m.coatingColour, m.coatingColourOther));
  add('coatingType', labels.code('coatingType', m.coatingType));
  add('coatingCoverage', labels.code('coatingCoverage', m.coatingCoverage));
  add('prime', labels.prime(prime));
  return rows;
}

/**
 * A listing's material (spec 001 §2 seller detail: material, dimensions and tolerance, weight):
 * the material lines, the dimensions in millimetres (ranges as "min – max") with the tolerance,
 * and the weight and number of items. Empty fields are left out.
 */
export function MaterialSummary({
  material,
  dimensions,
  prime,
  weight,
  tradeUnit,
  numberOfItems,
  order = 3,
  showMaterialTitle = true,
}: MaterialSummaryProps) {
  const labels = useListingLabels();
  const format = useListingFormat();
  const { t } = useTranslation();

  const d = dimensions ?? {};
  const dimensionRows: SummaryRow[] = [];
  const addDimension = (key: string, value: string) => {
    if (value) dimensionRows.push({ key, label: labels.field(key), value });
  };
  addDimension('thickness', format.millimetres(d.thickness));
  addDimension('width', format.millimetres(d.width, d.minWidth, d.maxWidth));
  addDimension('length', format.millimetres(d.length, d.minLength, d.maxLength));
  addDimension('tolerance', labels.code('tolerance', material.tolerance));

  const weightRows: SummaryRow[] = [];
  if (weight != null && tradeUnit) {
    weightRows.push({ key: 'weight', label: labels.field('weight'), value: format.listingWeight(weight, tradeUnit) });
  }
  if (numberOfItems != null) {
    weightRows.push({
      key: 'numberOfItems',
      label: labels.field('numberOfItems'),
      value: format.number(numberOfItems),
    });
  }

  return (
    <Stack gap="lg">
      <SummaryList
        title={showMaterialTitle ? t('shared.listings.sections.material') : undefined}
        rows={materialRows(material, labels, prime)}
        order={order}
      />
      <SummaryList title={t('shared.listings.sections.dimensions')} rows={dimensionRows} order={order} />
      <SummaryList title={t('shared.listings.sections.weight')} rows={weightRows} order={order} />
    </Stack>
  );
}
