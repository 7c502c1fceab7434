import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_TIMEFRAMES,
  MATERIAL_AGES,
  isWesternEuropeOrigin,
  WESTERN_EUROPE_COUNTRIES,
} from '@steelyard/domain/listing-commercial';
import { LISTING_STATUSES } from '@steelyard/domain/listing-status';
import {
  DEFINITIONS,
  FINISHES,
  MATERIAL_TYPES,
  PLATE_TYPES,
  POLISHES,
  PRODUCTS,
  SHAPES,
  SURFACES,
  TEMPERS,
  TOLERANCES,
} from '@steelyard/domain/material-catalogue';
import {
  COATINGS,
  COATING_COVERAGES,
  COATING_TYPES,
  formatCoatingColour,
  formatCoatingThickness,
} from '@steelyard/domain/material-coatings';
import { SPECIFICATIONS, formatGrade } from '@steelyard/domain/material-grades';
import { PRICING_UNITS } from '@steelyard/domain/theoretical-weight';
import { countryName } from '../i18n/country-names';
import { useLanguage } from '../i18n/use-language';
import { listFormat } from '../i18n/intl-formats';

/**
 * The code catalogues the web translates, each under `shared.listings.<catalogue>.<CODE>`.
 * Proper names are not translated but formatted by the domain: grades (formatGrade: "1.4404
 * (316L)"), mill finishes ("2B"), coating thicknesses (formatCoatingThickness: "ZE25/25") and RAL
 * colours (formatCoatingColour: "RAL 9002").
 */
export const CODE_CATALOGUES = {
  product: PRODUCTS,
  materialType: MATERIAL_TYPES,
  shape: SHAPES,
  definition: DEFINITIONS,
  plateType: PLATE_TYPES,
  specification: SPECIFICATIONS,
  surface: SURFACES,
  finish: FINISHES,
  polish: POLISHES,
  temper: TEMPERS,
  coating: COATINGS,
  coatingType: COATING_TYPES,
  coatingCoverage: COATING_COVERAGES,
  tolerance: TOLERANCES,
  pricingUnit: PRICING_UNITS,
  status: LISTING_STATUSES,
  deliveryTimeframe: DELIVERY_TIMEFRAMES,
  age: MATERIAL_AGES,
} as const;
export type CodeCatalogue = keyof typeof CODE_CATALOGUES;

/** The catalogue key of a code: `shared.listings.product.COIL`. */
export function codeLabelKey(catalogue: CodeCatalogue, code: string): string {
  return `shared.listings.${catalogue}.${code}`;
}

/** The catalogue key of a field's label: `shared.listings.fields.grade`. */
export function fieldLabelKey(field: string): string {
  return `shared.listings.fields.${field}`;
}

export interface ListingLabels {
  /** A code's label; '' for an empty code. */
  code: (catalogue: CodeCatalogue, code: string | null | undefined) => string;
  /** A field's label ("Grade"). */
  field: (field: string) => string;
  /** A grade with its AISI name: "1.4404 (316L)". */
  grade: (grade: string | null | undefined) => string;
  /** "Z275", "ZE25/25", or the seller's text for OTHER. */
  coatingThickness: (value: string | null | undefined, coverage?: string | null, other?: string | null) => string;
  /** "RAL 9002", or the seller's colour name for OTHER. */
  coatingColour: (colour: string | null | undefined, other?: string | null) => string;
  /** "Prime" or "Non-prime". */
  prime: (prime: boolean | null | undefined) => string;
  /** Country names in the user's language; every Western European country at once reads "Western Europe". */
  origin: (countries: readonly string[] | null | undefined) => string;
  /** "Other" (the free-text choice of colour and coating thickness). */
  other: string;
}

/** Translated labels of every catalogue code of a listing, in the user's language. */
export function useListingLabels(): ListingLabels {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return useMemo(
    () => ({
      code: (catalogue, code) => (code ? t(codeLabelKey(catalogue, code)) : ''),
      field: (field) => t(fieldLabelKey(field)),
      grade: (grade) => formatGrade(grade),
      coatingThickness: (value, coverage, other) =>
        formatCoatingThickness(value, coverage as Parameters<typeof formatCoatingThickness>[1], other),
      coatingColour: (colour, other) => formatCoatingColour(colour, other),
      prime: (prime) => (prime == null ? '' : t(`shared.listings.prime.${prime ? 'true' : 'false'}`)),
      origin: (countries) => {
        if (!countries?.length) return '';
        if (countries.length === WESTERN_EUROPE_COUNTRIES.length && isWesternEuropeOrigin(countries)) {
          return t('shared.listings.westernEurope');
        }
        return listFormat(locale, { type: 'conjunction', style: 'short' }).format(
          countries.map((c) => countryName(c, locale)),
        );
      },
      other: t('shared.listings.other'),
    }),
    [t, locale],
  );
}
