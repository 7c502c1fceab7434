import { Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getExpiryChoices } from '@steelyard/domain/listing-expiry';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useWizard } from './wizard-context';

/**
 * The expiry picker (spec 001 §9): a date of the seven days getExpiryChoices offers now and a time
 * slot of that date, both required, in London time. A choice that is no longer offered (the
 * clock moved on, or a loaded draft's) is dropped.
 */
export function ExpiryPicker() {
  const { t } = useTranslation();
  const format = useListingFormat();
  const { state, dispatch, now, touch, messageOf } = useWizard();
  const { expiryDate, expirySlot } = state.form;
  const choices = useMemo(() => getExpiryChoices(now), [now]);
  const day = choices.find((c) => c.date === expiryDate);

  useEffect(() => {
    if (expiryDate && !day) dispatch({ type: 'default', patch: { expiryDate: null, expirySlot: null } });
    else if (expirySlot && day && !(day.slots as string[]).includes(expirySlot)) {
      dispatch({ type: 'default', patch: { expirySlot: null } });
    }
  }, [expiryDate, expirySlot, day, dispatch]);

  const onDate = (date: string | null) => {
    const slots: readonly string[] = choices.find((c) => c.date === date)?.slots ?? [];
    dispatch({
      type: 'edit',
      patch: { expiryDate: date, expirySlot: expirySlot && slots.includes(expirySlot) ? expirySlot : null },
    });
  };

  return (
    <Stack gap={4}>
      <Group grow align="flex-start" gap="md">
        <Select
          label={t('listing-wizard.expiry.date')}
          data={choices.map((c) => ({ value: c.date, label: format.day(c.date) }))}
          value={expiryDate}
          onChange={onDate}
          onBlur={() => touch('expiryDate')}
          withAsterisk
          required
          placeholder={t('listing-wizard.fields.choose')}
          error={messageOf('expiryDate')}
          allowDeselect={false}
        />
        <Select
          label={t('listing-wizard.expiry.time')}
          data={(day?.slots ?? []).map((slot) => ({ value: slot, label: slot }))}
          value={expirySlot}
          onChange={(slot) => dispatch({ type: 'edit', patch: { expirySlot: slot } })}
          onBlur={() => touch('expirySlot')}
          disabled={!day}
          withAsterisk
          required
          placeholder={t(day ? 'listing-wizard.fields.choose' : 'listing-wizard.expiry.dateFirst')}
          error={messageOf('expirySlot') ?? messageOf('expiresAt')}
          allowDeselect={false}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('listing-wizard.expiry.hint')}
      </Text>
    </Stack>
  );
}
