import { forwardRef } from 'react';
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

interface PriceFieldProps {
  label: string;
  description?: string;
  currencyCode: string;
  /** Major units; NaN while the typed text is refused. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  /** The form's message (shown once the field was left); a refused text shows NumberField's own. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A price typed in major units, with the currency's sign in front. */
export const PriceField = forwardRef<HTMLInputElement, PriceFieldProps>(function PriceField(
  {
    label,
    description,
    currencyCode,
    value,
    onChange,
    onBlur,
    name,
    error,
    required = false,
    disabled = false,
    placeholder,
  },
  ref,
) {
  const { locale } = useLanguage();
  return (
    <NumberField
      ref={ref}
      name={name}
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      fractionDigits={2}
      onBlur={onBlur}
      error={error}
      withAsterisk={required}
      leftSection={currencySymbol(currencyCode, locale)}
      leftSectionProps={{ 'aria-hidden': true }}
      disabled={disabled}
      maw={260}
    />
  );
});
