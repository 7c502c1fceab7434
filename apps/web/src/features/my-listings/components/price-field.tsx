import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/listing-commercial';
import { minorUnitsOf } from '@steelyard/domain/money';
import { NumberField } from '../../../shared/forms/number-field';
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
 * The catalogue key of what is wrong with a typed price (major units as NumberField reads them,
 * NaN while refused; spec 001 §5), or null when it is a price (or empty and optional).
 */
export function priceErrorKey(major: number | null, required: boolean): string | null {
  if (major === null) return required ? 'shared.validation.required' : null;
  if (Number.isNaN(major)) return 'shared.validation.notANumber';
  const minor = minorUnitsOf(major);
  // digits with three decimals are a number, just not an amount of money
  if (minor === null) return 'shared.validation.invalidValue';
  if (minor <= 0) return 'shared.validation.higherNumber';
  if (minor > MAX_NET_PRICE_PER_UNIT) return 'shared.validation.lowerNumber';
  return null;
}

interface PriceFieldProps {
  label: string;
  description?: string;
  currencyCode: string;
  /** Major units; NaN while the typed text is refused. */
  value: number | null;
  onChange: (value: number | null) => void;
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
  // a refused text: NumberField says how to type the number
  const shown = touched && errorKey && !Number.isNaN(value) ? t(errorKey) : undefined;
  return (
    <NumberField
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      fractionDigits={2}
      onBlur={() => setTouched(true)}
      error={shown}
      withAsterisk={required}
      leftSection={currencySymbol(currencyCode, locale)}
      leftSectionProps={{ 'aria-hidden': true }}
      disabled={disabled}
      maw={260}
    />
  );
}
