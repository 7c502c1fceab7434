import { Text } from '@mantine/core';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';

export interface AddressLike {
  name: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  postalCode: string;
  country: string;
}

/** An address as lines: company, street, postcode and city, country. */
export function AddressLines({ address }: { address: AddressLike }) {
  const { locale } = useLanguage();
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      <strong>{address.name}</strong>
      <br />
      {address.addressLine1}
      {address.addressLine2 && (
        <>
          <br />
          {address.addressLine2}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country, locale)}
    </Text>
  );
}
