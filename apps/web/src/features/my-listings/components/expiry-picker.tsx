import { Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getExpiryChoices, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import { useListingFormat } from '../../../shared/listings/use-listing-format';

interface ExpiryPickerProps {
  /** Called with the chosen instant (ISO, UTC), or null while date or time is missing. */
  onChange: (expiresAt: string | null) => void;
  /** When the choices are reckoned from; the page's opening time by default. */
  now?: Date;
  disabled?: boolean;
}

/**
 * The expiry choice of spec 001 §9: one of seven London days from the earliest date, then one of
 * that day's slots; both required. A day whose slots do not include the chosen time clears it.
 */
export function ExpiryPicker({ onChange, now, disabled = false }: ExpiryPickerProps) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const [openedAt] = useState(() => now ?? new Date());
  const days = useMemo(() => getExpiryChoices(openedAt).filter((day) => day.slots.length > 0), [openedAt]);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = days.find((day) => day.date === date)?.slots ?? [];

  const choose = (nextDate: string | null, nextSlot: string | null) => {
    setDate(nextDate);
    setSlot(nextSlot);
    onChange(nextDate && nextSlot ? toExpiryInstant(nextDate, nextSlot).toISOString() : null);
  };

  return (
    <div>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('my-listings.expiry.date')}
          placeholder={t('my-listings.expiry.choose')}
          data={days.map((day) => ({ value: day.date, label: format.day(day.date) }))}
          value={date}
          onChange={(value) => {
            const keep = value && slot && days.find((day) => day.date === value)?.slots.some((s) => s === slot);
            choose(value, keep ? slot : null);
          }}
          withAsterisk
          allowDeselect={false}
          disabled={disabled}
          w={200}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('my-listings.expiry.time')}
          placeholder={t('my-listings.expiry.choose')}
          data={slots.map((s) => ({ value: s, label: s }))}
          value={slot}
          onChange={(value) => choose(date, value)}
          withAsterisk
          allowDeselect={false}
          disabled={disabled || date === null}
          w={140}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('my-listings.expiry.londonTime')}
      </Text>
    </div>
  );
}
