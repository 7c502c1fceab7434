import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';
import { useDateTimeLabel, useMonthLabel, useOriginsLabel } from './shipping-labels';

export interface RfqShippingDetails {
  /** The buyer's own reference: only the buyer's pages show it (its label says "Your reference"). */
  quoteRef?: string | null;
  preferredOrigins: readonly string[];
  requiredDeliveryMonth: string | null;
  /** ISO instant. */
  quoteDeadline: string | null;
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

/**
 * An RFQ's shipping details as a list of labelled fields: origins, delivery month, quote deadline, where
 * it is delivered, the buyer's reference and comments. The buyer passes the delivery address to show in
 * place of the country; sellers and operators see the country only.
 */
export function RfqShippingFields({
  shipping,
  deliveryAddress,
}: {
  shipping: RfqShippingDetails;
  deliveryAddress?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const monthLabel = useMonthLabel();
  const dateTime = useDateTimeLabel();
  const origins = useOriginsLabel();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      <Field label={t('shared.rfqs.shipping.preferredOrigins')}>{origins(shipping.preferredOrigins)}</Field>
      <Field label={t('shared.rfqs.shipping.requiredDeliveryMonth')}>
        {monthLabel(shipping.requiredDeliveryMonth)}
      </Field>
      <Field label={t('shared.rfqs.shipping.quoteDeadline')}>{dateTime(shipping.quoteDeadline)}</Field>
      <Field label={t('shared.rfqs.shipping.deliveryAddress')}>
        {deliveryAddress ?? (shipping.deliveryCountry ? countryName(shipping.deliveryCountry, locale) : '')}
      </Field>
      {shipping.quoteRef && <Field label={t('shared.rfqs.shipping.quoteRef')}>{shipping.quoteRef}</Field>}
      {shipping.comments && <Field label={t('shared.rfqs.shipping.comments')}>{shipping.comments}</Field>}
    </SimpleGrid>
  );
}
