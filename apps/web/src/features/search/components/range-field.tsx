import { Group, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/forms/number-field';
import { RANGE_KEYS, type RangeDimension } from '../model/search-material';
import { searchMessageKey, type SearchFormControl } from '../model/search-form-values';

interface RangeFieldProps {
  control: SearchFormControl;
  dimension: RangeDimension;
  label: string;
  /** Decimals allowed (thickness to 0.01 mm, width and length whole millimetres). */
  decimals: number;
  /** The largest value the search takes (SEARCH_NUMBER_LIMITS): a larger one is brought down to it. */
  limit: number;
  unit: string;
  /** The minimum lies above the maximum. */
  inverted: boolean;
}

type BoundProps = Omit<RangeFieldProps, 'dimension' | 'inverted'> & {
  side: 'min' | 'max';
  name: (typeof RANGE_KEYS)[RangeDimension][number];
  /** A message of the range as a whole, shown instead of the field's own. */
  rangeMessage?: string;
};

/** One end of a range. */
function RangeBound({ control, name, side, label, decimals, limit, unit, rangeMessage }: BoundProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const messageKey = searchMessageKey(fieldState.error?.message);
  return (
    <NumberField
      ref={field.ref}
      aria-label={t(side === 'min' ? 'search.form.minOf' : 'search.form.maxOf', { field: label })}
      placeholder={t(side === 'min' ? 'search.form.min' : 'search.form.max')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      min={0}
      max={limit}
      decimals={decimals}
      rightSection={
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      }
      error={rangeMessage ?? (messageKey ? t(messageKey) : undefined)}
      style={{ flex: 1 }}
    />
  );
}

/** A dimension searched from a minimum to a maximum (both optional, both included). */
export function RangeField({ dimension, inverted, ...bound }: RangeFieldProps) {
  const { t } = useTranslation();
  const [minKey, maxKey] = RANGE_KEYS[dimension];
  const id = `range-${bound.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={500}>
        {bound.label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <RangeBound {...bound} name={minKey} side="min" />
        <Text pt={6} c="dimmed" aria-hidden>
          –
        </Text>
        <RangeBound
          {...bound}
          name={maxKey}
          side="max"
          rangeMessage={inverted ? t('search.form.rangeInverted') : undefined}
        />
      </Group>
    </Stack>
  );
}
