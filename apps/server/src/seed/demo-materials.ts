import type { Product } from '@steelyard/domain/material-catalogue';
import { STEEL_COLOURS, type PictureScene } from './demo-pictures';

/*
 * The materials the demo organisations stock, as European flat-steel stockholders list them: hot and
 * cold rolled mild steel, galvanised (Z275) and zinc-magnesium (ZM) coated, pre-painted RAL 9002 and
 * RAL 7016, structural, high-strength, wear-resistant, pressure-vessel and road plate, tread plate;
 * with the (invented) mills that certify them.
 */

type ListedProduct = Exclude<Product, 'PACKAGE'>;

export interface Mill {
  name: string;
  address: string;
  country: string;
}

const MILLS = {
  humber: {
    name: 'Humber Strip Mill Ltd',
    address: 'Stather Road, Scunthorpe DN15 8XX, United Kingdom',
    country: 'GB',
  },
  severn: { name: 'Severn Plate Mill Ltd', address: 'Llanwern Works, Newport NP19 4XX, United Kingdom', country: 'GB' },
  dee: {
    name: 'Deeside Coated Products Ltd',
    address: 'Shotton Works, Deeside CH5 2XX, United Kingdom',
    country: 'GB',
  },
  noordzee: { name: 'Noordzee Staal B.V.', address: 'Wenckebachstraat 1, 1951 XX Velsen, Netherlands', country: 'NL' },
  ruhrtal: {
    name: 'Ruhrtal Walzwerk GmbH',
    address: 'Kaiser-Wilhelm-Straße 100, 47166 Duisburg, Germany',
    country: 'DE',
  },
  saar: { name: 'Saar Grobblech GmbH', address: 'Werkstraße 1, 66763 Dillingen/Saar, Germany', country: 'DE' },
  donau: { name: 'Donau Bandstahl GmbH', address: 'Stahlstraße 3, 4020 Linz, Austria', country: 'AT' },
  schelde: { name: 'Schelde Coating NV', address: 'John Kennedylaan 51, 9042 Gent, Belgium', country: 'BE' },
  botnia: { name: 'Botnia Steel Oy', address: 'Rautaruukintie 155, 92100 Raahe, Finland', country: 'FI' },
} as const satisfies Record<string, Mill>;

export interface Template {
  product: ListedProduct;
  /** The material without the product; the row may change the grade and the coating. */
  material: Record<string, string>;
  /** "hot rolled coil" / "Warmbreitband", for descriptions and certificates. */
  name: { en: string; de: string };
  /** The SKU's middle part. */
  code: string;
  picture: PictureScene;
  /** What a non-prime lot has, in the seller's words. */
  defect: { en: string; de: string };
  mills: readonly Mill[];
}

const mild = { materialType: 'MILD_STEEL', shape: 'FLAT' };
const black = STEEL_COLOURS.black;

export const TEMPLATES = {
  HR_COIL: {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S275JR',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    name: { en: 'hot rolled coil', de: 'Warmbreitband' },
    code: 'HRC',
    picture: { kind: 'coil', body: black, rust: 0.45 },
    defect: {
      en: 'light surface rust on the outer wraps, inner wraps clean',
      de: 'leichter Flugrost auf den Außenwindungen',
    },
    mills: [MILLS.humber, MILLS.ruhrtal, MILLS.noordzee],
  },
  HR_COIL_MC: {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10149_2',
      grade: 'S355MC',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    name: { en: 'hot rolled high-yield coil', de: 'Warmbreitband, hochfest' },
    code: 'HRM',
    picture: { kind: 'coil', body: black },
    defect: { en: 'telescoped by 20 mm', de: 'um 20 mm teleskopiert' },
    mills: [MILLS.noordzee, MILLS.botnia, MILLS.donau],
  },
  HRPO_COIL: {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED_PICKLED_OILED',
      specification: 'EN_10111',
      grade: 'DD11',
      surface: 'PICKLED_OILED',
      tolerance: 'EN_10051',
    },
    name: { en: 'pickled and oiled coil', de: 'Warmband gebeizt und geölt' },
    code: 'HRPO',
    picture: { kind: 'coil', body: STEEL_COLOURS.pickled },
    defect: { en: 'oil film uneven, some pickling stains', de: 'ungleichmäßige Beölung, Beizflecken' },
    mills: [MILLS.ruhrtal, MILLS.humber],
  },
  CR_COIL: {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'COLD_ROLLED',
      specification: 'EN_10130',
      grade: 'DC01',
      surface: 'OILED',
      temper: 'SKIN_PASSED',
      tolerance: 'EN_10131',
    },
    name: { en: 'cold rolled coil', de: 'Kaltband' },
    code: 'CRC',
    picture: { kind: 'coil', body: STEEL_COLOURS.coldRolled, rust: 0.15 },
    defect: { en: 'edge wave on the first 200 m, light handling marks', de: 'Randwelligkeit auf den ersten 200 m' },
    mills: [MILLS.noordzee, MILLS.ruhrtal],
  },
  GALV_COIL: {
    product: 'COIL',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10346',
      grade: 'DX51D',
      surface: 'CHEMICALLY_PASSIVATED',
      finish: 'MINIMISED_SPANGLE',
      coatingThicknessValue: 'Z275',
      tolerance: 'EN_10143',
    },
    name: { en: 'hot-dip galvanised coil', de: 'feuerverzinktes Band' },
    code: 'GIC',
    picture: { kind: 'coil', body: STEEL_COLOURS.zinc, spangle: true },
    defect: { en: 'white rust spots on the outer wraps', de: 'Weißrostflecken auf den Außenwindungen' },
    mills: [MILLS.dee, MILLS.schelde, MILLS.noordzee],
  },
  ZM_COIL: {
    product: 'COIL',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC_MAGNESIUM',
      specification: 'EN_10346',
      grade: 'S350GD',
      surface: 'OILED',
      coatingThicknessValue: 'ZM120',
      tolerance: 'EN_10143',
    },
    name: { en: 'zinc-magnesium coated coil', de: 'zink-magnesium-beschichtetes Band' },
    code: 'ZMC',
    picture: { kind: 'coil', body: STEEL_COLOURS.zincMagnesium },
    defect: { en: 'coating marks from the air knives', de: 'Abstreifmarkierungen' },
    mills: [MILLS.noordzee, MILLS.donau],
  },
  PPGI_COIL: {
    product: 'COIL',
    material: {
      materialType: 'PRE_PAINTED',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10169',
      grade: 'DX51D',
      coatingThicknessValue: 'Z225',
      coatingColour: 'RAL_9002',
      coatingType: 'POLYESTER',
      coatingCoverage: 'ONE_SIDED',
      tolerance: 'EN_10143',
    },
    name: { en: 'pre-painted coil', de: 'bandbeschichtetes Coil' },
    code: 'PPC',
    picture: { kind: 'coil', body: STEEL_COLOURS.ral9002, painted: true },
    defect: {
      en: 'colour shade slightly off the order (ΔE 1.8), protective film on top',
      de: 'Farbton leicht abweichend (ΔE 1,8)',
    },
    mills: [MILLS.schelde, MILLS.dee],
  },
  HR_SHEET: {
    product: 'SHEET',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S275JR',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    name: { en: 'hot rolled sheet', de: 'Warmblech' },
    code: 'HRS',
    picture: { kind: 'sheets', face: black, rust: 0.5 },
    defect: {
      en: 'stored outside, light rust on the top sheets',
      de: 'im Freien gelagert, obere Tafeln leicht angerostet',
    },
    mills: [MILLS.humber, MILLS.ruhrtal],
  },
  HRPO_SHEET: {
    product: 'SHEET',
    material: {
      ...mild,
      definition: 'HOT_ROLLED_PICKLED_OILED',
      specification: 'EN_10149_2',
      grade: 'S355MC',
      surface: 'PICKLED_OILED',
      tolerance: 'EN_10051',
    },
    name: { en: 'pickled and oiled sheet', de: 'Warmblech gebeizt und geölt' },
    code: 'HPS',
    picture: { kind: 'sheets', face: STEEL_COLOURS.pickled },
    defect: { en: 'cut-to-length overrun, edges not trimmed', de: 'Überproduktion, Naturkanten' },
    mills: [MILLS.botnia, MILLS.noordzee],
  },
  CR_SHEET: {
    product: 'SHEET',
    material: {
      ...mild,
      definition: 'COLD_ROLLED',
      specification: 'EN_10130',
      grade: 'DC01',
      surface: 'OILED',
      tolerance: 'EN_10131',
    },
    name: { en: 'cold rolled sheet', de: 'Feinblech kaltgewalzt' },
    code: 'CRS',
    picture: { kind: 'sheets', face: STEEL_COLOURS.coldRolled },
    defect: { en: 'slight bow, handling marks on the bottom sheets', de: 'leichte Durchbiegung' },
    mills: [MILLS.noordzee, MILLS.ruhrtal],
  },
  GALV_SHEET: {
    product: 'SHEET',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10346',
      grade: 'DX51D',
      surface: 'CHEMICALLY_PASSIVATED',
      finish: 'MINIMISED_SPANGLE',
      coatingThicknessValue: 'Z275',
      tolerance: 'EN_10143',
    },
    name: { en: 'galvanised sheet', de: 'verzinktes Blech' },
    code: 'GIS',
    picture: { kind: 'sheets', face: STEEL_COLOURS.zinc, spangle: true },
    defect: { en: 'water staining on some sheets, coating intact', de: 'Wasserflecken auf einigen Tafeln' },
    mills: [MILLS.dee, MILLS.schelde],
  },
  PPGI_SHEET: {
    product: 'SHEET',
    material: {
      materialType: 'PRE_PAINTED',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10169',
      grade: 'S250GD',
      coatingThicknessValue: 'Z275',
      coatingColour: 'RAL_7016',
      coatingType: 'POLYESTER',
      coatingCoverage: 'TWO_SIDED',
      tolerance: 'EN_10143',
    },
    name: { en: 'pre-painted sheet', de: 'bandbeschichtetes Blech' },
    code: 'PPS',
    picture: { kind: 'sheets', face: STEEL_COLOURS.ral7016, painted: true },
    defect: { en: 'scratches in the film on the top sheets', de: 'Kratzer in der Schutzfolie' },
    mills: [MILLS.schelde, MILLS.dee],
  },
  PLATE: {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'STRUCTURAL_STEEL',
      specification: 'EN_10025_2',
      grade: 'S355J2',
      surface: 'BLACK',
      tolerance: 'EN_10029_CLASS_A',
    },
    name: { en: 'structural plate', de: 'Grobblech' },
    code: 'PLT',
    picture: { kind: 'plate', base: [70, 78, 88], rust: 0.3 },
    defect: { en: 'flame-cut edges, light rust', de: 'brenngeschnittene Kanten' },
    mills: [MILLS.severn, MILLS.saar],
  },
  PLATE_M: {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'STRUCTURAL_STEEL',
      specification: 'EN_10025_4',
      grade: 'S355ML',
      surface: 'SHOT_BLASTED_PRIMED',
      tolerance: 'EN_10029_CLASS_B',
    },
    name: { en: 'thermomechanically rolled plate', de: 'thermomechanisch gewalztes Grobblech' },
    code: 'PTM',
    picture: { kind: 'plate', base: [92, 84, 80], rust: 0 },
    defect: { en: 'primer damaged in places', de: 'Grundierung stellenweise beschädigt' },
    mills: [MILLS.saar],
  },
  PLATE_Q: {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'HIGH_STRENGTH',
      specification: 'EN_10025_6',
      grade: 'S690QL',
      surface: 'SHOT_BLASTED',
      tolerance: 'EN_10029_CLASS_A',
    },
    name: { en: 'quenched and tempered plate', de: 'vergütetes Feinkornblech' },
    code: 'PTQ',
    picture: { kind: 'plate', base: [96, 100, 106], rust: 0.1 },
    defect: { en: 'surface pits within EN 10163-2 class A', de: 'Oberflächenfehler innerhalb EN 10163-2' },
    mills: [MILLS.botnia, MILLS.saar],
  },
  PLATE_WEAR: {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'WEAR_RESISTANT',
      specification: 'BRINELL_HARDNESS',
      grade: 'HB400',
      surface: 'SHOT_BLASTED_PRIMED',
      tolerance: 'EN_10029_CLASS_A',
    },
    name: { en: 'wear-resistant plate', de: 'verschleißfestes Blech' },
    code: 'PTW',
    picture: { kind: 'plate', base: [92, 84, 80], rust: 0 },
    defect: { en: 'offcut sizes', de: 'Reststücke' },
    mills: [MILLS.botnia, MILLS.saar],
  },
  PLATE_PV: {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'PRESSURE_VESSEL',
      specification: 'EN_10028_2',
      grade: 'P265GH',
      surface: 'BLACK',
      tolerance: 'EN_10029_CLASS_B',
    },
    name: { en: 'pressure vessel plate', de: 'Kesselblech' },
    code: 'PTV',
    picture: { kind: 'plate', base: [70, 78, 88], rust: 0.2 },
    defect: { en: 'no ultrasonic test', de: 'ohne Ultraschallprüfung' },
    mills: [MILLS.saar, MILLS.severn],
  },
  ROAD_PLATE: {
    product: 'PLATE',
    material: { ...mild, plateType: 'ROAD_PLATE', specification: 'EN_10025_2', grade: 'S275JR', surface: 'BLACK' },
    name: { en: 'road plate', de: 'Straßenplatte' },
    code: 'RDP',
    picture: { kind: 'plate', base: [70, 78, 88], rust: 0.9 },
    defect: { en: 'used on site, flat, lifting holes burnt in', de: 'gebraucht, eben, mit Hebelöchern' },
    mills: [MILLS.severn, MILLS.saar],
  },
  TREAD: {
    product: 'TREAD',
    material: { ...mild, specification: 'EN_10025_2', grade: 'S275JR', surface: 'BLACK', tolerance: 'EN_10363' },
    name: { en: 'tread plate', de: 'Tränenblech' },
    code: 'TRD',
    picture: { kind: 'tread', rust: 0.2 },
    defect: { en: 'light rust, pattern undamaged', de: 'leichter Rost, Muster unbeschädigt' },
    mills: [MILLS.humber, MILLS.ruhrtal],
  },
} as const satisfies Record<string, Template>;

export type TemplateKey = keyof typeof TEMPLATES;
