import type { TFunction } from 'i18next';
import type { RfqItemFields } from '@steelyard/domain/rfqs';
import { CODE_CATALOGUES, type CodeCatalogue, type ListingLabels } from '../listings/listing-labels';
import type { ListingFormat } from '../listings/use-listing-format';

/**
 * A catalogue code's label, or the text itself: the contract keeps these fields as free text, so an
 * RFQ made elsewhere (the seed, another client) may hold "EN 10025-2" rather than the code. Only a
 * known code is looked up: i18next reads a ":" in a key as a namespace, so "EN 10346:2015" would
 * come back as "2015".
 */
export function codeOrText(labels: ListingLabels, catalogue: CodeCatalogue, value: string | null | undefined): string {
  if (!value) return '';
  return (CODE_CATALOGUES[catalogue] as readonly string[]).includes(value) ? labels.code(catalogue, value) : value;
}

/** A product and material type in one line: "Plate · Mild steel". */
export function materialName(
  material: Pick<RfqItemFields, 'product' | 'materialType'>,
  labels: ListingLabels,
  t: TFunction,
): string {
  return t('shared.rfqs.materialName', {
    product: labels.code('product', material.product),
    materialType: labels.code('materialType', material.materialType),
  });
}

/** An item's material in one line: "S355J2 · EN 10025-2 · Black · Z275". */
export function itemMaterialLine(item: RfqItemFields, labels: ListingLabels): string {
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
export function itemSizeLine(item: RfqItemFields, format: ListingFormat, t: TFunction): string {
  const sizes = [item.thickness, item.width, ...(item.product === 'COIL' || item.length == null ? [] : [item.length])];
  return t('shared.listings.millimetres', { value: sizes.map((v) => format.number(v, 2)).join(' × ') });
}

/** The tolerance as its standard's name when it is one of the catalogue's, else the text. */
export function toleranceLabel(tolerance: string | null | undefined, labels: ListingLabels): string {
  return codeOrText(labels, 'tolerance', tolerance);
}
