import type { DocumentReference } from '@steelyard/domain/documents';
import type { CurrencyCode, DeliveryTimeframe, MaterialAge } from '@steelyard/domain/listing-commercial';
import { withoutStaleExpiry } from '@steelyard/domain/listing-drafts';
import { fromExpiryInstant, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import {
  DIMENSION_FIELDS,
  MATERIAL_CHOICE_FIELDS,
  isFilled,
  type MaterialChoices,
} from '@steelyard/domain/material-options';
import type { MaterialDimensionsBody } from '@steelyard/domain/material-schema';
import { formatMajorUnitsInput, parseMajorUnits } from '@steelyard/domain/money';
import type { PricingUnit, TradeUnitCalculation } from '@steelyard/domain/theoretical-weight';
import type { EditTarget } from './wizard-state';
import {
  createWizardForm,
  materialFormOf,
  numberText,
  parseDecimal,
  theoreticalWeightOf,
  type WizardForm,
} from './wizard-form';

/*
 * The wizard's form as the bodies of the listing, package and draft calls, and back. Values the
 * seller left empty are left out; a typed value that is not a number goes as NaN, so the domain
 * schema answers "Value is not a number." at the field instead of the value disappearing.
 */

/** A file as a body refers to it. */
// the seller's main picture goes along (issue 23, item 14); the order is the list's
const ref = (file: DocumentReference) => ({ documentId: file.documentId, ...(file.main ? { main: true } : {}) });
const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The price field's plain text in major units (see parseDecimal) as minor units; NaN while refused. */
export function parsePrice(typed: string): number | undefined {
  const t = typed.trim();
  if (t === '') return undefined;
  return parseMajorUnits(t) ?? Number.NaN;
}

/** The expiry instant of the chosen London date and slot, or undefined until both are chosen. */
export function expiresAtOf(form: WizardForm): string | undefined {
  if (!form.expiryDate || !form.expirySlot) return undefined;
  try {
    return toExpiryInstant(form.expiryDate, form.expirySlot).toISOString();
  } catch {
    return undefined;
  }
}

function materialBody(form: WizardForm) {
  const material: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form.material)) if (isFilled(value)) material[key] = value;
  return material as unknown as MaterialChoices & { product: NonNullable<MaterialChoices['product']> };
}

function dimensionsBody(form: WizardForm): MaterialDimensionsBody | undefined {
  const dimensions: Record<string, number> = {};
  for (const field of DIMENSION_FIELDS) {
    const value = parseDecimal(form.dimensions[field]);
    if (value !== undefined) dimensions[field] = value;
  }
  return Object.keys(dimensions).length > 0 ? dimensions : undefined;
}

/** The weight a body carries: the theoretical one when calculated by item, otherwise as typed. */
function weightOf(form: WizardForm): number | undefined {
  if (form.tradeUnitCalculation === 'BY_ITEM') return theoreticalWeightOf(form) ?? undefined;
  return parseDecimal(form.weight);
}

/** The fields listings, packages and their drafts share. */
function commercialFields(form: WizardForm, currency: CurrencyCode) {
  const price = parsePrice(form.price);
  return {
    prime: form.prime,
    origin: form.origin.length > 0 ? form.origin : undefined,
    age: form.age ?? undefined,
    weight: weightOf(form),
    tradeUnit: form.tradeUnit,
    sellingPrice: price === undefined ? undefined : { value: price, currencyCode: form.currencyCode ?? currency },
    expiresAt: expiresAtOf(form),
    autoRenew: form.autoRenew,
    pickupAddressId: form.pickupAddressId ?? undefined,
    invoiceAddressId: form.invoiceAddressId ?? undefined,
    additionalInformation: text(form.additionalInformation),
    internalSellerSku: text(form.internalSellerSku),
    description: text(form.description),
    pictures: form.pictures.map(ref),
  };
}

/** The listing fields of a listing body or listing draft. */
function listingFields(form: WizardForm, currency: CurrencyCode) {
  const m = materialFormOf(form);
  return {
    material: materialBody(form),
    materialDimensions: dimensionsBody(form),
    numberOfItems: m.numberOfItems,
    tradeUnitCalculation: form.tradeUnitCalculation,
    ...commercialFields(form, currency),
    testCertificates: form.testCertificates.map(ref),
  };
}

/** The package fields of a package body or package draft. */
function packageFields(form: WizardForm, currency: CurrencyCode) {
  const { materialType, shape } = form.material;
  return {
    material: { product: 'PACKAGE' as const, materialType, shape },
    packageTitle: text(form.packageTitle),
    packageDescription: text(form.packageDescription),
    packageDocument: form.packageDocument ? ref(form.packageDocument) : undefined,
    deliveryTimeframe: form.deliveryTimeframe ?? undefined,
    ...commercialFields(form, currency),
    certificates: form.testCertificates.map(ref),
  };
}

/** The body of `POST api/seller/listings/` or `…/packages/` (checked with createListingBodyFor / createPackageBodyFor). */
export function toCreateBody(
  form: WizardForm,
  type: ListingType,
  currency: CurrencyCode,
  extra: { draftId?: string | null; sellerTermsAccepted?: boolean; keep?: KeptExpiry } = {},
) {
  const fields = type === 'PACKAGE' ? packageFields(form, currency) : listingFields(form, currency);
  const kept = extra.keep ? { expiresAt: extra.keep.expiresAt ?? undefined, autoRenew: extra.keep.autoRenew } : {};
  return { ...fields, ...kept, draftId: extra.draftId ?? undefined, sellerTermsAccepted: extra.sellerTermsAccepted };
}

/** The expiry and auto-renewal a live listing keeps while it is edited (they change through their own calls). */
export interface KeptExpiry {
  expiresAt: string | null;
  autoRenew: boolean;
}

/** What an edited listing keeps: a live one its expiry and auto-renewal, a rejected one nothing. */
export function keptExpiryOf(editing: EditTarget | null | undefined): KeptExpiry | undefined {
  return editing?.status === 'PUBLISHED' ? { expiresAt: editing.expiresAt, autoRenew: editing.autoRenew } : undefined;
}

/** The body of `PUT api/seller/listings/{id}` or `…/packages/{id}`: every field again, without terms or draft. */
export function toUpdateBody(form: WizardForm, editing: EditTarget, currency: CurrencyCode) {
  const {
    draftId: _draftId,
    sellerTermsAccepted: _terms,
    ...body
  } = toCreateBody(form, editing.type, currency, {
    keep: keptExpiryOf(editing),
  });
  return body;
}

/** The body of a draft save (`draft-listings` or `draft-packages`): the same fields, none required but the product. */
export function toDraftBody(form: WizardForm, type: ListingType, currency: CurrencyCode) {
  return type === 'PACKAGE' ? packageFields(form, currency) : listingFields(form, currency);
}

/** What a draft, or a listing or package copied into a draft, may carry (the shapes of listing-drafts.ts and packages.ts). */
export interface DraftLike {
  material: MaterialChoices;
  materialDimensions?: MaterialDimensionsBody | null;
  numberOfItems?: number | null;
  tradeUnitCalculation?: TradeUnitCalculation | null;
  prime?: boolean | null;
  origin?: string[] | null;
  age?: MaterialAge | null;
  weight?: number | null;
  tradeUnit?: PricingUnit | null;
  sellingPrice?: { value: number; currencyCode: CurrencyCode } | null;
  expiresAt?: string | null;
  autoRenew?: boolean | null;
  pickupAddressId?: string | null;
  invoiceAddressId?: string | null;
  additionalInformation?: string | null;
  internalSellerSku?: string | null;
  description?: string | null;
  pictures?: readonly (DocumentReference | { documentId: string })[] | null;
  testCertificates?: readonly (DocumentReference | { documentId: string })[] | null;
  certificates?: readonly (DocumentReference | { documentId: string })[] | null;
  packageTitle?: string | null;
  packageDescription?: string | null;
  packageDocument?: DocumentReference | { documentId: string } | null;
  deliveryTimeframe?: DeliveryTimeframe | null;
}

const isReference = (file: DocumentReference | { documentId: string }): file is DocumentReference => 'meta' in file;
const references = (files: DraftLike['pictures']) => (files ?? []).filter(isReference);

/**
 * The wizard's form of a draft (or a copy): an expiry that is no longer offered is dropped
 * (withoutStaleExpiry, spec 001 §4), files come back as the references the draft answers.
 */
export function formFromDraft(source: DraftLike, now: Date): WizardForm {
  const draft = withoutStaleExpiry(source, now);
  const base = createWizardForm();
  const material: MaterialChoices = {};
  for (const field of [...MATERIAL_CHOICE_FIELDS, 'coatingThicknessOther', 'coatingColourOther'] as const) {
    const value = draft.material[field];
    if (isFilled(value)) (material as Record<string, unknown>)[field] = value;
  }
  const d = draft.materialDimensions ?? {};
  const dimensions = { ...base.dimensions };
  for (const field of DIMENSION_FIELDS) dimensions[field] = numberText(d[field]);
  const expiry = draft.expiresAt ? fromExpiryInstant(draft.expiresAt) : null;
  const packageDocument = draft.packageDocument && isReference(draft.packageDocument) ? draft.packageDocument : null;
  return {
    ...base,
    material,
    prime: draft.prime ?? base.prime,
    dimensions,
    widthMode: d.minWidth != null || d.maxWidth != null ? 'RANGE' : 'EXACT',
    lengthMode: d.minLength != null || d.maxLength != null ? 'RANGE' : 'EXACT',
    numberOfItems: numberText(draft.numberOfItems),
    pictures: references(draft.pictures),
    testCertificates: references(draft.testCertificates ?? draft.certificates),
    packageTitle: draft.packageTitle ?? '',
    packageDescription: draft.packageDescription ?? '',
    packageDocument,
    origin: draft.origin ?? [],
    age: draft.age ?? null,
    internalSellerSku: draft.internalSellerSku ?? '',
    description: draft.description ?? '',
    tradeUnit: draft.tradeUnit ?? base.tradeUnit,
    tradeUnitCalculation: draft.tradeUnitCalculation ?? base.tradeUnitCalculation,
    weight: draft.tradeUnitCalculation === 'BY_ITEM' ? '' : numberText(draft.weight),
    price: draft.sellingPrice ? formatMajorUnitsInput(draft.sellingPrice.value) : '',
    currencyCode: draft.sellingPrice?.currencyCode ?? null,
    expiryDate: expiry?.date ?? null,
    expirySlot: expiry?.slot ?? null,
    autoRenew: draft.autoRenew ?? base.autoRenew,
    pickupAddressId: draft.pickupAddressId ?? null,
    invoiceAddressId: draft.invoiceAddressId ?? null,
    additionalInformation: draft.additionalInformation ?? '',
    deliveryTimeframe: draft.deliveryTimeframe ?? null,
  };
}
