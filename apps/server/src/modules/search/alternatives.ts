import {
  ALTERNATIVE_TOLERANCE,
  SEARCH_DIMENSIONS,
  neighbouringGrades,
  type SearchDifference,
  type SearchDimension,
} from '@steelyard/domain/search';
import type { LiveListingCriteria, SizeBounds } from '../listings/live-listings-port';
import type { ListingRecord } from '../listings/service';

/*
 * Alternative results (domain search.ts, ALTERNATIVE_TOLERANCE): the search again with the same
 * product, material type and every other choice, but thickness bounds widened by 0.5 mm, width and
 * length bounds by 10 %, the grade joined by its neighbouring grades and the minimum weight lowered
 * to 90 %; the exact matches left out. Each alternative says how it differs from the search.
 */

function widen(d: SearchDimension, bounds: SizeBounds): SizeBounds {
  if (d === 'thickness') {
    const mm = ALTERNATIVE_TOLERANCE.thicknessMm;
    return {
      min: bounds.min != null ? Math.max(0, bounds.min - mm) : null,
      max: bounds.max != null ? bounds.max + mm : null,
    };
  }
  const fraction = d === 'width' ? ALTERNATIVE_TOLERANCE.widthFraction : ALTERNATIVE_TOLERANCE.lengthFraction;
  return {
    min: bounds.min != null ? bounds.min * (1 - fraction) : null,
    max: bounds.max != null ? bounds.max * (1 + fraction) : null,
  };
}

/** The widened criteria of the alternatives, or null when the search has nothing to widen. */
export function alternativeCriteria(
  exact: LiveListingCriteria,
  exactIds: readonly string[],
): LiveListingCriteria | null {
  let widened = false;
  const dimensions: Partial<Record<SearchDimension, SizeBounds>> = {};
  for (const [d, bounds] of Object.entries(exact.dimensions ?? {}) as [SearchDimension, SizeBounds][]) {
    dimensions[d] = widen(d, bounds);
    widened = true;
  }
  const choices = { ...exact.choices };
  if (choices.grade && choices.grade.length > 0) {
    const grades = new Set(choices.grade);
    for (const g of choices.grade) neighbouringGrades(g).forEach((n) => grades.add(n));
    if (grades.size > choices.grade.length) widened = true;
    choices.grade = [...grades];
  }
  let minWeightGrams = exact.minWeightGrams ?? null;
  if (minWeightGrams != null) {
    minWeightGrams = Math.floor(minWeightGrams * ALTERNATIVE_TOLERANCE.weightFraction);
    widened = true;
  }
  if (!widened) return null;
  return {
    ...exact,
    choices,
    dimensions,
    minWeightGrams,
    excludeIds: [...(exact.excludeIds ?? []), ...exactIds],
  };
}

const SIZE_OF: Record<SearchDimension, (row: ListingRecord) => [number | null, number | null]> = {
  thickness: (row) => [row.thicknessMm, row.thicknessMm],
  width: (row) => [row.widthMinMm, row.widthMaxMm],
  length: (row) => [row.lengthMinMm, row.lengthMaxMm],
};

const text = (n: number) => String(Math.round(n * 1000) / 1000);

function rangeText(min: number | null | undefined, max: number | null | undefined): string {
  if (min != null && max != null) return min === max ? text(min) : `${text(min)}–${text(max)}`;
  if (min != null) return `≥ ${text(min)}`;
  return max != null ? `≤ ${text(max)}` : '';
}

/** How a row differs from the exact search: sizes above or below the bounds, another grade, less weight. */
export function differencesOf(row: ListingRecord, exact: LiveListingCriteria): SearchDifference[] {
  const differences: SearchDifference[] = [];
  for (const d of SEARCH_DIMENSIONS) {
    const bounds = exact.dimensions?.[d];
    if (!bounds) continue;
    const [low, high] = SIZE_OF[d](row);
    const requested = rangeText(bounds.min, bounds.max);
    const actual = rangeText(low, high);
    if (bounds.min != null && low != null && low < bounds.min) {
      differences.push({ field: d, code: 'BELOW', requested, actual });
    } else if (bounds.max != null && high != null && high > bounds.max) {
      differences.push({ field: d, code: 'ABOVE', requested, actual });
    }
  }
  const grades = exact.choices?.grade;
  if (grades && grades.length > 0 && row.material.grade && !grades.includes(row.material.grade)) {
    differences.push({
      field: 'grade',
      code: 'NEIGHBOURING',
      requested: grades.join(', '),
      actual: row.material.grade,
    });
  }
  if (exact.minWeightGrams != null && row.weightGrams < exact.minWeightGrams) {
    differences.push({
      field: 'weight',
      code: 'BELOW',
      requested: `≥ ${text(exact.minWeightGrams / 1_000_000)}`,
      actual: text(row.weightGrams / 1_000_000),
    });
  }
  return differences;
}
