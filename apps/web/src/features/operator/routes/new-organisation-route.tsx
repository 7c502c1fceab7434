import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Card, Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_TERMS } from '@steelyard/domain/organisations';
import { NumberField } from '../../../shared/forms/number-field';
import { countryOptions } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PATHS } from '../../../shared/navigation/paths';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { useCreateOrganisation } from '../api/organisation-changes';
import { operatorErrorKey } from '../api/operator-answers';
import {
  CURRENCIES,
  currencyOfCountry,
  operatorIssueKey,
  organisationFormSchema,
  toCreateOrganisationBody,
  today,
  type OrganisationFormOutput,
  type OrganisationFormValues,
} from '../components/organisation-form-rules';
import { organisationPath } from './organisations-route';
import { VettingFields } from '../components/vetting-fields';

/** A new vetted customer: company, domain, currency and terms, credit limit and the vetting record. */
function NewOrganisationPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  useDocumentTitle(t('operator.newOrganisation.title'));
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm<OrganisationFormValues, unknown, OrganisationFormOutput>({
    mode: 'onTouched',
    defaultValues: {
      name: '',
      country: 'GB',
      currencyCode: 'GBP',
      emailDomain: '',
      paymentTerms: 'NET_30',
      creditLimit: null,
      vetting: { companyNumber: '', vatNumber: '', vettedBy: '', vettedOn: today() },
    },
    resolver: zodResolver(organisationFormSchema, { error: operatorIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const organisation = await create.mutateAsync(toCreateOrganisationBody(values));
      notify({ level: 'SUCCESS', message: t('operator.newOrganisation.created', { name: organisation.name }) });
      void navigate(organisationPath(organisation.id));
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  });

  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={PATHS.operatorOrganisations} size="sm">
        {t('operator.organisation.back')}
      </Anchor>
      <Title order={1}>{t('operator.newOrganisation.title')}</Title>
      <form onSubmit={submit} noValidate aria-label={t('operator.newOrganisation.title')}>
        <Stack gap="lg">
          {errorKey && <ErrorAlert messageKey={errorKey} />}
          <Card withBorder component="fieldset" aria-labelledby="company-title" style={{ margin: 0 }}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="company-title">
                {t('operator.newOrganisation.company')}
              </Title>
              <TextInput
                {...form.register('name')}
                label={t('operator.fields.name')}
                withAsterisk
                error={message(errors.name?.message)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={form.control}
                  name="country"
                  render={({ field }) => (
                    <Select
                      label={t('operator.fields.country')}
                      data={countries}
                      searchable
                      withAsterisk
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                        if (value) form.setValue('currencyCode', currencyOfCountry(value));
                      }}
                      onBlur={field.onBlur}
                      error={message(errors.country?.message)}
                    />
                  )}
                />
                <TextInput
                  {...form.register('emailDomain')}
                  label={t('operator.fields.emailDomain')}
                  description={t('operator.newOrganisation.emailDomainHint')}
                  withAsterisk
                  error={message(errors.emailDomain?.message)}
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder component="fieldset" aria-labelledby="terms-title" style={{ margin: 0 }}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="terms-title">
                {t('operator.organisation.credit')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={form.control}
                  name="currencyCode"
                  render={({ field }) => (
                    <Select
                      label={t('operator.fields.currency')}
                      data={[...CURRENCIES]}
                      withAsterisk
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? '')}
                      error={message(errors.currencyCode?.message)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="creditLimit"
                  render={({ field }) => (
                    <NumberField
                      ref={field.ref}
                      name={field.name}
                      label={t('operator.fields.creditLimit')}
                      description={t('operator.credit.limitHint')}
                      value={field.value}
                      fractionDigits={2}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={message(errors.creditLimit?.message)}
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="paymentTerms"
                render={({ field }) => (
                  <Radio.Group
                    label={t('operator.fields.paymentTerms')}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                  >
                    <Group mt={6}>
                      {PAYMENT_TERMS.map((terms) => (
                        <Radio key={terms} value={terms} label={t(`shared.paymentTerms.${terms}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
            </Stack>
          </Card>
          <Card withBorder component="fieldset" aria-labelledby="vetting-title" style={{ margin: 0 }}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="vetting-title">
                {t('operator.organisation.vetting')}
              </Title>
              <VettingFields
                register={(field) => form.register(`vetting.${field}`)}
                messageOf={(field) => message(errors.vetting?.[field]?.message)}
                maxDate={today()}
              />
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button component={Link} to={PATHS.operatorOrganisations} variant="default">
              {t('operator.common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('operator.newOrganisation.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export { NewOrganisationPage as Component };
