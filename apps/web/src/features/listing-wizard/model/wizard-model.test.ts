import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { DocumentReference } from '@steelyard/domain/documents';
import { getExpiryChoices } from '@steelyard/domain/listing-expiry';
import { nextWizardStep, previousWizardStep, wizardSteps } from '@steelyard/domain/listing-wizard';
import { createListingBodyFor } from '@steelyard/domain/listings';
import { FEATURES } from '@steelyard/domain/roles';
import { formFromDraft, parsePrice, toCreateBody, toDraftBody } from './wizard-bodies';
import {
  applyMaterialEdit,
  createWizardForm,
  materialFormOf,
  theoreticalWeightOf,
  type WizardForm,
} from './wizard-form';
import { createWizardState, wizardReducer } from './wizard-state';
import {
  firstStepWithIssues,
  issueOfError,
  issuesOfStep,
  pathOfField,
  resolveWizard,
  validateWizard,
} from './wizard-validation';

// a Tuesday morning in London: the first choice day is today
const NOW = new Date('2026-03-10T09:00:00Z');
const FIRST = getExpiryChoices(NOW)[1]!;

const picture: DocumentReference = {
  documentId: 'doc-pic',
  kind: 'PICTURE',
  contentType: 'image/jpeg',
  meta: { fileName: 'coil.jpg', size: 120_000, lastModifiedDate: null },
  createdAt: '2026-03-10T08:00:00Z',
};

/** A complete hot-rolled sheet listing, priced per tonne and weighed by item. */
function sheetForm(): WizardForm {
  let form = applyMaterialEdit(createWizardForm(), { product: 'SHEET' }, FEATURES);
  form = applyMaterialEdit(form, { grade: 'S355J2' }, FEATURES);
  return {
    ...form,
    dimensions: { ...form.dimensions, thickness: '2', width: '1250', length: '2500' },
    numberOfItems: '10',
    tradeUnitCalculation: 'BY_ITEM',
    origin: ['DE'],
    price: '650',
    expiryDate: FIRST.date,
    expirySlot: FIRST.slots[0]!,
    pickupAddressId: 'a-sheffield',
  };
}

describe('wizard steps', () => {
  it('orders the steps by listing type', () => {
    expect(wizardSteps('LISTING')).toEqual(['MATERIAL', 'DIMENSIONS', 'WEIGHT_PRICE', 'PICKUP_ADDRESS']);
    expect(wizardSteps('PACKAGE')).toEqual(['MATERIAL', 'LIST_UPLOAD', 'WEIGHT_PRICE', 'DELIVERY_INFO']);
    expect(nextWizardStep('PACKAGE', 'MATERIAL')).toBe('LIST_UPLOAD');
    expect(previousWizardStep('LISTING', 'WEIGHT_PRICE')).toBe('DIMENSIONS');
  });

  it('moves to the first step when the product becomes a package on a listing-only step', () => {
    let state = wizardReducer(createWizardState(), { type: 'goTo', step: 'DIMENSIONS' });
    let form = applyMaterialEdit(createWizardForm(), { product: 'PACKAGE' }, FEATURES);
    state = wizardReducer(state, { type: 'changed', form });
    expect(state.step).toBe('MATERIAL');
    state = wizardReducer(state, { type: 'goTo', step: 'WEIGHT_PRICE' });
    form = applyMaterialEdit(form, { product: 'COIL' }, FEATURES);
    state = wizardReducer(state, { type: 'changed', form });
    expect(state.step).toBe('WEIGHT_PRICE');
  });
});

describe('defaults and resets', () => {
  it('starts as prime hot-rolled mild-steel flat coil with auto-renew, per tonne', () => {
    const form = createWizardForm();
    expect(form.material).toEqual({
      product: 'COIL',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
    });
    expect(form.prime).toBe(true);
    expect(form.autoRenew).toBe(true);
    expect(form.tradeUnit).toBe('TON');
  });

  it('clears dimensions for a package, package data when leaving it, items for coil, pictures for prime', () => {
    let form: WizardForm = { ...sheetForm(), prime: false, pictures: [picture], tradeUnit: 'SHEET' };
    form = applyMaterialEdit(form, { product: 'PACKAGE' }, FEATURES);
    expect(form.dimensions.thickness).toBe('');
    expect(form.numberOfItems).toBe('');
    expect(form.tradeUnit).toBe('TON');
    expect(form.tradeUnitCalculation).toBe('BY_WEIGHT');
    form = { ...form, packageTitle: 'Mixed offcuts' };
    form = applyMaterialEdit(form, { product: 'COIL' }, FEATURES);
    expect(form.packageTitle).toBe('');
    expect(form.material.definition).toBe('HOT_ROLLED');
    expect(form.pictures).toHaveLength(1);
    form = applyMaterialEdit(form, { prime: true }, FEATURES);
    expect(form.pictures).toEqual([]);
  });

  it('clears the coating details when the coating changes, and grades no longer offered', () => {
    let form = applyMaterialEdit(createWizardForm(), { materialType: 'COATED_STEEL' }, FEATURES);
    form = applyMaterialEdit(form, { coating: 'ZINC', coatingThicknessValue: 'Z275', grade: 'DX51D' }, FEATURES);
    expect(form.material.specification).toBe('EN_10346');
    form = applyMaterialEdit(form, { coating: 'ALUMINIUM_ZINC' }, FEATURES);
    expect(form.material.coatingThicknessValue).toBeUndefined();
    form = applyMaterialEdit(form, { materialType: 'MILD_STEEL' }, FEATURES);
    expect(form.material.grade).toBeUndefined();
    expect(form.material.coating).toBeUndefined();
  });
});

describe('weight', () => {
  it('recomputes the theoretical weight by item from dimensions and items, in tonnes or kilograms', () => {
    const form = sheetForm();
    // 2 × 1250 × 2500 mm × 7.85 kg/dm³ × 10 = 490.625 kg
    expect(theoreticalWeightOf(form)).toBe(0.491);
    expect(theoreticalWeightOf({ ...form, tradeUnit: 'KILOGRAM' })).toBe(490.625);
    expect(theoreticalWeightOf({ ...form, numberOfItems: '12' })).toBe(0.589);
    expect(theoreticalWeightOf({ ...form, tradeUnitCalculation: 'BY_WEIGHT' })).toBeNull();
    expect(theoreticalWeightOf({ ...form, numberOfItems: 'x' })).toBeNull();
  });
});

describe('bodies', () => {
  it('builds a submit body the domain accepts, with the theoretical weight and the price in minor units', () => {
    const body = toCreateBody(sheetForm(), 'LISTING', 'GBP', { sellerTermsAccepted: true, draftId: 'dr-1' });
    const parsed = createListingBodyFor(FEATURES).parse(body);
    expect(parsed.weight).toBe(0.491);
    expect(body.sellingPrice).toEqual({ value: 65_000, currencyCode: 'GBP' });
    expect(body.draftId).toBe('dr-1');
    expect('materialDimensions' in body && body.materialDimensions).toEqual({
      thickness: 2,
      width: 1250,
      length: 2500,
    });
    expect(validateWizard(sheetForm(), 'LISTING', FEATURES, 'GBP', NOW)).toEqual({});
  });

  it('reads the price field’s plain text (NumberField read the typed one, decision 171)', () => {
    expect(parsePrice('1250.5')).toBe(125_050);
    expect(parsePrice('1250')).toBe(125_000);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('NaN')).toBeNaN();
  });

  it('saves a half-filled draft with only what was entered', () => {
    const form = { ...createWizardForm(), weight: '12.5', internalSellerSku: ' SKU-1 ' };
    expect(toDraftBody(form, 'LISTING', 'GBP')).toMatchObject({
      material: { product: 'COIL', materialType: 'MILD_STEEL', shape: 'FLAT', definition: 'HOT_ROLLED' },
      weight: 12.5,
      internalSellerSku: 'SKU-1',
      prime: true,
      autoRenew: true,
      tradeUnit: 'TON',
      pictures: [],
      testCertificates: [],
    });
    expect(JSON.parse(JSON.stringify(toDraftBody(form, 'LISTING', 'GBP')))).not.toHaveProperty('sellingPrice');
  });

  it('loads a draft back, dropping an expiry that is no longer offered', () => {
    const body = toDraftBody(sheetForm(), 'LISTING', 'GBP');
    const back = formFromDraft({ ...body, expiresAt: '2026-03-10T10:00:00Z' }, NOW);
    expect(back.expiryDate).toBeNull();
    expect(back.material).toEqual(sheetForm().material);
    expect(back.dimensions.width).toBe('1250');
    expect(back.price).toBe('650');
    expect(materialFormOf(back).numberOfItems).toBe(10);
  });
});

describe('validation by step', () => {
  it('finds each step its own problems and the first step with one', () => {
    const form = { ...sheetForm(), dimensions: { ...sheetForm().dimensions, width: '' }, expirySlot: null };
    const issues = validateWizard(form, 'LISTING', FEATURES, 'GBP', NOW);
    expect(issuesOfStep(issues, 'LISTING', 'DIMENSIONS')).toEqual({ width: { key: 'shared.validation.required' } });
    expect(issuesOfStep(issues, 'LISTING', 'WEIGHT_PRICE')).toEqual({
      expirySlot: { key: 'shared.validation.required' },
    });
    expect(issuesOfStep(issues, 'LISTING', 'MATERIAL')).toEqual({});
    expect(firstStepWithIssues(issues, 'LISTING')).toBe('DIMENSIONS');
  });

  it('asks for stainless steel only with its feature', () => {
    const form = applyMaterialEdit(createWizardForm(), { materialType: 'STAINLESS_STEEL' }, FEATURES);
    const issues = validateWizard(form, 'LISTING', ['PACKAGES'], 'GBP', NOW);
    expect(issues.materialType).toEqual({ key: 'shared.validation.invalidValue' });
  });
});

describe('the form resolver', () => {
  const context = { features: FEATURES, currency: 'GBP' as const, now: NOW, editing: null };

  it('puts each problem of validateWizard at its field in the form, with its catalogue key and values', () => {
    const form: WizardForm = {
      ...sheetForm(),
      material: { ...sheetForm().material, grade: undefined },
      dimensions: { ...sheetForm().dimensions, width: '' },
      price: '',
    };
    const issues = validateWizard(form, 'LISTING', FEATURES, 'GBP', NOW);
    const { errors } = resolveWizard(form, context);
    expect(Object.keys(issues)).toEqual(expect.arrayContaining(['grade', 'width', 'sellingPrice']));
    for (const [field, issue] of Object.entries(issues)) {
      expect(issueOfError(get(errors, pathOfField(field)))).toEqual(issue);
    }
    expect(pathOfField('grade')).toBe('material.grade');
    expect(pathOfField('width')).toBe('dimensions.width');
    expect(pathOfField('sellingPrice')).toBe('price');
    expect(pathOfField('origin')).toBe('origin');
  });

  it('passes a complete form with its values', () => {
    expect(resolveWizard(sheetForm(), context)).toEqual({ values: sheetForm(), errors: {} });
  });
});
