import {
  definitionsFor,
  finishesFor,
  hasDefinition,
  requiresCoating,
  surfacesFor,
  tolerancesFor,
  type MaterialContext,
} from '@steelyard/domain/material-catalogue';
import { COATING_THICKNESS_VALUES, coatingsFor, type Coating } from '@steelyard/domain/material-coatings';
import { gradesFor, specificationsFor } from '@steelyard/domain/material-grades';
import type { RfqMaterial } from './rfq-wizard';

/** The choices of one item's form, from the material catalogue (an RFQ names no definition, so every one counts). */
export interface ItemOptions {
  specifications: readonly string[];
  grades: readonly string[];
  surfaces: readonly string[];
  finishes: readonly string[];
  coatings: readonly string[];
  coatingThicknesses: readonly string[];
  tolerances: readonly string[];
  /** Coated and pre-painted steel must name the coating (spec 001 §5). */
  coatingRequired: boolean;
  /** Coil has no length (spec 001 §5: length applies to plate, sheet and tread only). */
  hasLength: boolean;
}

const union = (lists: (readonly string[])[]) => [...new Set(lists.flat())];

/** The options for the material and what is chosen so far (coating narrows grades and finishes, specification the grades). */
export function itemOptions(
  material: RfqMaterial,
  chosen: { coating?: string | null; specification?: string | null },
): ItemOptions {
  const context: MaterialContext = {
    product: material.product,
    materialType: material.materialType,
    coating: chosen.coating ?? null,
  };
  const definitions = hasDefinition(material.product) ? definitionsFor(context) : [];
  const perDefinition = (f: (c: MaterialContext) => readonly string[]) =>
    definitions.length > 0 ? union(definitions.map((definition) => f({ ...context, definition }))) : f(context);
  return {
    specifications: specificationsFor(context),
    grades: gradesFor({ ...context, specification: chosen.specification ?? null }),
    surfaces: perDefinition(surfacesFor),
    finishes: finishesFor(context),
    coatings: coatingsFor(context),
    coatingThicknesses: chosen.coating ? (COATING_THICKNESS_VALUES[chosen.coating as Coating] ?? []) : [],
    tolerances: perDefinition(tolerancesFor),
    coatingRequired: requiresCoating(material.materialType),
    hasLength: material.product !== 'COIL',
  };
}
