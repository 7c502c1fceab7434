import type { DocumentReference } from '@steelyard/domain/documents';
import {
  LISTING_DEFAULTS,
  type CurrencyCode,
  type DeliveryTimeframe,
  type MaterialAge,
} from '@steelyard/domain/listing-commercial';
import { isStackable } from '@steelyard/domain/material-catalogue';
import {
  DIMENSION_FIELDS,
  MATERIAL_CHOICE_FIELDS,
  isFilled,
  type MaterialChoices,
  type MaterialForm,
} from '@steelyard/domain/material-options';
import { DEFAULT_MATERIAL_FORM, applyMaterialChange } from '@steelyard/domain/material-rules';
import type { Feature } from '@steelyard/domain/roles';
import {
  pricingUnitsFor,
  theoreticalWeight,
  weightUnitOf,
  type PricingUnit,
  type TradeUnitCalculation,
} from '@steelyard/domain/theoretical-weight';
import { listingTypeOf, type ListingType } from '@steelyard/domain/listing-wizard';

/*
 * The wizard's form (react-hook-form's values in WizardProvider): the material choices as codes,
 * and everything typed as the text the seller typed, so a half-typed number is never lost. The
 * domain's material form and bodies are derived from it (materialFormOf here, wizard-bodies.ts).
 */

export type DimensionField = (typeof DIMENSION_FIELDS)[number];
/** The choices plus their free texts (coating thickness and colour OTHER). */
export type MaterialChoiceValues = MaterialChoices;
/** Width and length are given exactly or as a min–max range. */
export type DimensionMode = 'EXACT' | 'RANGE';

export interface WizardForm {
  material: MaterialChoiceValues;
  prime: boolean;
  dimensions: Record<DimensionField, string>;
  widthMode: DimensionMode;
  lengthMode: DimensionMode;
  numberOfItems: string;
  pictures: DocumentReference[];
  /** Test (mill) certificates; a package's `certificates`. */
  testCertificates: DocumentReference[];
  packageTitle: string;
  packageDescription: string;
  packageDocument: DocumentReference | null;
  origin: string[];
  age: MaterialAge | null;
  internalSellerSku: string;
  description: string;
  tradeUnit: PricingUnit;
  tradeUnitCalculation: TradeUnitCalculation;
  weight: string;
  /** The net price per trade unit in major units, as typed. */
  price: string;
  /** The currency of a loaded draft or copied listing; otherwise the organisation's is used. */
  currencyCode: CurrencyCode | null;
  /** The expiry as a London date (YYYY-MM-DD) and slot (HH:MM) of getExpiryChoices. */
  expiryDate: string | null;
  expirySlot: string | null;
  autoRenew: boolean;
  pickupAddressId: string | null;
  invoiceAddressId: string | null;
  additionalInformation: string;
  deliveryTimeframe: DeliveryTimeframe | null;
}

const EMPTY_DIMENSIONS = Object.fromEntries(DIMENSION_FIELDS.map((f) => [f, ''])) as Record<DimensionField, string>;

/** A new listing (spec 001 §4): mild steel, flat, coil, hot rolled, prime, auto-renew on, priced per tonne. */
export function createWizardForm(): WizardForm {
  const { prime, ...material } = DEFAULT_MATERIAL_FORM;
  return {
    material: material as MaterialChoiceValues,
    prime: prime ?? LISTING_DEFAULTS.prime,
    dimensions: { ...EMPTY_DIMENSIONS },
    widthMode: 'EXACT',
    lengthMode: 'EXACT',
    numberOfItems: '',
    pictures: [],
    testCertificates: [],
    packageTitle: '',
    packageDescription: '',
    packageDocument: null,
    origin: [],
    age: null,
    internalSellerSku: '',
    description: '',
    tradeUnit: LISTING_DEFAULTS.tradeUnit,
    tradeUnitCalculation: LISTING_DEFAULTS.tradeUnitCalculation,
    weight: '',
    price: '',
    currencyCode: null,
    expiryDate: null,
    expirySlot: null,
    autoRenew: LISTING_DEFAULTS.autoRenew,
    pickupAddressId: null,
    invoiceAddressId: null,
    additionalInformation: '',
    deliveryTimeframe: null,
  };
}

/** What the wizard creates now: a package for the PACKAGE product, otherwise a listing. */
export function listingTypeOfForm(form: WizardForm): ListingType {
  return listingTypeOf(form.material.product);
}

/**
 * A number field's text as a number: '' is no value. The fields hold the plain text of the number
 * the seller typed in the UI language ("22400.5", read by NumberField, decision 171), or "NaN" while
 * it is refused, which the domain answers with "Value is not a number.".
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A number as the plain text a field holds ("1.5", "NaN" for a refused entry); '' for none. */
export function numberText(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

const textOrUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The domain's material form of the wizard's state (the rules of material-rules.ts work on it). */
export function materialFormOf(form: WizardForm): MaterialForm {
  const material: MaterialForm = {};
  for (const [key, value] of Object.entries(form.material)) {
    if (isFilled(value)) (material as Record<string, unknown>)[key] = value;
  }
  material.prime = form.prime;
  for (const field of DIMENSION_FIELDS) {
    const value = parseDecimal(form.dimensions[field]);
    if (value !== undefined) material[field] = value;
  }
  const items = parseDecimal(form.numberOfItems);
  if (items !== undefined) material.numberOfItems = items;
  if (form.pictures.length > 0) material.pictures = form.pictures.map((p) => ({ documentId: p.documentId }));
  const title = textOrUndefined(form.packageTitle);
  if (title !== undefined) material.packageTitle = title;
  const description = textOrUndefined(form.packageDescription);
  if (description !== undefined) material.packageDescription = description;
  if (form.packageDocument) material.packageDocument = { documentId: form.packageDocument.documentId };
  return material;
}

const CHOICE_TEXT_FIELDS = ['coatingThicknessOther', 'coatingColourOther'] as const;

/**
 * Applies a change of the material choices or the prime flag through `applyMaterialChange` (spec
 * 001 §4 resets), and clears in the form what the rules cleared: dimensions for a package, package
 * data when leaving it, the number of items of a non-stackable product, pictures of prime
 * material. A trade unit or weight calculation the new product cannot have goes back to the default.
 */
export function applyMaterialEdit(
  form: WizardForm,
  change: Partial<MaterialForm>,
  features: readonly Feature[],
): WizardForm {
  const previous = materialFormOf(form);
  const next = applyMaterialChange(previous, change, features);
  const material: MaterialChoiceValues = {};
  for (const field of [...MATERIAL_CHOICE_FIELDS, ...CHOICE_TEXT_FIELDS]) {
    if (isFilled(next[field])) (material as Record<string, unknown>)[field] = next[field];
  }
  const cleared = (field: keyof MaterialForm) => isFilled(previous[field]) && !isFilled(next[field]);
  const dimensions = { ...form.dimensions };
  for (const field of DIMENSION_FIELDS) if (cleared(field)) dimensions[field] = '';
  const product = next.product ?? null;
  const tradeUnit = pricingUnitsFor(product).includes(form.tradeUnit) ? form.tradeUnit : LISTING_DEFAULTS.tradeUnit;
  return {
    ...form,
    material,
    prime: next.prime ?? form.prime,
    dimensions,
    numberOfItems: cleared('numberOfItems') ? '' : form.numberOfItems,
    pictures: cleared('pictures') ? [] : form.pictures,
    packageTitle: cleared('packageTitle') ? '' : form.packageTitle,
    packageDescription: cleared('packageDescription') ? '' : form.packageDescription,
    packageDocument: cleared('packageDocument') ? null : form.packageDocument,
    tradeUnit,
    tradeUnitCalculation: isStackable(product) ? form.tradeUnitCalculation : 'BY_WEIGHT',
    // a package is never measured: its length/width modes start exact again when it comes back
    ...(product === 'PACKAGE' ? { widthMode: 'EXACT' as const, lengthMode: 'EXACT' as const } : {}),
  };
}

/** Switches width or length between an exact value and a range; the other kind's values are cleared. */
export function setDimensionMode(form: WizardForm, which: 'width' | 'length', mode: DimensionMode): WizardForm {
  const [exact, min, max] =
    which === 'width' ? (['width', 'minWidth', 'maxWidth'] as const) : (['length', 'minLength', 'maxLength'] as const);
  const dimensions = { ...form.dimensions };
  if (mode === 'RANGE') dimensions[exact] = '';
  else dimensions[min] = dimensions[max] = '';
  return { ...form, dimensions, [which === 'width' ? 'widthMode' : 'lengthMode']: mode };
}

/**
 * The theoretical weight in the trade unit's weight unit when the weight is calculated by item
 * (spec 001 §4: read-only), or null while thickness, width, length or the number of items are
 * missing or invalid.
 */
export function theoreticalWeightOf(form: WizardForm): number | null {
  if (form.tradeUnitCalculation !== 'BY_ITEM') return null;
  const m = materialFormOf(form);
  const values = [m.thickness, m.width, m.length, m.numberOfItems];
  if (!m.materialType || values.some((v) => v == null || !Number.isFinite(v) || v <= 0)) return null;
  if (!Number.isInteger(m.numberOfItems)) return null;
  try {
    return theoreticalWeight(
      {
        materialType: m.materialType,
        thickness: m.thickness!,
        width: m.width!,
        length: m.length!,
        numberOfItems: m.numberOfItems!,
      },
      weightUnitOf(form.tradeUnit),
    );
  } catch {
    // more decimals than the exact arithmetic takes: the dimension fields say so themselves
    return null;
  }
}

/** The pictures with `documentId` moved by `offset` places (unchanged at either end). */
export function movePicture(form: WizardForm, documentId: string, offset: -1 | 1): WizardForm {
  const from = form.pictures.findIndex((p) => p.documentId === documentId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= form.pictures.length) return form;
  const pictures = [...form.pictures];
  [pictures[from], pictures[to]] = [pictures[to]!, pictures[from]!];
  return { ...form, pictures };
}

/** The picture that leads the listing (the search card's). */
export function setMainPicture(form: WizardForm, documentId: string): WizardForm {
  return { ...form, pictures: form.pictures.map((p) => ({ ...p, main: p.documentId === documentId })) };
}

/** A file taken out of the form (the document itself stays until it is cleaned up). */
export function removeFile(
  form: WizardForm,
  slot: 'pictures' | 'testCertificates' | 'packageDocument',
  documentId: string,
): WizardForm {
  if (slot === 'packageDocument') return { ...form, packageDocument: null };
  return { ...form, [slot]: form[slot].filter((f) => f.documentId !== documentId) };
}
