import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ADDRESS_FIELD_MAX, addressFields, type AddressFields } from '@steelyard/domain/addresses';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCheckoutContext } from '../components/checkout-context';

type AddressValues = z.input<typeof addressFields>;

/** The catalogue key of an address field issue: empty → required, long → too long, else invalid. */
function addressIssueKey(issue: { code: string; minimum?: unknown }): string {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1))
    return VALIDATION_MESSAGES.required;
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return VALIDATION_MESSAGES.invalidValue;
}

/**
 * …/checkout/add-address: a new delivery address for this order. It is sent with the order and
 * saved as a warehouse address of the organisation, which operations validate before it can be
 * chosen again.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.addAddress.title'));
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const { source, search } = useCheckoutContext();
  const checkout = useFormContext<CheckoutForm>();
  const organisation = useOwnOrganisation();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const current = checkout.getValues('deliveryAddress');
  const back = `${source.base}${search}`;
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
    navigate(back);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={720}>
        <Title order={1}>{t('buying.checkout.addAddress.title')}</Title>
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
          <Button component={Link} to={back} variant="default">
            {t('buying.checkout.cancel')}
          </Button>
          <Button type="submit">{t('buying.checkout.addAddress.use')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
