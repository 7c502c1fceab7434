import type { TFunction } from 'i18next';
import type { ListingFormat } from '../../../shared/listings/use-listing-format';
import type { ListingLabels } from '../../../shared/listings/listing-labels';
import type { RfqItemValues } from '../model/rfq-wizard';

/** An item's material in one line: "S355J2 · EN 10025-2 · Black · Z275". */
export function itemMaterialLine(item: RfqItemValues, labels: ListingLabels): string {
  return [
    labels.grade(item.grade),
    labels.code('specification', item.specification),
    labels.code('coating', item.coating),
    item.coatingThicknessValue,
    labels.code('surface', item.surface),
    labels.code('finish', item.finish),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An item's size: "3 × 1,500 mm" or "10 × 2,000 × 6,000 mm". */
export function itemSizeLine(item: RfqItemValues, format: ListingFormat, t: TFunction): string {
  const sizes = [item.thickness, item.width, ...(item.product === 'COIL' || item.length == null ? [] : [item.length])];
  return t('rfqs.units.mmValue', { value: sizes.map((v) => format.number(v, 2)).join(' × ') });
}

/** The tolerance as its standard's name when it is one of the catalogue's, else the text. */
export function toleranceLabel(tolerance: string | null | undefined, labels: ListingLabels): string {
  if (!tolerance) return '';
  const label = labels.code('tolerance', tolerance);
  return label.startsWith('shared.listings.') ? tolerance : label;
}
