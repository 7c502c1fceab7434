import { decimalPlaces } from './exact-arithmetic';
import { fieldError } from './field-messages';
import type { FieldError } from './field-messages';
import { DIMENSION_LIMITS, NUMBER_OF_ITEMS_MAX } from './input-limits';
import { isStackable } from './material-catalogue';
import type { MaterialType, Product, Shape } from './material-catalogue';
import {
  COATING_THICKNESS_TEXT_MAX_LENGTH,
  COATING_THICKNESS_TEXT_PATTERN,
  COLOUR_NAME_MAX_LENGTH,
  COLOUR_NAME_PATTERN,
} from './material-coatings';
import { specificationOfGrade } from './material-grades';
import {
  COATING_DETAIL_FIELDS,
  DIMENSION_FIELDS,
  MATERIAL_CHOICE_FIELDS,
  PACKAGE_FIELDS,
  getChoiceOptions,
  getMaterialFieldRules,
  getMaterialOptions,
  isFilled,
  isOfferedChoice,
} from './material-options';
import type { ChoiceOptions, MaterialChoiceField, MaterialForm, MaterialFormField } from './material-options';
import { FEATURES } from './roles';
import type { Feature } from './roles';

// the limits of the dimensions (thickness to 0.01 mm: 0.45 mm sheet) and of the items bound every request
export { DIMENSION_LIMITS, NUMBER_OF_ITEMS_MAX };
export const PACKAGE_TITLE_MAX_LENGTH = 100;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 1_000;

/** A new listing's material (spec 001 §4): mild steel, flat, coil, hot rolled, prime. */
export const DEFAULT_MATERIAL_FORM: Readonly<MaterialForm> = {
  product: 'COIL',
  materialType: 'MILD_STEEL',
  shape: 'FLAT',
  definition: 'HOT_ROLLED',
  prime: true,
};

/** A fresh copy of the default material. */
export function createMaterialForm(): MaterialForm {
  return { ...DEFAULT_MATERIAL_FORM };
}

/**
 * Defaults a choice takes when it becomes applicable or a change empties it (spec 001 §4):
 * definition HOT_ROLLED for coil and sheet, plate type STRUCTURAL_STEEL.
 */
export const MATERIAL_CHOICE_DEFAULTS: Readonly<Partial<Record<MaterialChoiceField, string>>> = {
  materialType: 'MILD_STEEL' satisfies MaterialType,
  shape: 'FLAT' satisfies Shape,
  definition: 'HOT_ROLLED',
  plateType: 'STRUCTURAL_STEEL',
};

export type MaterialErrors = Partial<Record<MaterialFormField, FieldError>>;

type DimensionField = (typeof DIMENSION_FIELDS)[number];
const LIMIT_OF: Record<DimensionField, { max: number; decimals: number }> = {
  thickness: DIMENSION_LIMITS.thickness,
  width: DIMENSION_LIMITS.width,
  minWidth: DIMENSION_LIMITS.width,
  maxWidth: DIMENSION_LIMITS.width,
  length: DIMENSION_LIMITS.length,
  minLength: DIMENSION_LIMITS.length,
  maxLength: DIMENSION_LIMITS.length,
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function checkDimension(value: unknown, limit: { max: number; decimals: number }): FieldError | null {
  if (!isNumber(value)) return fieldError('notANumber');
  if (value <= 0) return fieldError('largerThan', { min: 0 });
  if (value > limit.max) return fieldError('lowerNumber');
  if (decimalPlaces(value) > limit.decimals) return fieldError('invalidValue');
  return null;
}

function checkText(value: unknown, max: number, pattern: RegExp, patternError: FieldError): FieldError | null {
  if (typeof value !== 'string') return fieldError('invalidValue');
  const text = value.trim();
  if (text.length > max) return fieldError('maxCharacters');
  return pattern.test(text) ? null : patternError;
}

const OTHER_FIELDS = [
  'coatingThicknessOther',
  'coatingColourOther',
  'prime',
  ...DIMENSION_FIELDS,
  'numberOfItems',
  'pictures',
  ...PACKAGE_FIELDS,
] as const satisfies readonly MaterialFormField[];

/**
 * Checks the material against the catalogue: required fields, choices that are not offered (or
 * disabled, e.g. stainless steel without its feature), fields that do not apply, free texts,
 * dimensions and ranges. Errors by field, with the messages of spec 001 §5.
 */
export function validateMaterial(form: MaterialForm, features: readonly Feature[] = FEATURES): MaterialErrors {
  const errors: MaterialErrors = {};
  const options = getMaterialOptions(form, features);
  for (const field of MATERIAL_CHOICE_FIELDS) {
    const value = form[field];
    const o: ChoiceOptions = options[field];
    if (!isFilled(value)) {
      if (o.required) errors[field] = fieldError('required');
    } else if (!o.applicable || !isOfferedChoice(o, value)) {
      errors[field] = fieldError('invalidValue');
    }
  }

  const rules = getMaterialFieldRules(form, features);
  for (const field of OTHER_FIELDS) {
    const value = form[field];
    if (!isFilled(value)) {
      if (rules[field].required) errors[field] = fieldError('required');
      continue;
    }
    if (!rules[field].applicable) {
      errors[field] = fieldError('invalidValue');
      continue;
    }
    const error = checkOtherField(field, value);
    if (error) errors[field] = error;
  }

  for (const [exact, min, max] of [
    ['width', 'minWidth', 'maxWidth'],
    ['length', 'minLength', 'maxLength'],
  ] as const) {
    if (isFilled(form[exact])) {
      // one exact value or a range, not both
      for (const f of [min, max]) if (isFilled(form[f]) && !errors[f]) errors[f] = fieldError('invalidValue');
      continue;
    }
    const low = form[min];
    const high = form[max];
    if (isNumber(low) && isNumber(high) && !errors[min] && !errors[max] && high < low) {
      errors[max] = fieldError('higherNumber');
    }
  }
  return errors;
}

function checkOtherField(field: (typeof OTHER_FIELDS)[number], value: unknown): FieldError | null {
  switch (field) {
    case 'coatingThicknessOther':
      return checkText(
        value,
        COATING_THICKNESS_TEXT_MAX_LENGTH,
        COATING_THICKNESS_TEXT_PATTERN,
        fieldError('invalidValue'),
      );
    case 'coatingColourOther':
      return checkText(value, COLOUR_NAME_MAX_LENGTH, COLOUR_NAME_PATTERN, fieldError('onlyLetters'));
    case 'prime':
      return typeof value === 'boolean' ? null : fieldError('invalidValue');
    case 'numberOfItems':
      if (!isNumber(value)) return fieldError('notANumber');
      if (!Number.isInteger(value)) return fieldError('invalidValue');
      if (value < 1) return fieldError('higherNumber');
      return value > NUMBER_OF_ITEMS_MAX ? fieldError('lowerNumber') : null;
    case 'pictures':
    case 'packageDocument':
      return null;
    case 'packageTitle':
      return checkText(value, PACKAGE_TITLE_MAX_LENGTH, /./, fieldError('invalidValue'));
    case 'packageDescription':
      return checkText(value, PACKAGE_DESCRIPTION_MAX_LENGTH, /./, fieldError('invalidValue'));
    default:
      return checkDimension(value, LIMIT_OF[field]);
  }
}

/** True when the material has no errors. */
export function isMaterialValid(form: MaterialForm, features: readonly Feature[] = FEATURES): boolean {
  return Object.keys(validateMaterial(form, features)).length === 0;
}

function defaultChoice(field: MaterialChoiceField, options: ChoiceOptions): string | undefined {
  const preferred = MATERIAL_CHOICE_DEFAULTS[field];
  if (preferred === undefined) return undefined;
  if (isOfferedChoice(options, preferred)) return preferred;
  // e.g. pre-painted coil is only cold rolled: its one definition is the default
  const offered = options.options.filter((o) => !o.disabled);
  return offered.length === 1 ? offered[0]!.value : undefined;
}

/**
 * Applies a change to the material and clears what no longer fits (spec 001 §4): changing the
 * product to PACKAGE clears the dimensions, leaving PACKAGE clears the package data, a
 * non-stackable product loses its number of items, changing the coating clears its thickness,
 * colour, type and coverage, switching to prime clears the pictures. Then every choice (in
 * dependency order) that is no longer offered is cleared, and every field that no longer applies;
 * a defaulted choice (material type, shape, definition, plate type) that this change emptied or
 * made applicable takes its default again. A grade chosen without its specification gets the one
 * specification that lists it. `features` decides disabled options (all by default).
 */
export function applyMaterialChange(
  previous: MaterialForm,
  change: Partial<MaterialForm>,
  features: readonly Feature[] = FEATURES,
): MaterialForm {
  const next: MaterialForm = { ...previous, ...change };
  const changed = (field: MaterialFormField) => field in change && change[field] !== previous[field];
  const clear = (field: MaterialFormField) => {
    delete next[field];
  };
  const clearUnlessChanged = (field: MaterialFormField) => {
    if (!(field in change)) clear(field);
  };

  if (changed('product')) {
    if (next.product === 'PACKAGE') DIMENSION_FIELDS.forEach(clearUnlessChanged);
    if (previous.product === 'PACKAGE') PACKAGE_FIELDS.forEach(clearUnlessChanged);
    if (!isStackable(next.product as Product | null | undefined)) clearUnlessChanged('numberOfItems');
  }
  if (changed('coating')) COATING_DETAIL_FIELDS.forEach(clearUnlessChanged);
  if (changed('prime') && next.prime === true) clearUnlessChanged('pictures');

  const before = getMaterialFieldRules(previous, features);
  for (const field of MATERIAL_CHOICE_FIELDS) {
    const options = getChoiceOptions(field, next, features) as ChoiceOptions;
    if (isFilled(next[field]) && (!options.applicable || !isOfferedChoice(options, next[field]))) clear(field);
    const emptiedNow = isFilled(previous[field]) && !isFilled(next[field]);
    const newlyApplicable = !before[field].applicable && options.applicable;
    if (!isFilled(next[field]) && options.applicable && !(field in change) && (emptiedNow || newlyApplicable)) {
      const value = defaultChoice(field, options);
      if (value !== undefined) (next as Record<string, unknown>)[field] = value;
    }
  }
  if (isFilled(next.grade) && !isFilled(next.specification)) {
    const specification = specificationOfGrade(next.grade!, next);
    if (specification) next.specification = specification;
  }

  const after = getMaterialFieldRules(next, features);
  for (const field of OTHER_FIELDS) if (isFilled(next[field]) && !after[field].applicable) clear(field);
  return next;
}
