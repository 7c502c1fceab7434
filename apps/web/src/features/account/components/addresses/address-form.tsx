import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADDRESS_FIELD_MAX, addressFields, type AddressFields } from '@steelyard/domain/addresses';
import type { Address, AddressType } from '@steelyard/domain/organisations';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { VALIDATION_MESSAGES } from '../../../../shared/forms/validation-messages';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { accountIssueKey } from '../form-issues';
import { countryName, countryOptions } from '../../../../shared/i18n/country-names';

/** The address form's values as typed (optional ones empty). */
export type AddressFormValues = z.input<typeof addressFields>;

/** The form's values of a stored address, or of a new one in `country`. */
export function addressFormValues(address: Address | null, country: string): AddressFormValues {
  return {
    name: address?.name ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? country,
    phone: address?.phone ?? '',
  };
}

/** What the form sends: the checked values, with empty optional fields as null. */
export function toAddressBody(values: AddressFields): AddressFields {
  return { ...values, addressLine2: values.addressLine2 || null, phone: values.phone || null };
}

interface AddressFormProps {
  /** The stored address when editing; null for a new one. */
  address: Address | null;
  addressType: AddressType;
  defaultValues: AddressFormValues;
  onSubmit: (values: AddressFields) => Promise<unknown>;
  pending?: boolean;
  /** The catalogue key of the last failure. */
  errorKey?: string | null;
  cancelTo: string;
}

/**
 * The address form of spec 000 §5: company name, line 1, city, postcode and country required,
 * line 2 and phone optional; Save is disabled while saving or while nothing has changed. The
 * location of the primary address cannot change (the server refuses it), so it is read-only.
 */
export function AddressForm({
  address,
  addressType,
  defaultValues,
  onSubmit,
  pending = false,
  errorKey,
  cancelTo,
}: AddressFormProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm<AddressFormValues, unknown, AddressFields>({
    mode: 'onTouched',
    defaultValues,
    resolver: zodResolver(addressFields, { error: accountIssueKey }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const busy = pending || isSubmitting;
  const isWarehouse = addressType === 'WAREHOUSE';
  const locationLocked = isWarehouse && address?.primary === true;
  const message = (key?: string) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });

  const field = (name: keyof AddressFormValues, label: string, required: boolean, max: number) => ({
    ...form.register(name),
    label,
    withAsterisk: required,
    maxLength: max + 20,
    error: message(errors[name]?.message),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        {address?.validationState === 'REJECTED' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {address.rejectionReason
              ? t('account.address.rejected', { reason: address.rejectionReason })
              : t('account.address.rejectedNoReason')}
          </Alert>
        )}
        {isWarehouse && (
          // spec 000 §5: new warehouse addresses are validated by operations before they can be used
          <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t(
              !address
                ? 'account.address.newWarehouseNote'
                : locationLocked
                  ? 'account.address.primaryLocationNote'
                  : 'account.address.locationChangeNote',
            )}
          </Alert>
        )}
        <TextInput
          {...field('name', t('account.address.fields.name'), true, ADDRESS_FIELD_MAX.name)}
          autoComplete="organization"
        />
        <TextInput
          {...field('addressLine1', t('account.address.fields.addressLine1'), true, ADDRESS_FIELD_MAX.addressLine1)}
          autoComplete="address-line1"
          readOnly={locationLocked}
          variant={locationLocked ? 'filled' : 'default'}
        />
        <TextInput
          {...field('addressLine2', t('account.address.fields.addressLine2'), false, ADDRESS_FIELD_MAX.addressLine2)}
          autoComplete="address-line2"
          readOnly={locationLocked}
          variant={locationLocked ? 'filled' : 'default'}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...field('postalCode', t('account.address.fields.postalCode'), true, ADDRESS_FIELD_MAX.postalCode)}
            autoComplete="postal-code"
            readOnly={locationLocked}
            variant={locationLocked ? 'filled' : 'default'}
          />
          <TextInput
            {...field('city', t('account.address.fields.city'), true, ADDRESS_FIELD_MAX.city)}
            autoComplete="address-level2"
            readOnly={locationLocked}
            variant={locationLocked ? 'filled' : 'default'}
          />
        </SimpleGrid>
        {locationLocked ? (
          // a select cannot be read-only, and a disabled one would drop the value from the form
          <TextInput
            label={t('account.address.fields.country')}
            value={countryName(defaultValues.country, locale)}
            readOnly
            variant="filled"
          />
        ) : (
          <NativeSelect
            {...form.register('country')}
            label={t('account.address.fields.country')}
            withAsterisk
            data={options}
            autoComplete="country"
            // the only way to fail is no country (the domain's message is not a catalogue key)
            error={errors.country ? t(VALIDATION_MESSAGES.required) : undefined}
          />
        )}
        <TextInput
          {...field('phone', t('account.address.fields.phone'), false, ADDRESS_FIELD_MAX.phone)}
          type="tel"
          autoComplete="tel"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to={cancelTo} variant="default">
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" disabled={!isDirty || busy} loading={busy}>
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
