import { describe, expect, it } from 'vitest';
import {
  definitionsFor,
  finishesFor,
  isStackable,
  millFinishesFor,
  plateTypesFor,
  surfacesFor,
  tempersFor,
  tolerancesFor,
} from './material-catalogue';
import {
  coatingThicknessValuesFor,
  coatingsFor,
  formatCoatingColour,
  formatCoatingThickness,
  formatTwoSided,
  requiresCoverage,
} from './material-coatings';
import { formatGrade, gradesFor, specificationOfGrade, specificationsFor } from './material-grades';

describe('material catalogue', () => {
  it('knows the stackable products', () => {
    expect(['SHEET', 'PLATE', 'TREAD'].every((p) => isStackable(p as 'SHEET'))).toBe(true);
    expect(isStackable('COIL')).toBe(false);
    expect(isStackable('PACKAGE')).toBe(false);
    expect(isStackable(null)).toBe(false);
  });
  it('gives definitions to coil and sheet only, by material type', () => {
    expect(definitionsFor({ product: 'COIL', materialType: 'MILD_STEEL' })).toEqual([
      'HOT_ROLLED',
      'HOT_ROLLED_PICKLED_OILED',
      'COLD_ROLLED',
    ]);
    expect(definitionsFor({ product: 'SHEET', materialType: 'PRE_PAINTED' })).toEqual(['COLD_ROLLED']);
    expect(definitionsFor({ product: 'PLATE', materialType: 'MILD_STEEL' })).toEqual([]);
  });
  it('gives plate types to mild-steel plate, road plate only to non-prime material', () => {
    expect(plateTypesFor({ product: 'PLATE', materialType: 'MILD_STEEL', prime: true })).not.toContain('ROAD_PLATE');
    expect(plateTypesFor({ product: 'PLATE', materialType: 'MILD_STEEL', prime: false })).toContain('ROAD_PLATE');
    expect(plateTypesFor({ product: 'PLATE', materialType: 'STAINLESS_STEEL', prime: false })).toEqual([]);
    expect(plateTypesFor({ product: 'SHEET', materialType: 'MILD_STEEL' })).toEqual([]);
  });
  it('offers surfaces, finishes, mill finishes and tempers by material and definition', () => {
    expect(
      surfacesFor({ product: 'COIL', materialType: 'MILD_STEEL', definition: 'HOT_ROLLED_PICKLED_OILED' }),
    ).toEqual(['PICKLED_OILED', 'PICKLED_DRY']);
    expect(surfacesFor({ product: 'PLATE', materialType: 'MILD_STEEL' })).toContain('SHOT_BLASTED_PRIMED');
    expect(surfacesFor({ product: 'COIL', materialType: 'COATED_STEEL' })).toContain('CHEMICALLY_PASSIVATED');
    expect(surfacesFor({ product: 'COIL', materialType: 'STAINLESS_STEEL' })).toEqual([]);
    expect(finishesFor({ product: 'SHEET', materialType: 'STAINLESS_STEEL' })).toEqual(['MILL_FINISH', 'POLISHED']);
    expect(finishesFor({ product: 'PLATE', materialType: 'STAINLESS_STEEL' })).toEqual(['MILL_FINISH']);
    expect(finishesFor({ product: 'COIL', materialType: 'COATED_STEEL', coating: 'ZINC' })).toEqual([
      'NORMAL_SPANGLE',
      'MINIMISED_SPANGLE',
    ]);
    expect(finishesFor({ product: 'COIL', materialType: 'COATED_STEEL', coating: 'ZINC_MAGNESIUM' })).toEqual([]);
    const stainless = { product: 'SHEET', materialType: 'STAINLESS_STEEL', finish: 'MILL_FINISH' } as const;
    expect(millFinishesFor({ ...stainless, definition: 'COLD_ROLLED' })).toEqual(['2B', '2D', '2E', '2R']);
    expect(millFinishesFor({ ...stainless, product: 'PLATE' })).toEqual(['1D', '1E']);
    expect(tempersFor({ product: 'COIL', materialType: 'STAINLESS_STEEL', definition: 'COLD_ROLLED' })).toContain(
      'HALF_HARD',
    );
    expect(tempersFor({ product: 'COIL', materialType: 'MILD_STEEL', definition: 'HOT_ROLLED' })).toEqual([]);
  });
  it('names the tolerance standard of the product', () => {
    expect(tolerancesFor({ product: 'PLATE', materialType: 'MILD_STEEL' })).toHaveLength(4);
    expect(tolerancesFor({ product: 'COIL', materialType: 'MILD_STEEL', definition: 'COLD_ROLLED' })).toEqual([
      'EN_10131',
    ]);
    expect(tolerancesFor({ product: 'COIL', materialType: 'MILD_STEEL', definition: 'HOT_ROLLED' })).toEqual([
      'EN_10051',
    ]);
    expect(tolerancesFor({ product: 'SHEET', materialType: 'COATED_STEEL' })).toEqual(['EN_10143']);
    expect(tolerancesFor({ product: 'PLATE', materialType: 'STAINLESS_STEEL' })).toEqual(['EN_ISO_18286']);
    expect(tolerancesFor({ product: 'TREAD', materialType: 'MILD_STEEL' })).toContain('EN_10363');
    expect(tolerancesFor({ product: 'PACKAGE', materialType: 'MILD_STEEL' })).toEqual([]);
  });
});

describe('grades and specifications', () => {
  it('lists the grades valid for the material', () => {
    expect(gradesFor({ product: 'PLATE', materialType: 'MILD_STEEL', plateType: 'STRUCTURAL_STEEL' })).toContain(
      'S355J2',
    );
    expect(gradesFor({ product: 'PLATE', materialType: 'MILD_STEEL', plateType: 'HIGH_STRENGTH' })).toEqual([
      'S460Q',
      'S460QL',
      'S690Q',
      'S690QL',
      'S890QL',
      'S960QL',
    ]);
    expect(gradesFor({ product: 'SHEET', materialType: 'MILD_STEEL', definition: 'COLD_ROLLED' })).toEqual(
      expect.arrayContaining(['DC01', 'DC06', 'HC340LA']),
    );
    expect(gradesFor({ product: 'SHEET', materialType: 'MILD_STEEL', definition: 'COLD_ROLLED' })).not.toContain(
      'S235JR',
    );
    expect(gradesFor({ product: 'COIL', materialType: 'STAINLESS_STEEL' })).toContain('1.4404');
    expect(gradesFor({ product: 'PACKAGE', materialType: 'MILD_STEEL' })).toEqual([]);
  });
  it('narrows grades to the chosen specification and the coating', () => {
    const coated = { product: 'COIL', materialType: 'COATED_STEEL' } as const;
    expect(gradesFor({ ...coated, coating: 'ZINC' })).toContain('DX51D');
    expect(gradesFor({ ...coated, coating: 'ZINC' })).not.toContain('DC04+ZE');
    expect(gradesFor({ ...coated, coating: 'ELECTROLYTIC_ZINC' })).toEqual([
      'DC01+ZE',
      'DC03+ZE',
      'DC04+ZE',
      'DC05+ZE',
      'DC06+ZE',
    ]);
    expect(gradesFor({ product: 'SHEET', materialType: 'MILD_STEEL', specification: 'EN_10130' })).toEqual([
      'DC01',
      'DC03',
      'DC04',
      'DC05',
      'DC06',
      'DC07',
    ]);
    expect(specificationsFor({ product: 'TREAD', materialType: 'MILD_STEEL' })).toEqual(['EN_10025_2']);
  });
  it('finds the one specification of a grade', () => {
    expect(specificationOfGrade('DX51D', { product: 'COIL', materialType: 'PRE_PAINTED' })).toBe('EN_10169');
    expect(specificationOfGrade('DX51D', { product: 'COIL', materialType: 'COATED_STEEL' })).toBe('EN_10346');
    expect(specificationOfGrade('DX51D', { product: 'COIL' })).toBeNull();
    expect(specificationOfGrade('S999', { product: 'COIL' })).toBeNull();
  });
  it('shows stainless grades with their AISI name', () => {
    expect(formatGrade('1.4404')).toBe('1.4404 (316L)');
    expect(formatGrade('S355J2')).toBe('S355J2');
    expect(formatGrade(null)).toBe('');
  });
});

describe('coatings', () => {
  it('offers coatings by material type, electrolytic zinc only on cold-rolled strip', () => {
    expect(coatingsFor({ product: 'COIL', materialType: 'COATED_STEEL', definition: 'HOT_ROLLED' })).not.toContain(
      'ELECTROLYTIC_ZINC',
    );
    expect(coatingsFor({ product: 'COIL', materialType: 'COATED_STEEL', definition: 'COLD_ROLLED' })).toContain(
      'ELECTROLYTIC_ZINC',
    );
    expect(coatingsFor({ product: 'COIL', materialType: 'PRE_PAINTED' })).toEqual([
      'ZINC',
      'ZINC_ALUMINIUM',
      'ALUMINIUM_ZINC',
      'ZINC_MAGNESIUM',
    ]);
    expect(coatingsFor({ product: 'COIL', materialType: 'MILD_STEEL' })).toEqual([]);
  });
  it('lists thickness values of a coating with OTHER last', () => {
    expect(coatingThicknessValuesFor('ZINC')).toEqual([
      'Z100',
      'Z140',
      'Z200',
      'Z225',
      'Z275',
      'Z350',
      'Z450',
      'Z600',
      'OTHER',
    ]);
    expect(coatingThicknessValuesFor('ALUMINIUM_ZINC')).toContain('AZ150');
    expect(coatingThicknessValuesFor(null)).toEqual([]);
  });
  it('shows two-sided coatings as x/x', () => {
    expect(formatCoatingThickness('ZE25', 'TWO_SIDED')).toBe('ZE25/25');
    expect(formatCoatingThickness('ZE50', 'ONE_SIDED')).toBe('ZE50/00');
    expect(formatCoatingThickness('Z275', 'TWO_SIDED')).toBe('Z275');
    expect(formatCoatingThickness('OTHER', null, ' Z180 ')).toBe('Z180');
    expect(formatCoatingThickness(null)).toBe('');
    expect(formatTwoSided(25)).toBe('25/25');
    expect(formatTwoSided(25, 10)).toBe('25/10');
  });
  it('asks for coated sides for pre-painted steel and per-side coatings', () => {
    expect(requiresCoverage({ product: 'COIL', materialType: 'PRE_PAINTED' })).toBe(true);
    expect(requiresCoverage({ product: 'COIL', materialType: 'COATED_STEEL', coating: 'ELECTROLYTIC_ZINC' })).toBe(
      true,
    );
    expect(requiresCoverage({ product: 'COIL', materialType: 'COATED_STEEL', coating: 'ZINC' })).toBe(false);
    expect(requiresCoverage({ product: 'PACKAGE', materialType: 'PRE_PAINTED' })).toBe(false);
  });
  it('names colours', () => {
    expect(formatCoatingColour('RAL_9002')).toBe('RAL 9002');
    expect(formatCoatingColour('OTHER', 'Ocean blue')).toBe('Ocean blue');
    expect(formatCoatingColour(undefined)).toBe('');
  });
});
