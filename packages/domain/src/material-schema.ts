import { z } from 'zod';
import { FIELD_MESSAGES, choiceField, formatMessage, groupError, numberField, textField } from './field-messages';
import { DIMENSION_LIMITS, NUMBER_OF_ITEMS_MAX } from './input-limits';
import type { FieldError } from './field-messages';
import type { ListingFileRef } from './listing-files';
import {
  DEFINITIONS,
  FINISHES,
  MATERIAL_TYPES,
  MILL_FINISHES,
  PLATE_TYPES,
  POLISHES,
  PRODUCTS,
  SHAPES,
  SURFACES,
  TEMPERS,
  TOLERANCES,
} from './material-catalogue';
import {
  COATINGS,
  COATING_COLOURS,
  COATING_COVERAGES,
  COATING_THICKNESS_TEXT_MAX_LENGTH,
  COATING_TYPES,
  COLOUR_NAME_MAX_LENGTH,
} from './material-coatings';
import { SPECIFICATIONS } from './material-grades';
import { DIMENSION_FIELDS, MATERIAL_CHOICE_FIELDS, PACKAGE_FIELDS } from './material-options';
import type { MaterialForm, MaterialFormField } from './material-options';

/** The products of a listing; packages have their own calls. */
export const LISTED_PRODUCTS = [
  'COIL',
  'SHEET',
  'PLATE',
  'TREAD',
] as const satisfies readonly (typeof PRODUCTS)[number][];

/**
 * listing.material (spec 001 §3): the product and every choice. Only the product is required
 * here; which other choices are required, allowed and valid together is validateMaterial's
 * business, which the listing and package bodies run over the whole body.
 */
export function materialSchema<const P extends readonly [string, ...string[]]>(products: P) {
  return z.object(
    {
      product: choiceField(products),
      materialType: choiceField(MATERIAL_TYPES).nullish(),
      shape: choiceField(SHAPES).nullish(),
      definition: choiceField(DEFINITIONS).nullish(),
      plateType: choiceField(PLATE_TYPES).nullish(),
      specification: choiceField(SPECIFICATIONS).nullish(),
      /** A grade's designation; which are valid depends on the other choices. */
      grade: textField(20).nullish(),
      surface: choiceField(SURFACES).nullish(),
      finish: choiceField(FINISHES).nullish(),
      millFinish: choiceField(MILL_FINISHES).nullish(),
      polish: choiceField(POLISHES).nullish(),
      temper: choiceField(TEMPERS).nullish(),
      coating: choiceField(COATINGS).nullish(),
      /** A designation of the coating (Z275) or OTHER. */
      coatingThicknessValue: textField(20).nullish(),
      coatingThicknessOther: textField(COATING_THICKNESS_TEXT_MAX_LENGTH).nullish(),
      coatingColour: choiceField(COATING_COLOURS).nullish(),
      coatingColourOther: textField(COLOUR_NAME_MAX_LENGTH).nullish(),
      coatingType: choiceField(COATING_TYPES).nullish(),
      coatingCoverage: choiceField(COATING_COVERAGES).nullish(),
      tolerance: choiceField(TOLERANCES).nullish(),
    },
    groupError,
  );
}

/** The material of any listing or package reply. */
export const listingMaterial = materialSchema(PRODUCTS);
export type ListingMaterial = z.infer<typeof listingMaterial>;

/**
 * listing.materialDimensions of a reply, in millimetres: thickness to 0.01 mm, width and length whole
 * millimetres; width and length either exact or as a min–max range (checked by validateMaterial).
 */
export const materialDimensions = z.object(
  {
    thickness: numberField().nullish(),
    width: numberField().nullish(),
    length: numberField().nullish(),
    minWidth: numberField().nullish(),
    maxWidth: numberField().nullish(),
    minLength: numberField().nullish(),
    maxLength: numberField().nullish(),
  },
  groupError,
);

/** A dimension of a body: above 0 and at most its limit (DIMENSION_LIMITS), as validateMaterial says it. */
const dimensionField = (max: number) =>
  numberField()
    .gt(0, formatMessage(FIELD_MESSAGES.largerThan, { min: 0 }))
    .max(max, FIELD_MESSAGES.lowerNumber);

/**
 * listing.materialDimensions in a listing or draft body: as materialDimensions, each at most the
 * wizard's limit (thickness 300 mm, width 5,000 mm, length 30,000 mm).
 */
export const materialDimensionsBody = z.object(
  {
    thickness: dimensionField(DIMENSION_LIMITS.thickness.max).nullish(),
    width: dimensionField(DIMENSION_LIMITS.width.max).nullish(),
    length: dimensionField(DIMENSION_LIMITS.length.max).nullish(),
    minWidth: dimensionField(DIMENSION_LIMITS.width.max).nullish(),
    maxWidth: dimensionField(DIMENSION_LIMITS.width.max).nullish(),
    minLength: dimensionField(DIMENSION_LIMITS.length.max).nullish(),
    maxLength: dimensionField(DIMENSION_LIMITS.length.max).nullish(),
  },
  groupError,
);
export type MaterialDimensionsBody = z.infer<typeof materialDimensionsBody>;

/** The number of items of a body: whole, at least 1 and at most NUMBER_OF_ITEMS_MAX, as validateMaterial says it. */
export const numberOfItemsField = numberField()
  .int(FIELD_MESSAGES.invalidValue)
  .min(1, FIELD_MESSAGES.higherNumber)
  .max(NUMBER_OF_ITEMS_MAX, FIELD_MESSAGES.lowerNumber);

/** The parts of a listing or package body the material rules look at. */
export interface MaterialBodyParts {
  material: ListingMaterial | z.infer<ReturnType<typeof materialSchema>>;
  materialDimensions?: MaterialDimensionsBody | null;
  prime?: boolean | null;
  numberOfItems?: number | null;
  pictures?: readonly ListingFileRef[] | null;
  packageTitle?: string | null;
  packageDescription?: string | null;
  packageDocument?: ListingFileRef | null;
}

/** A body as the material form the rules work on. */
export function toMaterialForm(body: MaterialBodyParts): MaterialForm {
  const form: Record<string, unknown> = { ...body.material, ...(body.materialDimensions ?? {}) };
  for (const key of ['prime', 'numberOfItems', 'pictures', ...PACKAGE_FIELDS] as const) {
    if (body[key] !== undefined) form[key] = body[key];
  }
  return form as MaterialForm;
}

/** Where a material form field sits in a listing or package body. */
export function bodyPathOf(field: MaterialFormField): string[] {
  if ((MATERIAL_CHOICE_FIELDS as readonly string[]).includes(field)) return ['material', field];
  if (field === 'coatingThicknessOther' || field === 'coatingColourOther') return ['material', field];
  if ((DIMENSION_FIELDS as readonly string[]).includes(field)) return ['materialDimensions', field];
  return [field];
}

/** Adds validateMaterial's errors to a zod refinement, each at its body path. */
export function addMaterialIssues(ctx: z.RefinementCtx, errors: Partial<Record<MaterialFormField, FieldError>>) {
  for (const [field, error] of Object.entries(errors) as [MaterialFormField, FieldError][]) {
    ctx.addIssue({ code: 'custom', message: error.message, path: bodyPathOf(field) });
  }
}
