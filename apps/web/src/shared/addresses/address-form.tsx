import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELD_MAX, addressFields, type AddressFields } from '@steelyard/domain/addresses';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { countryName, countryOptions } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';
import { addressIssueKey, toAddressBody, type AddressFormValues } from './address-values';

type TextField = Exclude<keyof AddressFormValues, 'country'>;

/** The location fields, read-only while the location is locked. */
const LOCATION: ReadonlySet<TextField> = new Set(['addressLine1', 'addressLine2', 'postalCode', 'city']);

const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'organization',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

interface AddressFormProps {
  defaultValues: AddressFormValues;
  /** Receives the checked address, empty optional fields as null; Save shows pending while it runs. */
  onSubmit: (address: AddressFields) => unknown;
  submitLabel: string;
  /** The way back (a link or a button closing the dialog), beside the submit button. */
  cancelAction: ReactNode;
  /** What happens to the address after saving, in an info box above the fields. */
  note?: ReactNode;
  /** Failures and warnings above the note. */
  alerts?: ReactNode;
  pending?: boolean;
  /** Keeps the submit button disabled until a field changed (editing a stored address). */
  requireChange?: boolean;
  /** Line 1, line 2, postcode, city and country are read-only (the primary warehouse address). */
  locationLocked?: boolean;
}

/**
 * The address form of spec 000 §5, wherever an address is added or edited (the organisation's
 * addresses, a checkout's new delivery address, the listing wizard's new pickup address): company
 * name, line 1, city, postcode and country required, line 2 and phone optional, checked with the
 * domain's address schema as the server checks them, errors on blur and on submit.
 */
export function AddressForm({
  defaultValues,
  onSubmit,
  submitLabel,
  cancelAction,
  note,
  alerts,
  pending = false,
  requireChange = false,
  locationLocked = false,
}: AddressFormProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm<AddressFormValues, unknown, AddressFields>({
    mode: 'onTouched',
    defaultValues,
    resolver: zodResolver(addressFields, { error: addressIssueKey }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const busy = pending || isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(toAddressBody(values));
  });

  const textInput = (name: TextField, required: boolean) => {
    const locked = locationLocked && LOCATION.has(name);
    const key = errors[name]?.message;
    return (
      <TextInput
        {...form.register(name)}
        label={t(`shared.addresses.fields.${name}`)}
        required={required}
        autoComplete={AUTOCOMPLETE[name]}
        type={name === 'phone' ? 'tel' : 'text'}
        maxLength={ADDRESS_FIELD_MAX[name] + 20}
        readOnly={locked}
        variant={locked ? 'filled' : 'default'}
        error={key ? t(key) : undefined}
      />
    );
  };

  return (
    <form
      onSubmit={(event) => {
        // in a dialog a surrounding form (the checkout's) is a React ancestor: it must not submit too
        event.stopPropagation();
        void submit(event);
      }}
      // the schema checks the fields; `required` only marks them (asterisk, and "required" for screen readers)
      noValidate
    >
      <Stack gap="md">
        {alerts}
        {note && (
          <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {note}
          </Alert>
        )}
        {textInput('name', true)}
        {textInput('addressLine1', true)}
        {textInput('addressLine2', false)}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {textInput('postalCode', true)}
          {textInput('city', true)}
        </SimpleGrid>
        {locationLocked ? (
          // a select cannot be read-only, and a disabled one would drop the value from the form
          <TextInput
            label={t('shared.addresses.fields.country')}
            value={countryName(defaultValues.country, locale)}
            readOnly
            variant="filled"
          />
        ) : (
          <NativeSelect
            {...form.register('country')}
            label={t('shared.addresses.fields.country')}
            required
            data={countries}
            autoComplete="country"
            // the only way to fail is no country (the domain's message is not a catalogue key)
            error={errors.country ? t(VALIDATION_MESSAGES.required) : undefined}
          />
        )}
        {textInput('phone', false)}
        <Text size="xs" c="dimmed">
          {t('shared.addresses.requiredNote')}
        </Text>
        <Group justify="flex-end" gap="sm">
          {cancelAction}
          <Button type="submit" disabled={requireChange && !isDirty} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
