import { Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getExpiryChoices } from '@steelyard/domain/listing-expiry';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useWizardField } from './form-fields';
import { useWizard } from './wizard-context';

/**
 * The expiry picker (spec 001 §9): a date of the seven days getExpiryChoices offers now and a time
 * slot of that date, both required, in London time. A choice that is no longer offered (the
 * clock moved on, or a loaded draft's) is dropped.
 */
export function ExpiryPicker() {
  const { t } = useTranslation();
  const format = useListingFormat();
  const { state, edit, fillIn, now, messageOf } = useWizard();
  const { expiryDate, expirySlot } = state.form;
  const date = useWizardField('expiryDate');
  const slot = useWizardField('expirySlot');
  const choices = useMemo(() => getExpiryChoices(now), [now]);
  const day = choices.find((c) => c.date === expiryDate);

  useEffect(() => {
    if (expiryDate && !day) fillIn({ expiryDate: null, expirySlot: null });
    else if (expirySlot && day && !(day.slots as string[]).includes(expirySlot)) {
      fillIn({ expirySlot: null });
    }
  }, [expiryDate, expirySlot, day, fillIn]);

  // a slot the new date does not offer is dropped with the change
  const onDate = (next: string | null) => {
    const slots: readonly string[] = choices.find((c) => c.date === next)?.slots ?? [];
    edit({ expiryDate: next, expirySlot: expirySlot && slots.includes(expirySlot) ? expirySlot : null });
  };

  return (
    <Stack gap={4}>
      <Group grow align="flex-start" gap="md">
        <Select
          label={t('listing-wizard.expiry.date')}
          data={choices.map((c) => ({ value: c.date, label: format.day(c.date) }))}
          value={expiryDate}
          onChange={onDate}
          onBlur={date.onBlur}
          withAsterisk
          required
          placeholder={t('listing-wizard.fields.choose')}
          error={messageOf('expiryDate')}
          allowDeselect={false}
        />
        <Select
          label={t('listing-wizard.expiry.time')}
          data={(day?.slots ?? []).map((slot) => ({ value: slot, label: slot }))}
          value={slot.value as string | null}
          onChange={slot.onChange}
          onBlur={slot.onBlur}
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
