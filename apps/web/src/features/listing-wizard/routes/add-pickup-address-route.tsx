import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ADDRESS_FIELD_MAX, addressFields, type AddressFields } from '@steelyard/domain/addresses';
import { hasAnyRole } from '@steelyard/domain/roles';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useCreateWarehouseAddress } from '../api/add-address';
import { useWizard } from '../components/wizard-context';
import { pickupPathOf } from '../wizard-paths';

type Values = z.input<typeof addressFields>;

/** The message of an address field's issue: empty is required, too long the character limit, else "check this value". */
function issueKey(issue: { code: string; minimum?: unknown }): string {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) {
    return VALIDATION_MESSAGES.required;
  }
  return issue.code === 'too_big' ? VALIDATION_MESSAGES.maxCharacters : VALIDATION_MESSAGES.invalidValue;
}

const FIELDS = [
  ['name', true, 'organization'],
  ['addressLine1', true, 'address-line1'],
  ['addressLine2', false, 'address-line2'],
  ['postalCode', true, 'postal-code'],
  ['city', true, 'address-level2'],
] as const;

/**
 * `/listings/create/pickup-address/add`: a manager adds a warehouse address without leaving the
 * wizard (`POST api/manager/addresses/`). It is validated by operations before it can be chosen,
 * so the wizard goes back to the pickup step with a note; everyone else goes straight back.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useLanguage();
  const { state, user, organisation } = useWizard();
  const back = pickupPathOf(state);
  const create = useCreateWarehouseAddress();
  const [failed, setFailed] = useState(false);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const title = t('listing-wizard.addAddress.title');
  useDocumentTitle(title);
  const form = useForm<Values, unknown, AddressFields>({
    mode: 'onTouched',
    defaultValues: {
      name: organisation.name,
      addressLine1: '',
      addressLine2: '',
      city: '',
      postalCode: '',
      country: organisation.country,
      phone: '',
    },
    resolver: zodResolver(addressFields, { error: issueKey }),
  });
  if (!hasAnyRole(user.roles, ['MANAGER'])) return <Navigate to={back} replace />;
  const { errors, isSubmitting } = form.formState;

  const textField = (name: (typeof FIELDS)[number][0], required: boolean, autoComplete: string) => ({
    ...form.register(name),
    label: t(`listing-wizard.addAddress.fields.${name}`),
    withAsterisk: required,
    autoComplete,
    maxLength: ADDRESS_FIELD_MAX[name] + 20,
    error: errors[name]?.message ? t(errors[name].message) : undefined,
  });

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await create.mutateAsync({ ...values, addressLine2: values.addressLine2 || null, phone: values.phone || null });
      notify({ level: 'SUCCESS', message: t('listing-wizard.addAddress.added') });
      navigate(back, { replace: true });
    } catch {
      setFailed(true);
    }
  });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failed && <ErrorAlert messageKey="listing-wizard.addAddress.failed" />}
            <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('listing-wizard.addAddress.validationNote')}
            </Alert>
            {FIELDS.slice(0, 3).map(([name, required, autoComplete]) => (
              <TextInput key={name} {...textField(name, required, autoComplete)} />
            ))}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {FIELDS.slice(3).map(([name, required, autoComplete]) => (
                <TextInput key={name} {...textField(name, required, autoComplete)} />
              ))}
              <NativeSelect
                {...form.register('country')}
                label={t('listing-wizard.addAddress.fields.country')}
                withAsterisk
                data={countries}
                autoComplete="country"
                error={errors.country ? t(VALIDATION_MESSAGES.required) : undefined}
              />
              <TextInput
                {...form.register('phone')}
                type="tel"
                autoComplete="tel"
                label={t('listing-wizard.addAddress.fields.phone')}
                error={errors.phone ? t(VALIDATION_MESSAGES.invalidValue) : undefined}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('listing-wizard.addAddress.requiredNote')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={back} variant="default">
                {t('listing-wizard.addAddress.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting || create.isPending}>
                {t('listing-wizard.addAddress.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
