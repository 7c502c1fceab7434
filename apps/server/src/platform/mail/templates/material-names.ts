import type { Language } from '@steelyard/domain/constants';
import { formatCoatingColour } from '@steelyard/domain/material-coatings';
import { formatGrade } from '@steelyard/domain/material-grades';
import type { FilterCriterion } from '@steelyard/domain/paging';

/*
 * The material names of the mails, in each language: the same words as the web's material
 * labels (shared.listings.* in apps/web), kept here because mails are written on the server.
 * Standard designations (grades, RAL colours, coating masses) are proper names and stay as they are.
 */

/** The code catalogues a mail names, each code with its name (`prime` by `true`/`false`). */
export interface MaterialNames {
  materialType: Record<string, string>;
  shape: Record<string, string>;
  definition: Record<string, string>;
  plateType: Record<string, string>;
  specification: Record<string, string>;
  surface: Record<string, string>;
  finish: Record<string, string>;
  polish: Record<string, string>;
  temper: Record<string, string>;
  coating: Record<string, string>;
  coatingType: Record<string, string>;
  coatingCoverage: Record<string, string>;
  tolerance: Record<string, string>;
  prime: Record<string, string>;
  /** Dimension labels. */
  fields: { thickness: string; width: string; length: string };
  westernEurope: string;
}

export const MATERIAL_NAMES: Record<Language, MaterialNames> = {
  en: {
    materialType: {
      MILD_STEEL: 'Mild steel',
      COATED_STEEL: 'Coated steel',
      PRE_PAINTED: 'Pre-painted steel',
      STAINLESS_STEEL: 'Stainless steel',
    },
    shape: {
      FLAT: 'Flat',
      LONG: 'Long',
      TUBE_PIPE: 'Tube and pipe',
    },
    definition: {
      HOT_ROLLED: 'Hot rolled',
      HOT_ROLLED_PICKLED_OILED: 'Hot rolled, pickled and oiled (HRPO)',
      COLD_ROLLED: 'Cold rolled',
    },
    plateType: {
      STRUCTURAL_STEEL: 'Structural steel',
      ROAD_PLATE: 'Road plate',
      HIGH_STRENGTH: 'High strength',
      PRESSURE_VESSEL: 'Pressure vessel',
      WEAR_RESISTANT: 'Wear resistant',
    },
    specification: {
      EN_10025_2: 'EN 10025-2',
      EN_10025_4: 'EN 10025-4',
      EN_10025_6: 'EN 10025-6',
      EN_10028_2: 'EN 10028-2',
      EN_10111: 'EN 10111',
      EN_10130: 'EN 10130',
      EN_10149_2: 'EN 10149-2',
      EN_10268: 'EN 10268',
      BRINELL_HARDNESS: 'Brinell hardness (HB)',
      EN_10346: 'EN 10346',
      EN_10152: 'EN 10152',
      EN_10169: 'EN 10169',
      EN_10088_2: 'EN 10088-2',
    },
    surface: {
      BLACK: 'Black (mill scale)',
      SHOT_BLASTED: 'Shot blasted',
      SHOT_BLASTED_PRIMED: 'Shot blasted and primed',
      PICKLED_OILED: 'Pickled and oiled',
      PICKLED_DRY: 'Pickled, dry',
      OILED: 'Oiled',
      DRY: 'Dry',
      CHEMICALLY_PASSIVATED: 'Chemically passivated',
      PASSIVATED_OILED: 'Passivated and oiled',
      PHOSPHATED: 'Phosphated',
      SEALED: 'Sealed',
      UNTREATED: 'Untreated',
    },
    finish: {
      MILL_FINISH: 'Mill finish',
      POLISHED: 'Polished',
      NORMAL_SPANGLE: 'Normal spangle',
      MINIMISED_SPANGLE: 'Minimised spangle',
    },
    polish: {
      GRIT_180: 'Grit 180',
      GRIT_240: 'Grit 240',
      GRIT_320: 'Grit 320',
      GRIT_400: 'Grit 400',
      BRUSHED: 'Brushed',
      MIRROR: 'Mirror',
    },
    temper: {
      ANNEALED: 'Annealed',
      SKIN_PASSED: 'Skin passed',
      QUARTER_HARD: 'Quarter hard',
      HALF_HARD: 'Half hard',
      FULL_HARD: 'Full hard',
    },
    coating: {
      ZINC: 'Zinc (Z)',
      ZINC_IRON: 'Zinc-iron (ZF)',
      ZINC_ALUMINIUM: 'Zinc-aluminium (ZA)',
      ALUMINIUM_ZINC: 'Aluminium-zinc (AZ)',
      ZINC_MAGNESIUM: 'Zinc-magnesium (ZM)',
      ALUMINIUM_SILICON: 'Aluminium-silicon (AS)',
      ELECTROLYTIC_ZINC: 'Electrolytic zinc (ZE)',
    },
    coatingType: {
      POLYESTER: 'Polyester (SP)',
      SILICONE_MODIFIED_POLYESTER: 'Silicone-modified polyester (SMP)',
      POLYURETHANE: 'Polyurethane (PUR)',
      POLYURETHANE_POLYAMIDE: 'Polyurethane-polyamide (PUR-PA)',
      PVDF: 'PVDF',
      PLASTISOL: 'Plastisol',
    },
    coatingCoverage: {
      ONE_SIDED: 'One side',
      TWO_SIDED: 'Both sides',
    },
    tolerance: {
      EN_10029_CLASS_A: 'EN 10029 class A',
      EN_10029_CLASS_B: 'EN 10029 class B',
      EN_10029_CLASS_C: 'EN 10029 class C',
      EN_10029_CLASS_D: 'EN 10029 class D',
      EN_10051: 'EN 10051',
      EN_10131: 'EN 10131',
      EN_10143: 'EN 10143',
      EN_10363: 'EN 10363',
      EN_ISO_9445: 'EN ISO 9445',
      EN_ISO_18286: 'EN ISO 18286',
    },
    prime: {
      true: 'Prime',
      false: 'Non-prime',
    },
    fields: {
      thickness: 'Thickness',
      width: 'Width',
      length: 'Length',
    },
    westernEurope: 'Western Europe',
  },
  de: {
    materialType: {
      MILD_STEEL: 'Unlegierter Stahl',
      COATED_STEEL: 'Beschichteter Stahl',
      PRE_PAINTED: 'Bandbeschichteter Stahl',
      STAINLESS_STEEL: 'Edelstahl',
    },
    shape: {
      FLAT: 'Flach',
      LONG: 'Lang',
      TUBE_PIPE: 'Rohr',
    },
    definition: {
      HOT_ROLLED: 'Warmgewalzt',
      HOT_ROLLED_PICKLED_OILED: 'Warmgewalzt, gebeizt und geölt',
      COLD_ROLLED: 'Kaltgewalzt',
    },
    plateType: {
      STRUCTURAL_STEEL: 'Baustahl',
      ROAD_PLATE: 'Straßenbauplatte',
      HIGH_STRENGTH: 'Hochfest',
      PRESSURE_VESSEL: 'Kesselblech',
      WEAR_RESISTANT: 'Verschleißfest',
    },
    specification: {
      EN_10025_2: 'EN 10025-2',
      EN_10025_4: 'EN 10025-4',
      EN_10025_6: 'EN 10025-6',
      EN_10028_2: 'EN 10028-2',
      EN_10111: 'EN 10111',
      EN_10130: 'EN 10130',
      EN_10149_2: 'EN 10149-2',
      EN_10268: 'EN 10268',
      BRINELL_HARDNESS: 'Brinellhärte (HB)',
      EN_10346: 'EN 10346',
      EN_10152: 'EN 10152',
      EN_10169: 'EN 10169',
      EN_10088_2: 'EN 10088-2',
    },
    surface: {
      BLACK: 'Schwarz (Walzhaut)',
      SHOT_BLASTED: 'Gestrahlt',
      SHOT_BLASTED_PRIMED: 'Gestrahlt und grundiert',
      PICKLED_OILED: 'Gebeizt und geölt',
      PICKLED_DRY: 'Gebeizt, trocken',
      OILED: 'Geölt',
      DRY: 'Trocken',
      CHEMICALLY_PASSIVATED: 'Chemisch passiviert',
      PASSIVATED_OILED: 'Passiviert und geölt',
      PHOSPHATED: 'Phosphatiert',
      SEALED: 'Versiegelt',
      UNTREATED: 'Unbehandelt',
    },
    finish: {
      MILL_FINISH: 'Walzblank',
      POLISHED: 'Geschliffen',
      NORMAL_SPANGLE: 'Normale Zinkblume',
      MINIMISED_SPANGLE: 'Kleine Zinkblume',
    },
    polish: {
      GRIT_180: 'Korn 180',
      GRIT_240: 'Korn 240',
      GRIT_320: 'Korn 320',
      GRIT_400: 'Korn 400',
      BRUSHED: 'Gebürstet',
      MIRROR: 'Spiegelpoliert',
    },
    temper: {
      ANNEALED: 'Geglüht',
      SKIN_PASSED: 'Nachgewalzt',
      QUARTER_HARD: 'Viertelhart',
      HALF_HARD: 'Halbhart',
      FULL_HARD: 'Vollhart',
    },
    coating: {
      ZINC: 'Zink (Z)',
      ZINC_IRON: 'Zink-Eisen (ZF)',
      ZINC_ALUMINIUM: 'Zink-Aluminium (ZA)',
      ALUMINIUM_ZINC: 'Aluminium-Zink (AZ)',
      ZINC_MAGNESIUM: 'Zink-Magnesium (ZM)',
      ALUMINIUM_SILICON: 'Aluminium-Silizium (AS)',
      ELECTROLYTIC_ZINC: 'Elektrolytisch verzinkt (ZE)',
    },
    coatingType: {
      POLYESTER: 'Polyester (SP)',
      SILICONE_MODIFIED_POLYESTER: 'Silikonmodifizierter Polyester (SMP)',
      POLYURETHANE: 'Polyurethan (PUR)',
      POLYURETHANE_POLYAMIDE: 'Polyurethan-Polyamid (PUR-PA)',
      PVDF: 'PVDF',
      PLASTISOL: 'Plastisol',
    },
    coatingCoverage: {
      ONE_SIDED: 'Einseitig',
      TWO_SIDED: 'Beidseitig',
    },
    tolerance: {
      EN_10029_CLASS_A: 'EN 10029 Klasse A',
      EN_10029_CLASS_B: 'EN 10029 Klasse B',
      EN_10029_CLASS_C: 'EN 10029 Klasse C',
      EN_10029_CLASS_D: 'EN 10029 Klasse D',
      EN_10051: 'EN 10051',
      EN_10131: 'EN 10131',
      EN_10143: 'EN 10143',
      EN_10363: 'EN 10363',
      EN_ISO_9445: 'EN ISO 9445',
      EN_ISO_18286: 'EN ISO 18286',
    },
    prime: {
      true: 'Prime (1A-Ware)',
      false: 'Non-Prime (2A-Ware)',
    },
    fields: {
      thickness: 'Dicke',
      width: 'Breite',
      length: 'Länge',
    },
    westernEurope: 'Westeuropa',
  },
  es: {
    materialType: {
      MILD_STEEL: 'Acero al carbono',
      COATED_STEEL: 'Acero recubierto',
      PRE_PAINTED: 'Acero prelacado',
      STAINLESS_STEEL: 'Acero inoxidable',
    },
    shape: {
      FLAT: 'Plano',
      LONG: 'Largo',
      TUBE_PIPE: 'Tubo',
    },
    definition: {
      HOT_ROLLED: 'Laminado en caliente',
      HOT_ROLLED_PICKLED_OILED: 'Laminado en caliente, decapado y aceitado',
      COLD_ROLLED: 'Laminado en frío',
    },
    plateType: {
      STRUCTURAL_STEEL: 'Acero estructural',
      ROAD_PLATE: 'Placa de obra',
      HIGH_STRENGTH: 'Alta resistencia',
      PRESSURE_VESSEL: 'Recipientes a presión',
      WEAR_RESISTANT: 'Antidesgaste',
    },
    specification: {
      EN_10025_2: 'EN 10025-2',
      EN_10025_4: 'EN 10025-4',
      EN_10025_6: 'EN 10025-6',
      EN_10028_2: 'EN 10028-2',
      EN_10111: 'EN 10111',
      EN_10130: 'EN 10130',
      EN_10149_2: 'EN 10149-2',
      EN_10268: 'EN 10268',
      BRINELL_HARDNESS: 'Dureza Brinell (HB)',
      EN_10346: 'EN 10346',
      EN_10152: 'EN 10152',
      EN_10169: 'EN 10169',
      EN_10088_2: 'EN 10088-2',
    },
    surface: {
      BLACK: 'Negro (cascarilla de laminación)',
      SHOT_BLASTED: 'Granallado',
      SHOT_BLASTED_PRIMED: 'Granallado e imprimado',
      PICKLED_OILED: 'Decapado y aceitado',
      PICKLED_DRY: 'Decapado, seco',
      OILED: 'Aceitado',
      DRY: 'Seco',
      CHEMICALLY_PASSIVATED: 'Pasivado químico',
      PASSIVATED_OILED: 'Pasivado y aceitado',
      PHOSPHATED: 'Fosfatado',
      SEALED: 'Sellado',
      UNTREATED: 'Sin tratar',
    },
    finish: {
      MILL_FINISH: 'Acabado de laminación',
      POLISHED: 'Pulido',
      NORMAL_SPANGLE: 'Flor de zinc normal',
      MINIMISED_SPANGLE: 'Flor de zinc minimizada',
    },
    polish: {
      GRIT_180: 'Grano 180',
      GRIT_240: 'Grano 240',
      GRIT_320: 'Grano 320',
      GRIT_400: 'Grano 400',
      BRUSHED: 'Cepillado',
      MIRROR: 'Espejo',
    },
    temper: {
      ANNEALED: 'Recocido',
      SKIN_PASSED: 'Skin pass',
      QUARTER_HARD: 'Un cuarto duro',
      HALF_HARD: 'Semiduro',
      FULL_HARD: 'Duro',
    },
    coating: {
      ZINC: 'Zinc (Z)',
      ZINC_IRON: 'Zinc-hierro (ZF)',
      ZINC_ALUMINIUM: 'Zinc-aluminio (ZA)',
      ALUMINIUM_ZINC: 'Aluminio-zinc (AZ)',
      ZINC_MAGNESIUM: 'Zinc-magnesio (ZM)',
      ALUMINIUM_SILICON: 'Aluminio-silicio (AS)',
      ELECTROLYTIC_ZINC: 'Electrocincado (ZE)',
    },
    coatingType: {
      POLYESTER: 'Poliéster (SP)',
      SILICONE_MODIFIED_POLYESTER: 'Poliéster modificado con silicona (SMP)',
      POLYURETHANE: 'Poliuretano (PUR)',
      POLYURETHANE_POLYAMIDE: 'Poliuretano-poliamida (PUR-PA)',
      PVDF: 'PVDF',
      PLASTISOL: 'Plastisol',
    },
    coatingCoverage: {
      ONE_SIDED: 'Una cara',
      TWO_SIDED: 'Ambas caras',
    },
    tolerance: {
      EN_10029_CLASS_A: 'EN 10029 clase A',
      EN_10029_CLASS_B: 'EN 10029 clase B',
      EN_10029_CLASS_C: 'EN 10029 clase C',
      EN_10029_CLASS_D: 'EN 10029 clase D',
      EN_10051: 'EN 10051',
      EN_10131: 'EN 10131',
      EN_10143: 'EN 10143',
      EN_10363: 'EN 10363',
      EN_ISO_9445: 'EN ISO 9445',
      EN_ISO_18286: 'EN ISO 18286',
    },
    prime: {
      true: 'Prime (primera calidad)',
      false: 'Non-prime (segunda calidad)',
    },
    fields: {
      thickness: 'Espesor',
      width: 'Ancho',
      length: 'Largo',
    },
    westernEurope: 'Europa occidental',
  },
};

/** A catalogue's name of a code; an unknown code stays as it is. */
function nameOf(locale: Language, catalogue: string, code: string): string {
  const names = MATERIAL_NAMES[locale] as unknown as Record<string, Record<string, string> | undefined>;
  return names[catalogue]?.[code] ?? code;
}

/** A country's name in the recipient's language ("Deutschland" for DE in German). */
export function countryName(locale: Language, code: string): string {
  if (code === 'WESTERN_EUROPE') return MATERIAL_NAMES[locale].westernEurope;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const SIGNS: Record<string, string> = { '=': '', '>': '≥ ', '<': '≤ ' };
const DIMENSIONS = ['thickness', 'width', 'length'] as const;

/**
 * The requested material and sizes as one line in the recipient's language, from an alert's
 * filter: "Mild steel, Hot rolled, S355J2, Thickness 3 mm, Width ≥ 1,000 mm". The product, weight
 * and number of items are said elsewhere in the mail.
 */
export function describeRequestedMaterial(locale: Language, criteria: readonly FilterCriterion[]): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return criteria
    .map((c) => {
      const field = c.property.split('.').at(-1)!;
      const values = Array.isArray(c.value) ? c.value : [c.value];
      if ((DIMENSIONS as readonly string[]).includes(field)) {
        const label = MATERIAL_NAMES[locale].fields[field as (typeof DIMENSIONS)[number]];
        const size = values.map((v) => (Number.isFinite(Number(v)) ? number.format(Number(v)) : v)).join(' / ');
        return `${label} ${SIGNS[c.comparator] ?? ''}${size} mm`;
      }
      if (['product', 'weight', 'numberOfItems'].includes(field)) return null;
      const named = values.map((v) => {
        if (field === 'grade') return formatGrade(v);
        if (field === 'coatingColour') return formatCoatingColour(v);
        if (field === 'origin') return countryName(locale, v);
        return nameOf(locale, field, v);
      });
      return named.join(' / ');
    })
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
