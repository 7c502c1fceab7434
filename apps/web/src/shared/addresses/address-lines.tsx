import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';

/** What showing an address needs: a stored address, or one entered in a checkout and not yet saved. */
export interface ShownAddress {
  name: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}

// British, Irish and Crown dependency addresses write the postcode after the town; most others before it
const POSTCODE_AFTER_CITY: ReadonlySet<string> = new Set(['GB', 'IE', 'IM', 'JE', 'GG']);

interface AddressLinesProps {
  address: ShownAddress;
  /** Three lines (name; street lines joined by commas; postcode, city and country) instead of the letter form. */
  compact?: boolean;
  /** Adds the phone number, when the address has one, on a line of its own. */
  withPhone?: boolean;
}

/**
 * An address as it is shown everywhere: by default as on a letter (company, each street line,
 * postcode and city — on two lines, city first, for British addresses — and the country), or
 * compact in three lines; the country is named in the active language.
 */
export function AddressLines({ address, compact = false, withPhone = false }: AddressLinesProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const cityFirst = POSTCODE_AFTER_CITY.has(address.country);
  const country = countryName(address.country, locale);
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      {compact ? (
        <>
          <Text size="sm">{[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">
            {cityFirst ? `${address.city} ${address.postalCode}` : `${address.postalCode} ${address.city}`}, {country}
          </Text>
        </>
      ) : (
        <>
          <Text size="sm">{address.addressLine1}</Text>
          {address.addressLine2 && <Text size="sm">{address.addressLine2}</Text>}
          {cityFirst ? (
            <>
              <Text size="sm">{address.city}</Text>
              <Text size="sm">{address.postalCode}</Text>
            </>
          ) : (
            <Text size="sm">
              {address.postalCode} {address.city}
            </Text>
          )}
          <Text size="sm">{country}</Text>
        </>
      )}
      {withPhone && address.phone && (
        <Text size="sm" c="dimmed">
          {t('shared.addresses.phoneLine', { phone: address.phone })}
        </Text>
      )}
    </Stack>
  );
}
