import type { Language } from '@steelyard/domain/constants';
import { formatCoatingColour } from '@steelyard/domain/material-coatings';
import { formatGrade } from '@steelyard/domain/material-grades';
import { MATERIAL_NAMES } from '@steelyard/domain/material-names';
import type { FilterCriterion } from '@steelyard/domain/paging';

/*
 * The material names of the mails, in each language: the domain's catalogue, which the web's
 * material labels read too.
 */

/** A catalogue's name of a code; an unknown code stays as it is. */
function nameOf(locale: Language, catalogue: string, code: string): string {
  const names = MATERIAL_NAMES[locale] as unknown as Record<string, Record<string, string> | undefined>;
  return names[catalogue]?.[code] ?? code;
}

/** A country's name in the recipient's language ("Deutschland" for DE in German). */
export function countryName(locale: Language, code: string): string {
  if (code === 'WESTERN_EUROPE') return MATERIAL_NAMES[locale].westernEurope;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const SIGNS: Record<string, string> = { '=': '', '>': '≥ ', '<': '≤ ' };
const DIMENSIONS = ['thickness', 'width', 'length'] as const;

/**
 * The requested material and sizes as one line in the recipient's language, from an alert's
 * filter: "Mild steel, Hot rolled, S355J2, Thickness 3 mm, Width ≥ 1,000 mm". The product, weight
 * and number of items are said elsewhere in the mail.
 */
export function describeRequestedMaterial(locale: Language, criteria: readonly FilterCriterion[]): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return criteria
    .map((c) => {
      const field = c.property.split('.').at(-1)!;
      const values = Array.isArray(c.value) ? c.value : [c.value];
      if ((DIMENSIONS as readonly string[]).includes(field)) {
        const label = MATERIAL_NAMES[locale].fields[field as (typeof DIMENSIONS)[number]];
        const size = values.map((v) => (Number.isFinite(Number(v)) ? number.format(Number(v)) : v)).join(' / ');
        return `${label} ${SIGNS[c.comparator] ?? ''}${size} mm`;
      }
      if (['product', 'weight', 'numberOfItems'].includes(field)) return null;
      const named = values.map((v) => {
        if (field === 'grade') return formatGrade(v);
        if (field === 'coatingColour') return formatCoatingColour(v);
        if (field === 'origin') return countryName(locale, v);
        return nameOf(locale, field, v);
      });
      return named.join(' / ');
    })
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
