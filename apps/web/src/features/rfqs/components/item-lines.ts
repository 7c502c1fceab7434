import type { TFunction } from 'i18next';
import type { ListingFormat } from '../../../shared/listings/use-listing-format';
import { codeLabelKey, type CodeCatalogue, type ListingLabels } from '../../../shared/listings/listing-labels';
import type { RfqItemValues } from '../model/rfq-wizard';

/**
 * A catalogue code's label, or the text itself: the contract keeps these fields as free text, so an
 * RFQ made elsewhere (the seed, another client) may hold "EN 10025-2" rather than the code.
 */
export function codeOrText(labels: ListingLabels, catalogue: CodeCatalogue, value: string | null | undefined): string {
  if (!value) return '';
  const label = labels.code(catalogue, value);
  return label === codeLabelKey(catalogue, value) ? value : label;
}

/** An item's material in one line: "S355J2 · EN 10025-2 · Black · Z275". */
export function itemMaterialLine(item: RfqItemValues, labels: ListingLabels): string {
  return [
    labels.grade(item.grade),
    codeOrText(labels, 'specification', item.specification),
    codeOrText(labels, 'coating', item.coating),
    item.coatingThicknessValue,
    codeOrText(labels, 'surface', item.surface),
    codeOrText(labels, 'finish', item.finish),
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
  return codeOrText(labels, 'tolerance', tolerance);
}
