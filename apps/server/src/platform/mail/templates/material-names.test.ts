import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@steelyard/domain/constants';
import { COATINGS, COATING_COVERAGES, COATING_TYPES } from '@steelyard/domain/material-coatings';
import {
  DEFINITIONS,
  FINISHES,
  MATERIAL_TYPES,
  PLATE_TYPES,
  POLISHES,
  SHAPES,
  SURFACES,
  TEMPERS,
  TOLERANCES,
} from '@steelyard/domain/material-catalogue';
import { SPECIFICATIONS } from '@steelyard/domain/material-grades';
import { MATERIAL_NAMES } from '@steelyard/domain/material-names';
import { parseFilter } from '@steelyard/domain/paging';
import { renderMailTemplate } from './mail-templates';
import { describeRequestedMaterial } from './material-names';

const REQUEST = parseFilter(
  'material.product=COIL;material.materialType=MILD_STEEL;material.definition=HOT_ROLLED;material.grade=S355J2;' +
    'materialDimensions.thickness=3;materialDimensions.width>1500;numberOfItems>1;weight>20',
);

describe('material names of the mails', () => {
  it('names an urgent request in the recipient’s language, never by its codes', () => {
    expect(describeRequestedMaterial('en', REQUEST)).toBe(
      'Mild steel, Hot rolled, S355J2, Thickness 3 mm, Width ≥ 1,500 mm',
    );
    expect(describeRequestedMaterial('de', REQUEST)).toBe(
      'Unlegierter Stahl, Warmgewalzt, S355J2, Dicke 3 mm, Breite ≥ 1.500 mm',
    );
    const texts = LANGUAGES.map(
      (locale) =>
        renderMailTemplate('urgent-request', locale, {
          name: 'Eve',
          product: 'COIL',
          criteria: REQUEST,
          weight: '20',
          numberOfItems: '1',
          targetPrice: null,
          comment: null,
          country: 'DE',
          link: 'http://steelyard.test/immediate-requests',
        }).text,
    );
    expect(texts[0]).toContain('A buyer from Germany urgently needs coil: Mild steel, Hot rolled, S355J2');
    expect(texts[1]).toContain('Ein Käufer aus Deutschland benötigt dringend Coil: Unlegierter Stahl, Warmgewalzt');
    expect(texts[2]).toContain('Un comprador de Alemania necesita con urgencia bobina:');
    for (const text of texts) expect(text).not.toMatch(/MILD_STEEL|HOT_ROLLED|materialDimensions|\bDE\b/);
  });

  it('names choices of several values, origins and grades with their alias', () => {
    const criteria = parseFilter('material.finish=MILL_FINISH|POLISHED;origin=WESTERN_EUROPE|GB;material.grade=1.4404');
    const line = describeRequestedMaterial('en', criteria);
    expect(line).toContain('Western Europe / United Kingdom');
    expect(line).toContain('1.4404 (316L)');
    expect(line).toContain('Mill finish / Polished');
  });

  it('has a name for every material code the search filters on, in every language', () => {
    const catalogues = {
      materialType: MATERIAL_TYPES,
      shape: SHAPES,
      definition: DEFINITIONS,
      plateType: PLATE_TYPES,
      specification: SPECIFICATIONS,
      surface: SURFACES,
      finish: FINISHES,
      polish: POLISHES,
      temper: TEMPERS,
      coating: COATINGS,
      coatingType: COATING_TYPES,
      coatingCoverage: COATING_COVERAGES,
      tolerance: TOLERANCES,
    } as const;
    for (const locale of LANGUAGES) {
      for (const [catalogue, codes] of Object.entries(catalogues)) {
        const names = MATERIAL_NAMES[locale][catalogue as keyof typeof catalogues];
        expect(
          codes.filter((code: string) => !names[code]),
          `${locale} ${catalogue}`,
        ).toEqual([]);
      }
    }
  });
});
