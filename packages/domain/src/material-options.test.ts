import { describe, expect, it } from 'vitest';
import { getChoiceOptions, getMaterialFieldRules, getMaterialOptions, isFilled } from './material-options';
import type { ChoiceOptions, MaterialForm } from './material-options';
import { DEFAULT_MATERIAL_FORM } from './material-rules';

const values = (o: ChoiceOptions) => o.options.map((x) => x.value);
const disabled = (o: ChoiceOptions) => o.options.filter((x) => x.disabled).map((x) => x.value);

describe('getMaterialOptions', () => {
  it('offers the defaults a mild-steel hot-rolled coil needs', () => {
    const o = getMaterialOptions(DEFAULT_MATERIAL_FORM, []);
    expect(values(o.product)).toEqual(['COIL', 'SHEET', 'PLATE', 'TREAD', 'PACKAGE']);
    expect(o.definition).toMatchObject({ applicable: true, required: true });
    expect(values(o.definition)).toEqual(['HOT_ROLLED', 'HOT_ROLLED_PICKLED_OILED', 'COLD_ROLLED']);
    expect(o.plateType).toEqual({ applicable: false, required: false, options: [] });
    expect(o.coating.applicable).toBe(false);
    expect(o.grade).toMatchObject({ applicable: true, required: true });
    expect(values(o.grade)).toContain('S235JR');
    expect(o.surface).toMatchObject({ applicable: true, required: false });
    expect(o.tolerance).toMatchObject({ applicable: true, required: false });
    expect(o.finish.applicable).toBe(false);
  });

  it('shows stainless steel disabled without its feature, and LONG and TUBE_PIPE always disabled', () => {
    expect(disabled(getMaterialOptions(DEFAULT_MATERIAL_FORM, []).materialType)).toEqual(['STAINLESS_STEEL']);
    expect(disabled(getMaterialOptions(DEFAULT_MATERIAL_FORM, ['STAINLESS_STEEL']).materialType)).toEqual([]);
    expect(disabled(getMaterialOptions(DEFAULT_MATERIAL_FORM).shape)).toEqual(['LONG', 'TUBE_PIPE']);
  });

  it('offers only the material types a product comes as', () => {
    expect(values(getChoiceOptions('materialType', { product: 'PLATE' }))).toEqual(['MILD_STEEL', 'STAINLESS_STEEL']);
    expect(values(getChoiceOptions('materialType', { product: 'SHEET' }))).toHaveLength(4);
  });

  it('offers plate types to mild-steel plate and road plate only for non-prime material', () => {
    const plate: MaterialForm = { product: 'PLATE', materialType: 'MILD_STEEL', prime: true };
    expect(getChoiceOptions('plateType', plate)).toMatchObject({ applicable: true, required: true });
    expect(values(getChoiceOptions('plateType', plate))).not.toContain('ROAD_PLATE');
    expect(values(getChoiceOptions('plateType', { ...plate, prime: false }))).toContain('ROAD_PLATE');
    // a road plate's grade is often unknown: not required
    expect(getChoiceOptions('grade', { ...plate, prime: false, plateType: 'ROAD_PLATE' }).required).toBe(false);
  });

  it('requires the coating fields of coated and pre-painted steel', () => {
    const coated: MaterialForm = { product: 'COIL', materialType: 'COATED_STEEL', definition: 'COLD_ROLLED' };
    expect(getChoiceOptions('coating', coated)).toMatchObject({ applicable: true, required: true });
    expect(getChoiceOptions('coatingThicknessValue', coated).applicable).toBe(false);
    expect(values(getChoiceOptions('coatingThicknessValue', { ...coated, coating: 'ALUMINIUM_ZINC' }))).toEqual([
      'AZ100',
      'AZ150',
      'AZ185',
      'OTHER',
    ]);
    expect(getChoiceOptions('coatingColour', coated).applicable).toBe(false);
    expect(getChoiceOptions('coatingCoverage', { ...coated, coating: 'ELECTROLYTIC_ZINC' }).required).toBe(true);
    const painted: MaterialForm = { product: 'SHEET', materialType: 'PRE_PAINTED' };
    for (const field of ['coating', 'coatingColour', 'coatingType', 'coatingCoverage'] as const) {
      expect(getChoiceOptions(field, painted)).toMatchObject({ applicable: true, required: true });
    }
    expect(values(getChoiceOptions('coatingColour', painted))).toContain('RAL_9002');
    expect(values(getChoiceOptions('coatingColour', painted)).at(-1)).toBe('OTHER');
  });

  it('requires a finish for stainless steel, then its mill finish or polish', () => {
    const stainless: MaterialForm = { product: 'SHEET', materialType: 'STAINLESS_STEEL', definition: 'COLD_ROLLED' };
    expect(getChoiceOptions('finish', stainless).required).toBe(true);
    expect(getChoiceOptions('millFinish', { ...stainless, finish: 'MILL_FINISH' }).required).toBe(true);
    expect(getChoiceOptions('polish', { ...stainless, finish: 'MILL_FINISH' }).applicable).toBe(false);
    expect(getChoiceOptions('polish', { ...stainless, finish: 'POLISHED' }).required).toBe(true);
  });

  it('offers only type and shape for a package', () => {
    const o = getMaterialOptions({ product: 'PACKAGE', materialType: 'MILD_STEEL' });
    expect(o.materialType.applicable && o.shape.applicable).toBe(true);
    for (const field of [
      'definition',
      'plateType',
      'specification',
      'grade',
      'surface',
      'coating',
      'tolerance',
    ] as const) {
      expect(o[field].applicable).toBe(false);
    }
  });
});

describe('getMaterialFieldRules', () => {
  it('asks coil for thickness and width, without length or number of items', () => {
    const r = getMaterialFieldRules(DEFAULT_MATERIAL_FORM);
    expect(r.thickness).toEqual({ applicable: true, required: true });
    expect(r.width).toEqual({ applicable: true, required: true });
    expect(r.length.applicable).toBe(false);
    expect(r.numberOfItems.applicable).toBe(false);
    expect(r.pictures.applicable).toBe(false);
    expect(r.packageTitle.applicable).toBe(false);
  });
  it('asks stackable products for a length and allows a number of items', () => {
    const r = getMaterialFieldRules({ product: 'SHEET' });
    expect(r.length).toEqual({ applicable: true, required: true });
    expect(r.numberOfItems).toEqual({ applicable: true, required: false });
  });
  it('takes a width range instead of a width, each end required', () => {
    const r = getMaterialFieldRules({ product: 'SHEET', minWidth: 1000 });
    expect(r.width.required).toBe(false);
    expect(r.minWidth.required && r.maxWidth.required).toBe(true);
    expect(r.length.required).toBe(true);
  });
  it('allows pictures for non-prime material and asks packages for their list', () => {
    expect(getMaterialFieldRules({ product: 'COIL', prime: false }).pictures.applicable).toBe(true);
    const r = getMaterialFieldRules({ product: 'PACKAGE' });
    expect(r.packageTitle).toEqual({ applicable: true, required: true });
    expect(r.packageDocument).toEqual({ applicable: true, required: true });
    expect(r.packageDescription).toEqual({ applicable: true, required: false });
    expect(r.thickness.applicable).toBe(false);
  });
  it('asks for the text of an OTHER colour or thickness', () => {
    const painted: MaterialForm = { product: 'SHEET', materialType: 'PRE_PAINTED', coating: 'ZINC' };
    expect(getMaterialFieldRules({ ...painted, coatingColour: 'OTHER' }).coatingColourOther.required).toBe(true);
    expect(getMaterialFieldRules({ ...painted, coatingColour: 'RAL_9002' }).coatingColourOther.applicable).toBe(false);
    expect(getMaterialFieldRules({ ...painted, coatingThicknessValue: 'OTHER' }).coatingThicknessOther.required).toBe(
      true,
    );
  });
});

describe('isFilled', () => {
  it('treats absent, null, blank and empty as not filled', () => {
    expect([undefined, null, '', '  ', []].map(isFilled)).toEqual([false, false, false, false, false]);
    expect([0, false, 'x', [1]].map(isFilled)).toEqual([true, true, true, true]);
  });
});
