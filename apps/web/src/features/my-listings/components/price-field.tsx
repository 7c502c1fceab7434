import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/listing-commercial';
import { parseMajorUnits } from '@steelyard/domain/money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { numberFormat } from '../../../shared/i18n/intl-formats';

/** The currency's sign in the reader's language ("£", "€"), or its code when it has none. */
export function currencySymbol(currencyCode: string, locale: string): string {
  try {
    const parts = numberFormat(locale, { style: 'currency', currency: currencyCode }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}

/**
 * The catalogue key of what is wrong with a typed price (major units, spec 001 §5), or null when it
 * is a price (or empty and optional).
 */
export function priceErrorKey(text: string, required: boolean): string | null {
  if (text.trim() === '') return required ? 'shared.validation.required' : null;
  const minor = parseMajorUnits(text);
  if (minor === null) {
    // digits with three decimals are a number, just not an amount of money
    return /^[\s\d.,]+$/.test(text) ? 'shared.validation.invalidValue' : 'shared.validation.notANumber';
  }
  if (minor <= 0) return 'shared.validation.higherNumber';
  if (minor > MAX_NET_PRICE_PER_UNIT) return 'shared.validation.lowerNumber';
  return null;
}

interface PriceFieldProps {
  label: string;
  description?: string;
  currencyCode: string;
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A price typed in major units; its message shows once the field has been left. */
export function PriceField({
  label,
  description,
  currencyCode,
  value,
  onChange,
  required = false,
  disabled = false,
  placeholder,
}: PriceFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [touched, setTouched] = useState(false);
  const errorKey = priceErrorKey(value, required);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={touched && errorKey ? t(errorKey) : undefined}
      withAsterisk={required}
      inputMode="decimal"
      autoComplete="off"
      leftSection={currencySymbol(currencyCode, locale)}
      leftSectionProps={{ 'aria-hidden': true }}
      disabled={disabled}
      maw={260}
    />
  );
}
