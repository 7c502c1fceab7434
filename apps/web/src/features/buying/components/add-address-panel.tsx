import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADDRESS_FIELD_MAX, addressFields, type AddressFields } from '@steelyard/domain/addresses';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';

type AddressValues = z.input<typeof addressFields>;

/** The catalogue key of an address field issue: empty → required, long → too long, else invalid. */
function addressIssueKey(issue: { code: string; minimum?: unknown }): string {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1))
    return VALIDATION_MESSAGES.required;
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return VALIDATION_MESSAGES.invalidValue;
}

/**
 * A new delivery address for the checkout form around it (react-hook-form context), checked with
 * the domain's address schema as the server does. It is sent with the order and saved as a
 * warehouse address of the organisation, which operations validate before it can be chosen again.
 * The add-address page and the in-page address card (accepting RFQ quotes) show it.
 */
export function AddAddressPanel({ cancelAction, onAdded }: { cancelAction: ReactNode; onAdded: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const checkout = useFormContext<CheckoutForm>();
  const organisation = useOwnOrganisation();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const current = checkout.getValues('deliveryAddress');
  const form = useForm<AddressValues, unknown, AddressFields>({
    mode: 'onTouched',
    defaultValues:
      current.type === 'NEW'
        ? { ...current.address, addressLine2: current.address.addressLine2 ?? '', phone: current.address.phone ?? '' }
        : {
            name: organisation.data?.name ?? '',
            addressLine1: '',
            addressLine2: '',
            city: '',
            postalCode: '',
            country: organisation.data?.country ?? 'GB',
            phone: '',
          },
    resolver: zodResolver(addressFields, { error: addressIssueKey }),
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const field = (name: keyof AddressValues, required: boolean, max: number) => ({
    ...form.register(name),
    label: t(`buying.checkout.addAddress.fields.${name}`),
    withAsterisk: required,
    maxLength: max + 20,
    error: message(errors[name]?.message),
  });
  const submit = form.handleSubmit((values) => {
    checkout.setValue(
      'deliveryAddress',
      { type: 'NEW', address: { ...values, addressLine2: values.addressLine2 || null, phone: values.phone || null } },
      { shouldValidate: true },
    );
    onAdded();
  });
  return (
    <form
      onSubmit={(event) => {
        // in a dialog the checkout's own form is a React ancestor: its submit must not place the order
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('buying.checkout.addAddress.note')}
        </Alert>
        <TextInput {...field('name', true, ADDRESS_FIELD_MAX.name)} autoComplete="organization" />
        <TextInput {...field('addressLine1', true, ADDRESS_FIELD_MAX.addressLine1)} autoComplete="address-line1" />
        <TextInput {...field('addressLine2', false, ADDRESS_FIELD_MAX.addressLine2)} autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...field('postalCode', true, ADDRESS_FIELD_MAX.postalCode)} autoComplete="postal-code" />
          <TextInput {...field('city', true, ADDRESS_FIELD_MAX.city)} autoComplete="address-level2" />
        </SimpleGrid>
        <NativeSelect
          {...form.register('country')}
          label={t('buying.checkout.addAddress.fields.country')}
          withAsterisk
          data={options}
          autoComplete="country"
          error={errors.country ? t(VALIDATION_MESSAGES.required) : undefined}
        />
        <TextInput {...field('phone', false, ADDRESS_FIELD_MAX.phone)} type="tel" autoComplete="tel" />
        <Group justify="flex-end" gap="sm">
          {cancelAction}
          <Button type="submit">{t('buying.checkout.addAddress.use')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
