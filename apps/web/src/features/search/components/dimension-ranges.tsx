import { Alert, SimpleGrid } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NUMBER_LIMITS } from '@steelyard/domain/search';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { hasRange, showsLength, type RangeDimension } from '../model/search-material';
import { searchOfValues, type SearchFormControl, type SearchFormValues } from '../model/search-form-values';
import { RangeField } from './range-field';
import { SearchSection } from './search-section';

const DIMENSION_DECIMALS: Record<RangeDimension, number> = { thickness: 2, width: 0, length: 0 };

interface DimensionRangesProps {
  control: SearchFormControl;
  values: SearchFormValues;
  /** The dimensions whose minimum lies above their maximum (invertedRanges). */
  inverted: readonly RangeDimension[];
}

/** The search form's dimension ranges (length only where the product has one) and the note on how ranges match. */
export function DimensionRanges({ control, values, inverted }: DimensionRangesProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const search = searchOfValues(values);
  const dimensions: RangeDimension[] = showsLength(search) ? ['thickness', 'width', 'length'] : ['thickness', 'width'];
  return (
    <SearchSection title={t('search.form.dimensions')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {dimensions.map((d) => (
          <RangeField
            key={d}
            control={control}
            dimension={d}
            label={labels.field(d)}
            decimals={DIMENSION_DECIMALS[d]}
            limit={SEARCH_NUMBER_LIMITS[`materialDimensions.${d}`]}
            unit={t('search.form.mm')}
            inverted={inverted.includes(d)}
          />
        ))}
      </SimpleGrid>
      {hasRange(search) && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
          {t('search.form.rangeWarning')}
        </Alert>
      )}
    </SearchSection>
  );
}
