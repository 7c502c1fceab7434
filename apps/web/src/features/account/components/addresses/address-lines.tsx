import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '@steelyard/domain/organisations';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { countryName } from '../../../../shared/i18n/country-names';

// British and Irish addresses put the postcode on its own line after the town; most others before it
const POSTCODE_AFTER_CITY = new Set(['GB', 'IE', 'IM', 'JE', 'GG']);

/** An address as it is written on a letter: company, lines, postcode and city, country, phone. */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      <Text fw={600}>{address.name}</Text>
      <Text size="sm">{address.addressLine1}</Text>
      {address.addressLine2 && <Text size="sm">{address.addressLine2}</Text>}
      {POSTCODE_AFTER_CITY.has(address.country) ? (
        <>
          <Text size="sm">{address.city}</Text>
          <Text size="sm">{address.postalCode}</Text>
        </>
      ) : (
        <Text size="sm">
          {address.postalCode} {address.city}
        </Text>
      )}
      <Text size="sm">{countryName(address.country, locale)}</Text>
      {address.phone && (
        <Text size="sm" c="dimmed">
          {t('account.organisation.phone', { phone: address.phone })}
        </Text>
      )}
    </Stack>
  );
}
