import { renderHook } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RfqItemFields } from '@steelyard/domain/rfqs';
import { useListingLabels } from '../listings/listing-labels';
import { useListingFormat } from '../listings/use-listing-format';
import { itemMaterialLine, itemSizeLine, materialName, toleranceLabel } from './item-lines';

const coil: RfqItemFields = {
  product: 'COIL',
  materialType: 'COATED_STEEL',
  grade: 'DX51D',
  specification: 'EN_10346',
  finish: 'MINIMISED_SPANGLE',
  surface: 'OILED',
  coating: 'ZINC',
  coatingThicknessValue: 'Z275',
  thickness: 0.75,
  width: 1250,
  // a coil has no length; one left over from a product change is not shown
  length: 2000,
  weight: 24.5,
  tolerance: 'EN_10143',
};

function useLines() {
  const { t } = useTranslation();
  return { t, labels: useListingLabels(), format: useListingFormat() };
}

describe('RFQ item lines', () => {
  it('name every field of an item with the catalogue labels', () => {
    const { result } = renderHook(useLines);
    const { t, labels, format } = result.current;
    expect(materialName(coil, labels, t)).toBe('Coil · Coated steel');
    expect(itemMaterialLine(coil, labels)).toBe('DX51D · EN 10346 · Zinc (Z) · Z275 · Oiled · Minimised spangle');
    expect(itemSizeLine(coil, format, t)).toBe('0.75 × 1,250 mm');
    expect(itemSizeLine({ ...coil, product: 'SHEET' }, format, t)).toBe('0.75 × 1,250 × 2,000 mm');
    expect(toleranceLabel(coil.tolerance, labels)).toBe('EN 10143');
  });

  it('show text that is no catalogue code as it is and leave out empty fields', () => {
    const { result } = renderHook(useLines);
    const { labels } = result.current;
    const typed = { ...coil, specification: 'EN 10346:2015', finish: null, surface: '', coating: null };
    expect(itemMaterialLine({ ...typed, coatingThicknessValue: null }, labels)).toBe('DX51D · EN 10346:2015');
    expect(toleranceLabel('±0.08 mm', labels)).toBe('±0.08 mm');
    expect(toleranceLabel(null, labels)).toBe('');
  });
});
