import { describe, expect, it } from 'vitest';
import type { MaterialForm } from './material-options';
import {
  DEFAULT_MATERIAL_FORM,
  applyMaterialChange,
  createMaterialForm,
  isMaterialValid,
  validateMaterial,
} from './material-rules';

const hrCoil: MaterialForm = {
  product: 'COIL',
  materialType: 'MILD_STEEL',
  shape: 'FLAT',
  definition: 'HOT_ROLLED',
  specification: 'EN_10025_2',
  grade: 'S235JR',
  prime: true,
  thickness: 3,
  width: 1500,
};
const sheet: MaterialForm = { ...hrCoil, product: 'SHEET', length: 3000, numberOfItems: 20 };
const stainless: MaterialForm = {
  product: 'SHEET',
  materialType: 'STAINLESS_STEEL',
  shape: 'FLAT',
  definition: 'COLD_ROLLED',
  specification: 'EN_10088_2',
  grade: '1.4404',
  finish: 'MILL_FINISH',
  millFinish: '2B',
  prime: true,
  thickness: 1.5,
  width: 1250,
  length: 2500,
};
const painted: MaterialForm = {
  product: 'COIL',
  materialType: 'PRE_PAINTED',
  shape: 'FLAT',
  definition: 'COLD_ROLLED',
  coating: 'ZINC',
  coatingThicknessValue: 'Z275',
  specification: 'EN_10169',
  grade: 'DX51D',
  coatingColour: 'RAL_9002',
  coatingType: 'POLYESTER',
  coatingCoverage: 'ONE_SIDED',
  prime: true,
  thickness: 0.5,
  width: 1250,
};
const keys = (errors: object) => Object.keys(errors).sort();
const messages = (errors: Record<string, { message: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v!.message]));

describe('validateMaterial', () => {
  it('accepts complete materials of every type', () => {
    expect(validateMaterial(hrCoil)).toEqual({});
    expect(validateMaterial(sheet)).toEqual({});
    expect(validateMaterial(stainless, ['STAINLESS_STEEL'])).toEqual({});
    expect(validateMaterial(painted)).toEqual({});
    expect(isMaterialValid(hrCoil, [])).toBe(true);
  });

  it('asks the default form for grade, specification and dimensions', () => {
    expect(messages(validateMaterial(createMaterialForm()))).toEqual({
      specification: 'This field is required.',
      grade: 'This field is required.',
      thickness: 'This field is required.',
      width: 'This field is required.',
    });
  });

  it('refuses stainless steel without its feature and disabled shapes', () => {
    expect(validateMaterial(stainless, [])).toEqual({
      materialType: { key: 'invalidValue', message: 'Please check this value.' },
    });
    expect(keys(validateMaterial({ ...hrCoil, shape: 'LONG' }))).toEqual(['shape']);
  });

  it('refuses choices that do not fit together', () => {
    // a cold-rolled coil has no EN 10025-2 grade
    expect(keys(validateMaterial({ ...hrCoil, definition: 'COLD_ROLLED' }))).toEqual(['grade', 'specification']);
    expect(keys(validateMaterial({ ...hrCoil, grade: 'DC01' }))).toEqual(['grade']);
    expect(keys(validateMaterial({ ...hrCoil, plateType: 'STRUCTURAL_STEEL' }))).toEqual(['plateType']);
    expect(keys(validateMaterial({ ...hrCoil, coating: 'ZINC' }))).toEqual(['coating']);
    expect(keys(validateMaterial({ ...hrCoil, surface: 'PICKLED_OILED' }))).toEqual(['surface']);
    expect(keys(validateMaterial({ ...hrCoil, surface: 'BLACK' }))).toEqual([]);
  });

  it('never takes road plate as prime material, and then needs no grade', () => {
    const plate: MaterialForm = {
      ...sheet,
      product: 'PLATE',
      definition: null,
      plateType: 'ROAD_PLATE',
      specification: null,
      grade: null,
    };
    expect(keys(validateMaterial(plate))).toEqual(['plateType']);
    expect(validateMaterial({ ...plate, prime: false })).toEqual({});
  });

  it('requires the coating fields when the material needs them', () => {
    expect(keys(validateMaterial({ ...painted, coating: null, coatingThicknessValue: null }))).toEqual(['coating']);
    expect(
      keys(validateMaterial({ ...painted, coatingColour: null, coatingType: null, coatingCoverage: null })),
    ).toEqual(['coatingColour', 'coatingCoverage', 'coatingType']);
    expect(keys(validateMaterial({ ...painted, coatingThicknessValue: null }))).toEqual(['coatingThicknessValue']);
    expect(keys(validateMaterial({ ...painted, coatingThicknessValue: 'AZ150' }))).toEqual(['coatingThicknessValue']);
  });

  it('takes free text for OTHER: letters only for a colour', () => {
    const other = { ...painted, coatingColour: 'OTHER' as const };
    expect(messages(validateMaterial(other))).toEqual({ coatingColourOther: 'This field is required.' });
    expect(validateMaterial({ ...other, coatingColourOther: "Ocean blue-green l'été" })).toEqual({});
    expect(messages(validateMaterial({ ...other, coatingColourOther: 'Blue 2' }))).toEqual({
      coatingColourOther: 'Only letters are allowed.',
    });
    expect(messages(validateMaterial({ ...other, coatingColourOther: 'a'.repeat(51) }))).toEqual({
      coatingColourOther: 'Maximum characters limit exceeded.',
    });
    expect(validateMaterial({ ...painted, coatingThicknessValue: 'OTHER', coatingThicknessOther: 'Z 180' })).toEqual(
      {},
    );
    expect(
      keys(validateMaterial({ ...painted, coatingThicknessValue: 'OTHER', coatingThicknessOther: 'Z<180>' })),
    ).toEqual(['coatingThicknessOther']);
    expect(keys(validateMaterial({ ...painted, coatingColourOther: 'Blue' }))).toEqual(['coatingColourOther']);
  });

  it('checks dimensions with the spec messages', () => {
    expect(messages(validateMaterial({ ...hrCoil, thickness: 0 }))).toEqual({ thickness: 'Must be larger than 0.' });
    expect(validateMaterial({ ...hrCoil, thickness: 0 }).thickness).toEqual({
      key: 'largerThan',
      params: { min: 0 },
      message: 'Must be larger than 0.',
    });
    expect(messages(validateMaterial({ ...hrCoil, thickness: 'abc' as unknown as number }))).toEqual({
      thickness: 'Value is not a number.',
    });
    expect(messages(validateMaterial({ ...hrCoil, thickness: Number.NaN }))).toEqual({
      thickness: 'Value is not a number.',
    });
    expect(messages(validateMaterial({ ...hrCoil, thickness: 301 }))).toEqual({
      thickness: 'Please enter a lower number',
    });
    expect(messages(validateMaterial({ ...hrCoil, thickness: 0.455 }))).toEqual({
      thickness: 'Please check this value.',
    });
    expect(validateMaterial({ ...hrCoil, thickness: 0.45 })).toEqual({});
    expect(messages(validateMaterial({ ...hrCoil, width: 1250.5 }))).toEqual({ width: 'Please check this value.' });
  });

  it('takes a width or length range with both ends, the upper not below the lower', () => {
    const ranged = { ...sheet, width: null };
    expect(messages(validateMaterial({ ...ranged, minWidth: 1000 }))).toEqual({ maxWidth: 'This field is required.' });
    expect(validateMaterial({ ...ranged, minWidth: 1000, maxWidth: 1500 })).toEqual({});
    expect(messages(validateMaterial({ ...ranged, minWidth: 1000, maxWidth: 900 }))).toEqual({
      maxWidth: 'Please enter a higher number.',
    });
    expect(keys(validateMaterial({ ...sheet, minWidth: 1000, maxWidth: 1500 }))).toEqual(['maxWidth', 'minWidth']);
    expect(messages(validateMaterial({ ...sheet, length: null, minLength: 2000, maxLength: 1999 }))).toEqual({
      maxLength: 'Please enter a higher number.',
    });
  });

  it('gives length and number of items to stackable products only', () => {
    expect(keys(validateMaterial({ ...hrCoil, length: 2000, numberOfItems: 3 }))).toEqual(['length', 'numberOfItems']);
    expect(messages(validateMaterial({ ...sheet, length: null }))).toEqual({ length: 'This field is required.' });
    expect(messages(validateMaterial({ ...sheet, numberOfItems: 0 }))).toEqual({
      numberOfItems: 'Please enter a higher number.',
    });
    expect(messages(validateMaterial({ ...sheet, numberOfItems: 2.5 }))).toEqual({
      numberOfItems: 'Please check this value.',
    });
    expect(messages(validateMaterial({ ...sheet, numberOfItems: 100_001 }))).toEqual({
      numberOfItems: 'Please enter a lower number',
    });
  });

  it('allows pictures only for non-prime material', () => {
    const pictures = [{ documentId: 'd1' }];
    expect(keys(validateMaterial({ ...hrCoil, pictures }))).toEqual(['pictures']);
    expect(validateMaterial({ ...hrCoil, prime: false, pictures })).toEqual({});
    expect(keys(validateMaterial({ ...hrCoil, prime: null }))).toEqual(['prime']);
  });

  it('asks a package for its title and list, nothing else', () => {
    const pkg: MaterialForm = { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT', prime: true };
    expect(messages(validateMaterial(pkg))).toEqual({
      packageTitle: 'This field is required.',
      packageDocument: 'This field is required.',
    });
    const complete = { ...pkg, packageTitle: 'Mixed HR offcuts', packageDocument: { documentId: 'x' } };
    expect(validateMaterial(complete)).toEqual({});
    expect(keys(validateMaterial({ ...complete, grade: 'S235JR', thickness: 3 }))).toEqual(['grade', 'thickness']);
    expect(keys(validateMaterial({ ...hrCoil, packageTitle: 'x' }))).toEqual(['packageTitle']);
  });
});

describe('applyMaterialChange', () => {
  it('starts from the spec defaults', () => {
    expect(createMaterialForm()).toEqual({
      product: 'COIL',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      prime: true,
    });
    expect(createMaterialForm()).not.toBe(DEFAULT_MATERIAL_FORM);
  });

  it('clears dimensions and material choices when the product becomes PACKAGE', () => {
    const next = applyMaterialChange(sheet, { product: 'PACKAGE' });
    expect(next).toEqual({ product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT', prime: true });
  });

  it('clears the package data when leaving PACKAGE, and defaults the definition', () => {
    const pkg: MaterialForm = {
      product: 'PACKAGE',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      prime: true,
      packageTitle: 'Lot',
      packageDescription: 'Mixed',
      packageDocument: { documentId: 'x' },
    };
    expect(applyMaterialChange(pkg, { product: 'SHEET' })).toEqual({
      product: 'SHEET',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      prime: true,
    });
  });

  it('clears the number of items and length for coil', () => {
    const next = applyMaterialChange(sheet, { product: 'COIL' });
    expect(next.numberOfItems).toBeUndefined();
    expect(next.length).toBeUndefined();
    expect(next).toMatchObject({ definition: 'HOT_ROLLED', grade: 'S235JR', thickness: 3, width: 1500 });
  });

  it('gives plate its default plate type and keeps a grade still valid', () => {
    const next = applyMaterialChange(sheet, { product: 'PLATE' });
    expect(next).toMatchObject({
      plateType: 'STRUCTURAL_STEEL',
      specification: 'EN_10025_2',
      grade: 'S235JR',
      numberOfItems: 20,
    });
    expect(next.definition).toBeUndefined();
  });

  it('resets what the material type no longer allows, defaulting to its only definition', () => {
    const next = applyMaterialChange(
      { ...hrCoil, surface: 'BLACK', tolerance: 'EN_10051' },
      { materialType: 'PRE_PAINTED' },
    );
    expect(next).toEqual({
      product: 'COIL',
      materialType: 'PRE_PAINTED',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      prime: true,
      thickness: 3,
      width: 1500,
    });
  });

  it('clears thickness, colour, type and coverage when the coating changes', () => {
    const next = applyMaterialChange(painted, { coating: 'ALUMINIUM_ZINC' });
    expect(next).toMatchObject({ coating: 'ALUMINIUM_ZINC', grade: 'DX51D', specification: 'EN_10169' });
    for (const f of ['coatingThicknessValue', 'coatingColour', 'coatingType', 'coatingCoverage'] as const) {
      expect(next[f]).toBeUndefined();
    }
  });

  it('clears a spangle and grades the new coating does not allow', () => {
    const galvanised: MaterialForm = {
      ...painted,
      materialType: 'COATED_STEEL',
      specification: 'EN_10346',
      coatingColour: null,
      coatingType: null,
      coatingCoverage: null,
      finish: 'NORMAL_SPANGLE',
    };
    const next = applyMaterialChange(galvanised, { coating: 'ELECTROLYTIC_ZINC' });
    expect(next.finish).toBeUndefined();
    expect(next.grade).toBeUndefined();
    expect(next.specification).toBeUndefined();
  });

  it('clears the pictures when switching to prime, and road plate with them', () => {
    const roadPlate: MaterialForm = {
      ...sheet,
      product: 'PLATE',
      plateType: 'ROAD_PLATE',
      grade: 'S275JR',
      prime: false,
      pictures: [{ documentId: 'p1' }],
    };
    const next = applyMaterialChange(roadPlate, { prime: true });
    expect(next.pictures).toBeUndefined();
    expect(next).toMatchObject({ plateType: 'STRUCTURAL_STEEL', grade: 'S275JR' });
    expect(applyMaterialChange(roadPlate, { width: 2000 }).pictures).toEqual([{ documentId: 'p1' }]);
  });

  it('fills the one specification of a chosen grade', () => {
    const coil: MaterialForm = { ...painted, specification: null, grade: null };
    expect(applyMaterialChange(coil, { grade: 'DX51D' }).specification).toBe('EN_10169');
  });

  it('clears choices the definition no longer allows', () => {
    const next = applyMaterialChange(hrCoil, { definition: 'COLD_ROLLED' });
    expect(next.grade).toBeUndefined();
    expect(next.specification).toBeUndefined();
  });

  it('leaves alone a field the change empties on purpose, and never changes its input', () => {
    const before = { ...hrCoil };
    expect(applyMaterialChange(hrCoil, { definition: null }).definition).toBeNull();
    expect(hrCoil).toEqual(before);
  });

  it('clears what the features disable', () => {
    expect(applyMaterialChange(hrCoil, { materialType: 'STAINLESS_STEEL' }, []).materialType).toBeUndefined();
    expect(applyMaterialChange(hrCoil, { materialType: 'STAINLESS_STEEL' }, ['STAINLESS_STEEL'])).toMatchObject({
      materialType: 'STAINLESS_STEEL',
      definition: 'HOT_ROLLED',
    });
  });

  it('drops the free text when OTHER is no longer chosen', () => {
    const other = { ...painted, coatingColour: 'OTHER' as const, coatingColourOther: 'Ocean blue' };
    expect(applyMaterialChange(other, { coatingColour: 'RAL_9005' }).coatingColourOther).toBeUndefined();
  });
});
