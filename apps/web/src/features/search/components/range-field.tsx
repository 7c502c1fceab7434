import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/forms/number-field';

interface RangeFieldProps {
  label: string;
  min: number | null | undefined;
  max: number | null | undefined;
  onChange: (min: number | null, max: number | null) => void;
  /** Decimals allowed (thickness to 0.01 mm, width and length whole millimetres). */
  decimals: number;
  /** The largest value the search takes (SEARCH_NUMBER_LIMITS): a larger one is brought down to it. */
  limit: number;
  unit: string;
  /** The minimum lies above the maximum. */
  inverted: boolean;
}

/** A dimension searched from a minimum to a maximum (both optional, both included). */
export function RangeField({ label, min, max, onChange, decimals, limit, unit, inverted }: RangeFieldProps) {
  const { t } = useTranslation();
  const id = `range-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NumberField
          aria-label={t('search.form.minOf', { field: label })}
          placeholder={t('search.form.min')}
          value={min}
          onChange={(value) => onChange(value, max ?? null)}
          min={0}
          max={limit}
          decimals={decimals}
          rightSection={
            <Text size="xs" c="dimmed">
              {unit}
            </Text>
          }
          style={{ flex: 1 }}
        />
        <Text pt={6} c="dimmed" aria-hidden>
          –
        </Text>
        <NumberField
          aria-label={t('search.form.maxOf', { field: label })}
          placeholder={t('search.form.max')}
          value={max}
          onChange={(value) => onChange(min ?? null, value)}
          min={0}
          max={limit}
          decimals={decimals}
          rightSection={
            <Text size="xs" c="dimmed">
              {unit}
            </Text>
          }
          error={inverted ? t('search.form.rangeInverted') : undefined}
          style={{ flex: 1 }}
        />
      </Group>
    </Stack>
  );
}
