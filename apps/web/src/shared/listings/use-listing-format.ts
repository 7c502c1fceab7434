import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPIRY_TIME_ZONE } from '@steelyard/domain/listing-expiry';
import { toMajorUnits } from '@steelyard/domain/money';
import { WEIGHT_DECIMALS, weightUnitOf, type PricingUnit, type WeightUnit } from '@steelyard/domain/theoretical-weight';
import { useLanguage } from '../i18n/use-language';
import { dateTimeFormat, numberFormat } from '../i18n/intl-formats';

export interface ListingFormat {
  /** Minor units as money: 6500000 GBP → "£65,000.00". */
  money: (minor: number, currencyCode: string) => string;
  /** A net price per trade unit: "£650.00 per tonne". */
  pricePerUnit: (minor: number, currencyCode: string, tradeUnit: PricingUnit) => string;
  /** A weight in its unit, up to three decimals: "24.5 t", "850 kg". */
  weight: (weight: number, unit: WeightUnit) => string;
  /** A listing's weight, in the unit its trade unit implies (kilograms when priced per kilogram). */
  listingWeight: (weight: number, tradeUnit: PricingUnit) => string;
  /** A plain number in the user's locale, up to `decimals` decimals. */
  number: (value: number, decimals?: number) => string;
  /** Millimetres: "1,250 mm"; a range "1,000 – 1,250 mm". */
  millimetres: (value: number | null | undefined, min?: number | null, max?: number | null) => string;
  /** An instant as date and time in London time, where expiry slots are reckoned: "30 Mar 2026, 06:00 (UK time)". */
  expiry: (iso: string) => string;
  /** An ISO date (YYYY-MM-DD) as a day: "Mon 30 Mar". */
  day: (isoDate: string) => string;
}

const EXPIRY: Intl.DateTimeFormatOptions = {
  timeZone: EXPIRY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' };

/** Money, weights, dimensions and dates of listings in the user's language (en-GB, de-DE, es-ES). */
export function useListingFormat(): ListingFormat {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return useMemo(() => {
    const number = (value: number, decimals = 0) =>
      numberFormat(locale, { maximumFractionDigits: decimals }).format(value);
    const money = (minor: number, currencyCode: string) =>
      numberFormat(locale, { style: 'currency', currency: currencyCode }).format(toMajorUnits(minor));
    const weight = (value: number, unit: WeightUnit) =>
      t(`shared.listings.weightUnit.${unit}`, { value: number(value, WEIGHT_DECIMALS) });
    return {
      money,
      pricePerUnit: (minor, currencyCode, tradeUnit) =>
        t(`shared.listings.pricePerUnit.${tradeUnit}`, { price: money(minor, currencyCode) }),
      weight,
      listingWeight: (value, tradeUnit) => weight(value, weightUnitOf(tradeUnit)),
      number,
      millimetres: (value, min, max) => {
        if (value != null) return t('shared.listings.millimetres', { value: number(value, 2) });
        if (min == null && max == null) return '';
        const range = t('shared.listings.range', { min: number(min ?? 0, 2), max: number(max ?? 0, 2) });
        return t('shared.listings.millimetres', { value: range });
      },
      expiry: (iso) => t('shared.listings.ukTime', { dateTime: dateTimeFormat(locale, EXPIRY).format(new Date(iso)) }),
      day: (isoDate) => dateTimeFormat(locale, DAY).format(new Date(`${isoDate}T12:00:00Z`)),
    };
  }, [t, locale]);
}
