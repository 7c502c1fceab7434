import type { ListingFileRef } from './listing-files';
import {
  ENABLED_SHAPES,
  MATERIAL_TYPES,
  MATERIAL_TYPE_FEATURES,
  PRODUCTS,
  PRODUCTS_OF_MATERIAL_TYPE,
  SHAPES,
  definitionsFor,
  finishesFor,
  hasDefinition,
  hasPlateType,
  isStackable,
  millFinishesFor,
  plateTypesFor,
  polishesFor,
  requiresCoating,
  requiresFinish,
  surfacesFor,
  tempersFor,
  tolerancesFor,
} from './material-catalogue';
import type {
  Definition,
  Finish,
  MaterialType,
  MillFinish,
  PlateType,
  Polish,
  Product,
  Shape,
  Surface,
  Temper,
  Tolerance,
} from './material-catalogue';
import {
  COATING_COLOURS,
  COATING_COVERAGES,
  COATING_TYPES,
  OTHER,
  coatingThicknessValuesFor,
  coatingsFor,
  requiresCoverage,
} from './material-coatings';
import type { Coating, CoatingColour, CoatingCoverage, CoatingType } from './material-coatings';
import { gradesFor, specificationsFor } from './material-grades';
import type { Specification } from './material-grades';
import { FEATURES } from './roles';
import type { Feature } from './roles';

/** The material's choices (listing.material of spec 001 §3); an empty choice is null or absent. */
export interface MaterialChoices {
  product?: Product | null;
  materialType?: MaterialType | null;
  shape?: Shape | null;
  definition?: Definition | null;
  plateType?: PlateType | null;
  specification?: Specification | null;
  grade?: string | null;
  surface?: Surface | null;
  finish?: Finish | null;
  millFinish?: MillFinish | null;
  polish?: Polish | null;
  temper?: Temper | null;
  coating?: Coating | null;
  /** A thickness designation of the coating (Z275), or OTHER with coatingThicknessOther. */
  coatingThicknessValue?: string | null;
  coatingThicknessOther?: string | null;
  /** A RAL code, or OTHER with coatingColourOther (letters only). */
  coatingColour?: CoatingColour | null;
  coatingColourOther?: string | null;
  coatingType?: CoatingType | null;
  coatingCoverage?: CoatingCoverage | null;
  tolerance?: Tolerance | null;
}

/** Dimensions in millimetres: thickness to 0.01 mm, width and length whole; width and length exact or a range. */
export interface MaterialDimensions {
  thickness?: number | null;
  width?: number | null;
  length?: number | null;
  minWidth?: number | null;
  maxWidth?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}

/** The shared form model of spec 001 §3 Material, as far as the material rules concern it. */
export interface MaterialForm extends MaterialChoices, MaterialDimensions {
  prime?: boolean | null;
  numberOfItems?: number | null;
  /** Pictures show non-prime material's condition; prime material has none (spec 001 §4). */
  pictures?: readonly ListingFileRef[] | null;
  packageTitle?: string | null;
  packageDescription?: string | null;
  packageDocument?: ListingFileRef | null;
}
export type MaterialFormField = keyof MaterialForm;

/** The choice fields, in the order one decides the next (a change is swept through them in this order). */
export const MATERIAL_CHOICE_FIELDS = [
  'product',
  'materialType',
  'shape',
  'definition',
  'plateType',
  'coating',
  'specification',
  'grade',
  'surface',
  'finish',
  'millFinish',
  'polish',
  'temper',
  'coatingThicknessValue',
  'coatingColour',
  'coatingType',
  'coatingCoverage',
  'tolerance',
] as const satisfies readonly (keyof MaterialChoices)[];
export type MaterialChoiceField = (typeof MATERIAL_CHOICE_FIELDS)[number];

export const DIMENSION_FIELDS = [
  'thickness',
  'width',
  'length',
  'minWidth',
  'maxWidth',
  'minLength',
  'maxLength',
] as const satisfies readonly (keyof MaterialDimensions)[];
export const PACKAGE_FIELDS = ['packageTitle', 'packageDescription', 'packageDocument'] as const;
/** What changing the coating clears (spec 001 §4). */
export const COATING_DETAIL_FIELDS = [
  'coatingThicknessValue',
  'coatingThicknessOther',
  'coatingColour',
  'coatingColourOther',
  'coatingType',
  'coatingCoverage',
] as const;

/** Whether a field applies to the material now, and whether it must be filled. */
export interface FieldRule {
  applicable: boolean;
  required: boolean;
}

/** What the form may offer for a choice: disabled options are shown but cannot be chosen. */
export interface ChoiceOptions<T extends string = string> extends FieldRule {
  options: { value: T; disabled: boolean }[];
}

type ChoiceValue<K extends MaterialChoiceField> = NonNullable<MaterialChoices[K]>;
export type MaterialOptions = { [K in MaterialChoiceField]: ChoiceOptions<ChoiceValue<K>> };

/** True when something was entered: not absent, null, blank text or an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const enabled = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, disabled: false }));
const choice = <T extends string>(values: readonly T[], required = true, applicable = values.length > 0) => ({
  applicable,
  required: applicable && required,
  options: applicable ? enabled(values) : [],
});

const isListed = (product: Product | null | undefined) => !!product && product !== 'PACKAGE';
const isRoadPlate = (form: MaterialForm) =>
  hasPlateType(form.product, form.materialType) && form.plateType === 'ROAD_PLATE';

/** The options of one choice field for the material as it stands. */
export function getChoiceOptions<K extends MaterialChoiceField>(
  field: K,
  form: MaterialForm,
  features: readonly Feature[] = FEATURES,
): ChoiceOptions<ChoiceValue<K>> {
  return choiceOptions(field, form, features) as ChoiceOptions<ChoiceValue<K>>;
}

function choiceOptions(field: MaterialChoiceField, form: MaterialForm, features: readonly Feature[]): ChoiceOptions {
  const listed = isListed(form.product);
  switch (field) {
    case 'product':
      return choice(PRODUCTS);
    case 'materialType': {
      const types = MATERIAL_TYPES.filter((t) => !form.product || PRODUCTS_OF_MATERIAL_TYPE[t].includes(form.product));
      const options = types.map((value) => {
        const needed = MATERIAL_TYPE_FEATURES[value];
        return { value, disabled: needed !== undefined && !features.includes(needed) };
      });
      return { applicable: true, required: true, options };
    }
    case 'shape':
      return {
        applicable: true,
        required: true,
        options: SHAPES.map((value) => ({ value, disabled: !ENABLED_SHAPES.includes(value) })),
      };
    case 'definition':
      return choice(definitionsFor(form), true, hasDefinition(form.product));
    case 'plateType':
      return choice(plateTypesFor(form), true, hasPlateType(form.product, form.materialType));
    case 'coating':
      return choice(coatingsFor(form), true, listed && requiresCoating(form.materialType));
    case 'specification':
      return choice(specificationsFor(form), !isRoadPlate(form), listed);
    case 'grade':
      return choice(gradesFor(form), !isRoadPlate(form), listed);
    case 'surface':
      return choice(surfacesFor(form), false);
    case 'finish':
      return choice(finishesFor(form), requiresFinish(form));
    case 'millFinish':
      return choice(millFinishesFor(form));
    case 'polish':
      return choice(polishesFor(form));
    case 'temper':
      return choice(tempersFor(form), false);
    case 'coatingThicknessValue':
      return choice(
        coatingThicknessValuesFor(form.coating),
        true,
        listed && requiresCoating(form.materialType) && !!form.coating,
      );
    case 'coatingColour':
      return choice(COATING_COLOURS, true, listed && form.materialType === 'PRE_PAINTED');
    case 'coatingType':
      return choice(COATING_TYPES, true, listed && form.materialType === 'PRE_PAINTED');
    case 'coatingCoverage':
      return choice(COATING_COVERAGES, true, requiresCoverage(form));
    case 'tolerance':
      return choice(tolerancesFor(form), false, listed);
  }
}

/** What the form may offer for each choice now (spec 001 §4, §5); stainless needs its feature. */
export function getMaterialOptions(form: MaterialForm, features: readonly Feature[] = FEATURES): MaterialOptions {
  const result = {} as Record<MaterialChoiceField, ChoiceOptions>;
  for (const field of MATERIAL_CHOICE_FIELDS) result[field] = choiceOptions(field, form, features);
  return result as MaterialOptions;
}

/** True when the value is one of the field's options and not disabled. */
export function isOfferedChoice(options: ChoiceOptions, value: unknown): boolean {
  return options.options.some((o) => o.value === value && !o.disabled);
}

const rule = (applicable: boolean, required = applicable): FieldRule => ({
  applicable,
  required: applicable && required,
});

/**
 * Which fields apply to the material and which must be filled: dimensions for everything but
 * packages (length only for SHEET, PLATE and TREAD; width and length exact or as a min–max range),
 * number of items for stackable products, pictures for non-prime material, package data for packages.
 */
export function getMaterialFieldRules(
  form: MaterialForm,
  features: readonly Feature[] = FEATURES,
): Record<MaterialFormField, FieldRule> {
  const options = getMaterialOptions(form, features);
  const listed = isListed(form.product);
  const stackable = isStackable(form.product);
  const widthRange = isFilled(form.minWidth) || isFilled(form.maxWidth);
  const lengthRange = isFilled(form.minLength) || isFilled(form.maxLength);
  const choices = Object.fromEntries(
    MATERIAL_CHOICE_FIELDS.map((f) => [f, { applicable: options[f].applicable, required: options[f].required }]),
  ) as Record<MaterialChoiceField, FieldRule>;
  return {
    ...choices,
    coatingThicknessOther: rule(options.coatingThicknessValue.applicable && form.coatingThicknessValue === OTHER),
    coatingColourOther: rule(options.coatingColour.applicable && form.coatingColour === OTHER),
    prime: rule(true),
    thickness: rule(listed),
    width: rule(listed, !widthRange),
    minWidth: rule(listed, widthRange && !isFilled(form.width)),
    maxWidth: rule(listed, widthRange && !isFilled(form.width)),
    length: rule(stackable, !lengthRange),
    minLength: rule(stackable, lengthRange && !isFilled(form.length)),
    maxLength: rule(stackable, lengthRange && !isFilled(form.length)),
    // required only when the price is per item or the weight is calculated by item (listing rules)
    numberOfItems: rule(stackable, false),
    pictures: rule(form.prime === false, false),
    packageTitle: rule(form.product === 'PACKAGE'),
    packageDescription: rule(form.product === 'PACKAGE', false),
    packageDocument: rule(form.product === 'PACKAGE'),
  };
}
