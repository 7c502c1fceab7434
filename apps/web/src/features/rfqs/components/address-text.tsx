import { Stack, Text } from '@mantine/core';
import type { Address } from '@steelyard/domain/organisations';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';

/** An address in a few lines: name, street, postcode and city, country. */
export function AddressText({ address }: { address: Address }) {
  const { locale } = useLanguage();
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      <Text fw={600} size="sm">
        {address.name}
      </Text>
      <Text size="sm">{[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}</Text>
      <Text size="sm">
        {address.postalCode} {address.city}, {countryName(address.country, locale)}
      </Text>
    </Stack>
  );
}
