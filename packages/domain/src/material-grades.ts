import { hasDefinition, hasPlateType, requiresCoating } from './material-catalogue';
import type { Definition, MaterialContext, MaterialType, PlateType, Product } from './material-catalogue';
import type { Coating } from './material-coatings';

/*
 * Grades by the specification (standard) that defines them. A specification says for which
 * material types, products, definitions, plate types and coatings its grades are valid; a grade
 * is its standard designation (S355J2, DC04, DX51D, 1.4404), a proper name the web shows as it is.
 */

/** The specifications (standards) grades are listed under. */
export const SPECIFICATIONS = [
  'EN_10025_2',
  'EN_10025_4',
  'EN_10025_6',
  'EN_10028_2',
  'EN_10111',
  'EN_10130',
  'EN_10149_2',
  'EN_10268',
  'BRINELL_HARDNESS',
  'EN_10346',
  'EN_10152',
  'EN_10169',
  'EN_10088_2',
] as const;
export type Specification = (typeof SPECIFICATIONS)[number];

interface SpecificationEntry {
  materialTypes: readonly MaterialType[];
  products: readonly Product[];
  /** For coil and sheet: the definitions the grades are made as. */
  definitions?: readonly Definition[];
  /** For mild-steel plate: the plate types the grades serve. */
  plateTypes?: readonly PlateType[];
  /** For coated material: the coatings the standard covers. */
  coatings?: readonly Coating[];
  grades: readonly string[];
}

const HOT: readonly Definition[] = ['HOT_ROLLED', 'HOT_ROLLED_PICKLED_OILED'];
const HOT_DIP: readonly Coating[] = [
  'ZINC',
  'ZINC_IRON',
  'ZINC_ALUMINIUM',
  'ALUMINIUM_ZINC',
  'ZINC_MAGNESIUM',
  'ALUMINIUM_SILICON',
];

/** Which grades each specification lists and where they are valid. */
export const SPECIFICATION_CATALOGUE: Readonly<Record<Specification, SpecificationEntry>> = {
  // structural steel, hot rolled
  EN_10025_2: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET', 'PLATE', 'TREAD'],
    definitions: HOT,
    plateTypes: ['STRUCTURAL_STEEL', 'ROAD_PLATE'],
    grades: ['S235JR', 'S235J0', 'S235J2', 'S275JR', 'S275J0', 'S275J2', 'S355JR', 'S355J0', 'S355J2', 'S355K2'],
  },
  // thermomechanically rolled weldable fine-grain steel
  EN_10025_4: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET', 'PLATE'],
    definitions: HOT,
    plateTypes: ['STRUCTURAL_STEEL'],
    grades: ['S355M', 'S355ML', 'S420M', 'S420ML', 'S460M', 'S460ML'],
  },
  // quenched and tempered high-yield plate
  EN_10025_6: {
    materialTypes: ['MILD_STEEL'],
    products: ['PLATE'],
    plateTypes: ['HIGH_STRENGTH'],
    grades: ['S460Q', 'S460QL', 'S690Q', 'S690QL', 'S890QL', 'S960QL'],
  },
  // pressure vessel plate
  EN_10028_2: {
    materialTypes: ['MILD_STEEL'],
    products: ['PLATE'],
    plateTypes: ['PRESSURE_VESSEL'],
    grades: ['P235GH', 'P265GH', 'P295GH', 'P355GH'],
  },
  // hot-rolled low-carbon steel for cold forming
  EN_10111: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: HOT,
    grades: ['DD11', 'DD12', 'DD13', 'DD14'],
  },
  // cold-rolled low-carbon steel for cold forming
  EN_10130: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: ['COLD_ROLLED'],
    grades: ['DC01', 'DC03', 'DC04', 'DC05', 'DC06', 'DC07'],
  },
  // hot-rolled high-yield steel for cold forming
  EN_10149_2: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: HOT,
    grades: ['S315MC', 'S355MC', 'S420MC', 'S460MC', 'S500MC', 'S550MC', 'S600MC', 'S650MC', 'S700MC'],
  },
  // cold-rolled high-yield steel for cold forming
  EN_10268: {
    materialTypes: ['MILD_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: ['COLD_ROLLED'],
    grades: ['HC260LA', 'HC300LA', 'HC340LA', 'HC380LA', 'HC420LA'],
  },
  // wear-resistant plate has no EN grade: the trade names it by its nominal Brinell hardness
  BRINELL_HARDNESS: {
    materialTypes: ['MILD_STEEL'],
    products: ['PLATE'],
    plateTypes: ['WEAR_RESISTANT'],
    grades: ['HB400', 'HB450', 'HB500'],
  },
  // continuously hot-dip coated steel: forming (DX) and structural (GD) grades
  EN_10346: {
    materialTypes: ['COATED_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: ['HOT_ROLLED', 'COLD_ROLLED'],
    coatings: HOT_DIP,
    grades: ['DX51D', 'DX52D', 'DX53D', 'DX54D', 'S220GD', 'S250GD', 'S280GD', 'S320GD', 'S350GD'],
  },
  // electrolytically zinc-coated cold-rolled steel
  EN_10152: {
    materialTypes: ['COATED_STEEL'],
    products: ['COIL', 'SHEET'],
    definitions: ['COLD_ROLLED'],
    coatings: ['ELECTROLYTIC_ZINC'],
    grades: ['DC01+ZE', 'DC03+ZE', 'DC04+ZE', 'DC05+ZE', 'DC06+ZE'],
  },
  // organic-coated steel: the substrate's EN 10346 grade
  EN_10169: {
    materialTypes: ['PRE_PAINTED'],
    products: ['COIL', 'SHEET'],
    definitions: ['COLD_ROLLED'],
    coatings: ['ZINC', 'ZINC_ALUMINIUM', 'ALUMINIUM_ZINC', 'ZINC_MAGNESIUM'],
    grades: ['DX51D', 'DX52D', 'DX53D', 'S220GD', 'S250GD', 'S280GD', 'S320GD', 'S350GD'],
  },
  // stainless steel by material number: austenitic, ferritic and duplex grades
  EN_10088_2: {
    materialTypes: ['STAINLESS_STEEL'],
    products: ['COIL', 'SHEET', 'PLATE', 'TREAD'],
    definitions: ['HOT_ROLLED', 'COLD_ROLLED'],
    grades: [
      '1.4301',
      '1.4307',
      '1.4401',
      '1.4404',
      '1.4571',
      '1.4541',
      '1.4016',
      '1.4512',
      '1.4509',
      '1.4003',
      '1.4462',
    ],
  },
};

/** The AISI names buyers also search stainless grades by. */
export const GRADE_ALIASES: Readonly<Record<string, string>> = {
  '1.4301': '304',
  '1.4307': '304L',
  '1.4401': '316',
  '1.4404': '316L',
  '1.4571': '316Ti',
  '1.4541': '321',
  '1.4016': '430',
  '1.4512': '409',
  '1.4509': '441',
  '1.4462': '2205',
};

/** A grade for display, with its AISI name when it has one: "1.4404 (316L)". */
export function formatGrade(grade: string | null | undefined): string {
  if (!grade) return '';
  const alias = GRADE_ALIASES[grade];
  return alias ? `${grade} (${alias})` : grade;
}

function fits(entry: SpecificationEntry, c: MaterialContext): boolean {
  if (c.materialType && !entry.materialTypes.includes(c.materialType)) return false;
  if (c.product && !entry.products.includes(c.product)) return false;
  // a choice not made yet does not narrow the list; validation asks for it separately
  if (hasDefinition(c.product) && c.definition && entry.definitions && !entry.definitions.includes(c.definition)) {
    return false;
  }
  if (hasPlateType(c.product, c.materialType) && c.plateType && !entry.plateTypes?.includes(c.plateType)) return false;
  if (requiresCoating(c.materialType) && c.coating && !entry.coatings?.includes(c.coating as Coating)) return false;
  return true;
}

/** The specifications valid for the material; none for packages or before a product is chosen. */
export function specificationsFor(c: MaterialContext): readonly Specification[] {
  if (!c.product || c.product === 'PACKAGE') return [];
  return SPECIFICATIONS.filter((s) => fits(SPECIFICATION_CATALOGUE[s], c));
}

/** The grades valid for the material, of the chosen specification only when one is chosen. */
export function gradesFor(c: MaterialContext & { specification?: string | null }): readonly string[] {
  const valid = specificationsFor(c);
  const specifications = c.specification ? valid.filter((s) => s === c.specification) : valid;
  return [...new Set(specifications.flatMap((s) => SPECIFICATION_CATALOGUE[s].grades))];
}

/** The one valid specification listing a grade, or null when none or several do. */
export function specificationOfGrade(grade: string, c: MaterialContext): Specification | null {
  const matches = specificationsFor(c).filter((s) => SPECIFICATION_CATALOGUE[s].grades.includes(grade));
  return matches.length === 1 ? matches[0]! : null;
}
