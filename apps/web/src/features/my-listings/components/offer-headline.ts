import type { TFunction } from 'i18next';
import type { MaterialChoices, MaterialDimensions } from '@steelyard/domain/material-options';
import type { ListingLabels } from '../../../shared/listings/listing-labels';
import type { ListingFormat } from '../../../shared/listings/use-listing-format';

/** The size in one line: "3 × 1,500 × 3,000 mm", ranges "1,000–1,250"; '' without dimensions. */
export function sizeLine(d: MaterialDimensions | null | undefined, format: ListingFormat, t: TFunction): string {
  if (!d) return '';
  const one = (value?: number | null, min?: number | null, max?: number | null) => {
    if (value != null) return format.number(value, 2);
    if (min != null && max != null) return `${format.number(min, 2)}–${format.number(max, 2)}`;
    return null;
  };
  const parts = [one(d.thickness), one(d.width, d.minWidth, d.maxWidth), one(d.length, d.minLength, d.maxLength)];
  const present = parts.filter((p): p is string => p !== null);
  return present.length === 0 ? '' : t('shared.listings.millimetres', { value: present.join(' × ') });
}

/**
 * The line naming a listing's material in cards and headings: type, definition or plate type,
 * grade and size ("Mild steel · Hot rolled · S355J2 · 3 × 1,500 mm"), each only when known.
 */
export function materialLine(
  material: MaterialChoices,
  dimensions: MaterialDimensions | null | undefined,
  labels: ListingLabels,
  format: ListingFormat,
  t: TFunction,
): string {
  return [
    labels.code('materialType', material.materialType),
    labels.code('definition', material.definition) || labels.code('plateType', material.plateType),
    labels.grade(material.grade),
    labels.coatingThickness(material.coatingThicknessValue, material.coatingCoverage, material.coatingThicknessOther),
    sizeLine(dimensions, format, t),
  ]
    .filter(Boolean)
    .join(' · ');
}
