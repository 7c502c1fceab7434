import type { Definition, MaterialContext, MaterialType } from './material-catalogue';

/*
 * Coatings of coated and pre-painted steel: the metallic coating with its thickness designation,
 * and for pre-painted steel the colour, paint system and coated sides.
 */

/** Metallic coatings by EN 10346 / EN 10152 letter: Z, ZF, ZA, AZ, ZM, AS and ZE. */
export const COATINGS = [
  'ZINC',
  'ZINC_IRON',
  'ZINC_ALUMINIUM',
  'ALUMINIUM_ZINC',
  'ZINC_MAGNESIUM',
  'ALUMINIUM_SILICON',
  'ELECTROLYTIC_ZINC',
] as const;
export type Coating = (typeof COATINGS)[number];

/** The designation letters of each coating, as thickness values are written (Z275, AZ150, ZE25/25). */
export const COATING_SYMBOLS: Readonly<Record<Coating, string>> = {
  ZINC: 'Z',
  ZINC_IRON: 'ZF',
  ZINC_ALUMINIUM: 'ZA',
  ALUMINIUM_ZINC: 'AZ',
  ZINC_MAGNESIUM: 'ZM',
  ALUMINIUM_SILICON: 'AS',
  ELECTROLYTIC_ZINC: 'ZE',
};

export const COATINGS_OF_MATERIAL_TYPE: Readonly<Partial<Record<MaterialType, readonly Coating[]>>> = {
  COATED_STEEL: COATINGS,
  // organic coating lines paint zinc, Galfan, aluzinc and zinc-magnesium substrates
  PRE_PAINTED: ['ZINC', 'ZINC_ALUMINIUM', 'ALUMINIUM_ZINC', 'ZINC_MAGNESIUM'],
};

/** Electrolytic zinc is plated on cold-rolled strip only (EN 10152). */
const COATING_DEFINITIONS: Readonly<Partial<Record<Coating, readonly Definition[]>>> = {
  ELECTROLYTIC_ZINC: ['COLD_ROLLED'],
};

/** The coatings valid for the material; an unchosen definition does not narrow them yet. */
export function coatingsFor(c: MaterialContext): readonly Coating[] {
  if (!c.product || c.product === 'PACKAGE' || !c.materialType) return [];
  const coatings = COATINGS_OF_MATERIAL_TYPE[c.materialType] ?? [];
  const definition = c.definition;
  if (!definition) return coatings;
  return coatings.filter((coating) => COATING_DEFINITIONS[coating]?.includes(definition) ?? true);
}

/** The free-text choice of coating thickness and colour (not offered in search, spec 001 §5). */
export const OTHER = 'OTHER';

/**
 * Coating thickness designations. Hot-dip values give the coating mass in g/m² over both sides
 * (Z275 = 275 g/m²). Electrolytic zinc gives the thickness per side in tenths of a µm and is
 * written for both sides: ZE25/25 on two sides, ZE25/00 on one (EN 10152).
 */
export const COATING_THICKNESS_VALUES: Readonly<Record<Coating, readonly string[]>> = {
  ZINC: ['Z100', 'Z140', 'Z200', 'Z225', 'Z275', 'Z350', 'Z450', 'Z600'],
  ZINC_IRON: ['ZF100', 'ZF120'],
  ZINC_ALUMINIUM: ['ZA095', 'ZA130', 'ZA185', 'ZA200', 'ZA255', 'ZA300'],
  ALUMINIUM_ZINC: ['AZ100', 'AZ150', 'AZ185'],
  ZINC_MAGNESIUM: ['ZM070', 'ZM090', 'ZM120', 'ZM140', 'ZM175', 'ZM250', 'ZM310'],
  ALUMINIUM_SILICON: ['AS060', 'AS080', 'AS100', 'AS120', 'AS150'],
  ELECTROLYTIC_ZINC: ['ZE25', 'ZE50', 'ZE75', 'ZE100'],
};

/** Coatings whose thickness is given per side, so the coated sides must be named. */
export const PER_SIDE_COATINGS: readonly Coating[] = ['ELECTROLYTIC_ZINC'];

/** The thickness values of a coating, with OTHER (free text) last; none without a coating. */
export function coatingThicknessValuesFor(coating: string | null | undefined): readonly string[] {
  const values = coating ? COATING_THICKNESS_VALUES[coating as Coating] : undefined;
  return values ? [...values, OTHER] : [];
}

/** The sides a coating covers: one or both. */
export const COATING_COVERAGES = ['ONE_SIDED', 'TWO_SIDED'] as const;
export type CoatingCoverage = (typeof COATING_COVERAGES)[number];

/** True when the coated sides must be named: pre-painted steel and per-side metallic coatings. */
export function requiresCoverage(c: MaterialContext): boolean {
  if (!c.product || c.product === 'PACKAGE') return false;
  if (c.materialType === 'PRE_PAINTED') return true;
  return c.materialType === 'COATED_STEEL' && PER_SIDE_COATINGS.includes(c.coating as Coating);
}

/**
 * Writes a coating thickness for display: a per-side value on two sides as "x/x" (ZE25/25), on one
 * side as "x/00" (ZE25/00); hot-dip mass values as they are (Z275); OTHER as the seller's text.
 */
export function formatCoatingThickness(
  value: string | null | undefined,
  coverage?: CoatingCoverage | null,
  otherText?: string | null,
): string {
  if (!value) return '';
  if (value === OTHER) return otherText?.trim() ?? '';
  const perSide = /^(ZE)(\d+)$/.exec(value);
  if (!perSide) return value;
  const [, symbol, amount] = perSide as unknown as [string, string, string];
  return `${symbol}${formatTwoSided(amount, coverage === 'ONE_SIDED' ? '00' : amount)}`;
}

/** Two sides' values as "top/bottom" (spec 001 §5: two-sided coated material shows "x/x"). */
export function formatTwoSided(top: string | number, bottom: string | number = top): string {
  return `${top}/${bottom}`;
}

/** Paint systems of pre-painted steel (EN 10169): polyester, silicone polyester, PUR, PUR-PA, PVDF, plastisol. */
export const COATING_TYPES = [
  'POLYESTER',
  'SILICONE_MODIFIED_POLYESTER',
  'POLYURETHANE',
  'POLYURETHANE_POLYAMIDE',
  'PVDF',
  'PLASTISOL',
] as const;
export type CoatingType = (typeof COATING_TYPES)[number];

/** The colours stocked most in pre-painted coil, by RAL Classic number; OTHER takes a colour name. */
export const COATING_COLOURS = [
  'RAL_1015',
  'RAL_3000',
  'RAL_3009',
  'RAL_3011',
  'RAL_5010',
  'RAL_5012',
  'RAL_6005',
  'RAL_6011',
  'RAL_7016',
  'RAL_7024',
  'RAL_7035',
  'RAL_8004',
  'RAL_8012',
  'RAL_8017',
  'RAL_9002',
  'RAL_9005',
  'RAL_9006',
  'RAL_9007',
  'RAL_9010',
  'RAL_9016',
  OTHER,
] as const;
export type CoatingColour = (typeof COATING_COLOURS)[number];

/** A colour name typed for OTHER: letters of any language, spaces, hyphens and apostrophes. */
export const COLOUR_NAME_PATTERN = /^[\p{L}' -]+$/u;
export const COLOUR_NAME_MAX_LENGTH = 50;
/** A thickness typed for OTHER, e.g. "Z180" or "ZM 200"; letters, digits, spaces and . / + -. */
export const COATING_THICKNESS_TEXT_PATTERN = /^[\p{L}\p{N} ./+-]+$/u;
export const COATING_THICKNESS_TEXT_MAX_LENGTH = 20;

/** The name of a colour: "RAL 9002" for a RAL code, the seller's text for OTHER. */
export function formatCoatingColour(colour: string | null | undefined, otherText?: string | null): string {
  if (!colour) return '';
  if (colour === OTHER) return otherText?.trim() ?? '';
  return colour.replace(/^RAL_/, 'RAL ');
}
