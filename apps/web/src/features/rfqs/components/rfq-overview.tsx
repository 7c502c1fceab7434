import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@steelyard/domain/organisations';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { materialKey, materialsOfItems, sameMaterial, type RfqItemValues } from '../model/rfq-wizard';
import { AddressText } from './address-text';
import { ItemTable } from './item-table';
import { useDateTimeLabel, useMonthLabel, useOriginsLabel } from './shipping-labels';

export interface OverviewShipping {
  quoteRef: string | null;
  preferredOrigins: readonly string[];
  requiredDeliveryMonth: string | null;
  /** ISO instant. */
  quoteDeadline: string | null;
  /** The buyer sees the address; a seller only the country. */
  deliveryAddress: Address | null;
  deliveryCountry: string | null;
  comments: string | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The items by material. */
export function RfqItemsSection({
  items,
  headingOrder = 2,
}: {
  items: readonly RfqItemValues[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {t('rfqs.overview.items')}
        </Title>
        {materialsOfItems(items).map((material) => {
          const name = t('rfqs.materialName', {
            product: labels.code('product', material.product),
            materialType: labels.code('materialType', material.materialType),
          });
          return (
            <Stack key={materialKey(material)} gap={4}>
              <Title order={headingOrder === 2 ? 3 : 4} size="h5">
                {name}
              </Title>
              <ItemTable
                caption={t('rfqs.wizard.items.caption', { material: name })}
                items={items.map((item, index) => ({ item, index })).filter(({ item }) => sameMaterial(item, material))}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The shipping details: origins, delivery month, quote deadline, delivery address (or country), reference and comments. */
export function RfqShippingSection({
  shipping,
  headingOrder = 2,
}: {
  shipping: OverviewShipping;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const monthLabel = useMonthLabel();
  const dateTime = useDateTimeLabel();
  const origins = useOriginsLabel();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {t('rfqs.overview.shipping')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Field label={t('rfqs.shipping.preferredOrigins')}>{origins(shipping.preferredOrigins)}</Field>
          <Field label={t('rfqs.shipping.requiredDeliveryMonth')}>{monthLabel(shipping.requiredDeliveryMonth)}</Field>
          <Field label={t('rfqs.shipping.quoteDeadline')}>{dateTime(shipping.quoteDeadline)}</Field>
          <Field label={t('rfqs.shipping.deliveryAddress')}>
            {shipping.deliveryAddress ? (
              <AddressText address={shipping.deliveryAddress} />
            ) : shipping.deliveryCountry ? (
              countryName(shipping.deliveryCountry, locale)
            ) : (
              ''
            )}
          </Field>
          {shipping.quoteRef && <Field label={t('rfqs.shipping.quoteRef')}>{shipping.quoteRef}</Field>}
          {shipping.comments && <Field label={t('rfqs.shipping.comments')}>{shipping.comments}</Field>}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
