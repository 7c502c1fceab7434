import type { Feature } from './roles';

/*
 * The material catalogue of the listing form (spec 001 §3 Material). Every choice is a stable
 * UPPER_SNAKE code that the web translates by code; only proper names (standard designations such
 * as the EN 10088-2 finish "2B") are written as they are. Grades, specifications and coatings live
 * in material-grades.ts and material-coatings.ts; which choice is valid with which is decided here
 * and composed in material-options.ts.
 */

/** Products a seller lists; PACKAGE is a mixed lot described by an Excel package list. */
export const PRODUCTS = ['COIL', 'SHEET', 'PLATE', 'TREAD', 'PACKAGE'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Products sold by the piece and stacked: they have a length and a number of items (spec 001 §9). */
export const STACKABLE_PRODUCTS = ['SHEET', 'PLATE', 'TREAD'] as const satisfies readonly Product[];
export type StackableProduct = (typeof STACKABLE_PRODUCTS)[number];

/** True for SHEET, PLATE and TREAD. */
export function isStackable(product: Product | null | undefined): product is StackableProduct {
  return (STACKABLE_PRODUCTS as readonly string[]).includes(product ?? '');
}

/**
 * The material types, chosen for what a European flat-steel stockholder trades:
 * - MILD_STEEL: uncoated carbon steel, hot or cold rolled (structural and forming grades), the bulk
 *   of the trade;
 * - COATED_STEEL: metallic-coated steel (hot-dip galvanised Z, ZF, ZA, aluzinc AZ, zinc-magnesium
 *   ZM, aluminium-silicon AS, electrogalvanised ZE), traded by coating designation;
 * - PRE_PAINTED: organic-coated steel on a metallic-coated substrate (EN 10169), traded by colour,
 *   paint system and coated sides;
 * - STAINLESS_STEEL: behind the STAINLESS_STEEL feature (spec 001 §5).
 * Aluminium is left out: it is not steel, and the theoretical weight's densities (7.85 and 7.9
 * kg/dm³) would not hold for it.
 */
export const MATERIAL_TYPES = ['MILD_STEEL', 'COATED_STEEL', 'PRE_PAINTED', 'STAINLESS_STEEL'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Material types a user may offer only with a feature. */
export const MATERIAL_TYPE_FEATURES: Readonly<Partial<Record<MaterialType, Feature>>> = {
  STAINLESS_STEEL: 'STAINLESS_STEEL',
};

/** Material types that must name their coating (spec 001 §5: coating fields mandatory when required). */
export const COATED_MATERIAL_TYPES = ['COATED_STEEL', 'PRE_PAINTED'] as const satisfies readonly MaterialType[];

/** True when the material type needs the coating fields. */
export function requiresCoating(materialType: MaterialType | null | undefined): boolean {
  return (COATED_MATERIAL_TYPES as readonly string[]).includes(materialType ?? '');
}

/** The products each material type comes as. */
export const PRODUCTS_OF_MATERIAL_TYPE: Readonly<Record<MaterialType, readonly Product[]>> = {
  MILD_STEEL: PRODUCTS,
  // coated and painted steel leave the continuous coating lines as coil, or sheet cut from it
  COATED_STEEL: ['COIL', 'SHEET', 'PACKAGE'],
  PRE_PAINTED: ['COIL', 'SHEET', 'PACKAGE'],
  STAINLESS_STEEL: PRODUCTS,
};

export const SHAPES = ['FLAT', 'LONG', 'TUBE_PIPE'] as const;
export type Shape = (typeof SHAPES)[number];
/** Only flat products are traded for now; LONG and TUBE_PIPE are offered disabled (spec 001 §5). */
export const ENABLED_SHAPES: readonly Shape[] = ['FLAT'];

/** How coil and sheet were made; HOT_ROLLED_PICKLED_OILED is the trade's "HRPO". */
export const DEFINITIONS = ['HOT_ROLLED', 'HOT_ROLLED_PICKLED_OILED', 'COLD_ROLLED'] as const;
export type Definition = (typeof DEFINITIONS)[number];

/** Only coil and sheet name a definition: plate and tread plate are hot rolled by nature. */
export const PRODUCTS_WITH_DEFINITION = ['COIL', 'SHEET'] as const satisfies readonly Product[];

export const DEFINITIONS_OF_MATERIAL_TYPE: Readonly<Record<MaterialType, readonly Definition[]>> = {
  MILD_STEEL: DEFINITIONS,
  // heavy-gauge galvanised strip is coated on a hot-rolled substrate, the rest on cold-rolled
  COATED_STEEL: ['HOT_ROLLED', 'COLD_ROLLED'],
  PRE_PAINTED: ['COLD_ROLLED'],
  STAINLESS_STEEL: ['HOT_ROLLED', 'COLD_ROLLED'],
};

/** True when the product names a definition. */
export function hasDefinition(product: Product | null | undefined): boolean {
  return (PRODUCTS_WITH_DEFINITION as readonly string[]).includes(product ?? '');
}

/** What a mild-steel plate is for; stainless plate is told apart by grade and finish instead. */
export const PLATE_TYPES = [
  'STRUCTURAL_STEEL',
  'ROAD_PLATE',
  'HIGH_STRENGTH',
  'PRESSURE_VESSEL',
  'WEAR_RESISTANT',
] as const;
export type PlateType = (typeof PLATE_TYPES)[number];

/** Road plates are used plates laid over trenches: never prime material (spec 001 §4). */
export const NON_PRIME_PLATE_TYPES: readonly PlateType[] = ['ROAD_PLATE'];

/** True for mild-steel plate, the only product that names a plate type. */
export function hasPlateType(product: Product | null | undefined, materialType: MaterialType | null | undefined) {
  return product === 'PLATE' && materialType === 'MILD_STEEL';
}

/** Surface condition (mild steel) and surface treatment (coated steel, EN 10346). */
export const SURFACES = [
  'BLACK',
  'SHOT_BLASTED',
  'SHOT_BLASTED_PRIMED',
  'PICKLED_OILED',
  'PICKLED_DRY',
  'OILED',
  'DRY',
  'CHEMICALLY_PASSIVATED',
  'PASSIVATED_OILED',
  'PHOSPHATED',
  'SEALED',
  'UNTREATED',
] as const;
export type Surface = (typeof SURFACES)[number];

/** Stainless steel is mill finished or polished; zinc-coated steel has a normal or minimised spangle. */
export const FINISHES = ['MILL_FINISH', 'POLISHED', 'NORMAL_SPANGLE', 'MINIMISED_SPANGLE'] as const;
export type Finish = (typeof FINISHES)[number];

/** Stainless mill finishes by their EN 10088-2 designation: 1x hot rolled, 2x cold rolled (2R is bright annealed). */
export const MILL_FINISHES = ['1D', '1E', '2B', '2D', '2E', '2R'] as const;
export type MillFinish = (typeof MILL_FINISHES)[number];
const HOT_ROLLED_MILL_FINISHES: readonly MillFinish[] = ['1D', '1E'];
const COLD_ROLLED_MILL_FINISHES: readonly MillFinish[] = ['2B', '2D', '2E', '2R'];

/** Polished stainless steel by grit, brushed or mirror. */
export const POLISHES = ['GRIT_180', 'GRIT_240', 'GRIT_320', 'GRIT_400', 'BRUSHED', 'MIRROR'] as const;
export type Polish = (typeof POLISHES)[number];

/** Temper of cold-rolled material; the quarter to full hard tempers are stainless steel's (EN 10151). */
export const TEMPERS = ['ANNEALED', 'SKIN_PASSED', 'QUARTER_HARD', 'HALF_HARD', 'FULL_HARD'] as const;
export type Temper = (typeof TEMPERS)[number];

/** Dimensional tolerances by the standard that defines them (EN 10029 plate in classes A to D). */
export const TOLERANCES = [
  'EN_10029_CLASS_A',
  'EN_10029_CLASS_B',
  'EN_10029_CLASS_C',
  'EN_10029_CLASS_D',
  'EN_10051',
  'EN_10131',
  'EN_10143',
  'EN_10363',
  'EN_ISO_9445',
  'EN_ISO_18286',
] as const;
export type Tolerance = (typeof TOLERANCES)[number];

/** The choices that decide which other choices are valid (a subset of the material form). */
export interface MaterialContext {
  product?: Product | null;
  materialType?: MaterialType | null;
  definition?: Definition | null;
  plateType?: PlateType | null;
  coating?: string | null;
  finish?: Finish | null;
  prime?: boolean | null;
}

/** The plate types valid for a plate; ROAD_PLATE only for non-prime material. */
export function plateTypesFor(c: MaterialContext): readonly PlateType[] {
  if (!hasPlateType(c.product, c.materialType)) return [];
  return c.prime === false ? PLATE_TYPES : PLATE_TYPES.filter((t) => !NON_PRIME_PLATE_TYPES.includes(t));
}

/** The definitions valid for coil and sheet of a material type (all of them while no type is chosen). */
export function definitionsFor(c: MaterialContext): readonly Definition[] {
  if (!hasDefinition(c.product)) return [];
  return c.materialType ? DEFINITIONS_OF_MATERIAL_TYPE[c.materialType] : DEFINITIONS;
}

/** The surfaces valid for the material; none for stainless (finishes instead) and pre-painted steel. */
export function surfacesFor(c: MaterialContext): readonly Surface[] {
  if (c.product === 'PACKAGE' || !c.product) return [];
  if (c.materialType === 'COATED_STEEL') {
    return ['CHEMICALLY_PASSIVATED', 'OILED', 'PASSIVATED_OILED', 'PHOSPHATED', 'SEALED', 'UNTREATED'];
  }
  if (c.materialType !== 'MILD_STEEL') return [];
  if (!hasDefinition(c.product)) return ['BLACK', 'SHOT_BLASTED', 'SHOT_BLASTED_PRIMED'];
  switch (c.definition) {
    case 'HOT_ROLLED':
      return ['BLACK', 'SHOT_BLASTED', 'SHOT_BLASTED_PRIMED'];
    case 'HOT_ROLLED_PICKLED_OILED':
      return ['PICKLED_OILED', 'PICKLED_DRY'];
    case 'COLD_ROLLED':
      return ['OILED', 'DRY'];
    default:
      return [];
  }
}

/** The finishes valid for the material: stainless steel always, zinc-coated (Z) steel its spangle. */
export function finishesFor(c: MaterialContext): readonly Finish[] {
  if (c.product === 'PACKAGE' || !c.product) return [];
  if (c.materialType === 'STAINLESS_STEEL')
    return hasDefinition(c.product) ? ['MILL_FINISH', 'POLISHED'] : ['MILL_FINISH'];
  if (c.materialType === 'COATED_STEEL' && c.coating === 'ZINC') return ['NORMAL_SPANGLE', 'MINIMISED_SPANGLE'];
  return [];
}

/** True when the finish is required (stainless steel); a spangle is optional. */
export function requiresFinish(c: MaterialContext): boolean {
  return c.materialType === 'STAINLESS_STEEL' && finishesFor(c).length > 0;
}

/** The mill finishes of mill-finished stainless steel, by how it was rolled. */
export function millFinishesFor(c: MaterialContext): readonly MillFinish[] {
  if (c.materialType !== 'STAINLESS_STEEL' || c.finish !== 'MILL_FINISH') return [];
  if (!hasDefinition(c.product)) return HOT_ROLLED_MILL_FINISHES;
  if (c.definition === 'HOT_ROLLED') return HOT_ROLLED_MILL_FINISHES;
  if (c.definition === 'COLD_ROLLED') return COLD_ROLLED_MILL_FINISHES;
  return [...HOT_ROLLED_MILL_FINISHES, ...COLD_ROLLED_MILL_FINISHES];
}

/** The polishes of polished stainless coil and sheet. */
export function polishesFor(c: MaterialContext): readonly Polish[] {
  return c.materialType === 'STAINLESS_STEEL' && c.finish === 'POLISHED' ? POLISHES : [];
}

/** The tempers of cold-rolled mild or stainless coil and sheet. */
export function tempersFor(c: MaterialContext): readonly Temper[] {
  if (!hasDefinition(c.product) || c.definition !== 'COLD_ROLLED') return [];
  if (c.materialType === 'MILD_STEEL') return ['ANNEALED', 'SKIN_PASSED', 'FULL_HARD'];
  if (c.materialType === 'STAINLESS_STEEL') return ['ANNEALED', 'QUARTER_HARD', 'HALF_HARD', 'FULL_HARD'];
  return [];
}

/** The tolerance standards that apply to the product and material. */
export function tolerancesFor(c: MaterialContext): readonly Tolerance[] {
  if (!c.product || c.product === 'PACKAGE' || !c.materialType) return [];
  if (c.product === 'TREAD') return ['EN_10363', 'EN_10051'];
  if (c.materialType === 'STAINLESS_STEEL') return c.product === 'PLATE' ? ['EN_ISO_18286'] : ['EN_ISO_9445'];
  if (c.product === 'PLATE') return ['EN_10029_CLASS_A', 'EN_10029_CLASS_B', 'EN_10029_CLASS_C', 'EN_10029_CLASS_D'];
  if (requiresCoating(c.materialType)) return ['EN_10143'];
  if (c.definition === 'COLD_ROLLED') return ['EN_10131'];
  if (c.definition) return ['EN_10051'];
  return ['EN_10051', 'EN_10131'];
}
