import { z } from 'zod';
import type { Product } from './material-catalogue';
import { DIMENSION_FIELDS, MATERIAL_CHOICE_FIELDS } from './material-options';

/** What the wizard creates: a listing of one product, or a package (the `:listingType` route part). */
export const LISTING_TYPES = ['LISTING', 'PACKAGE'] as const;
export const listingType = z.enum(LISTING_TYPES);
export type ListingType = z.infer<typeof listingType>;

/** A package is a PACKAGE product; everything else is a listing. */
export function listingTypeOf(product: Product | null | undefined): ListingType {
  return product === 'PACKAGE' ? 'PACKAGE' : 'LISTING';
}

/** The steps of the listing-creation wizard (spec 001 §4). */
export const WIZARD_STEPS = [
  'MATERIAL',
  'DIMENSIONS',
  'LIST_UPLOAD',
  'WEIGHT_PRICE',
  'PICKUP_ADDRESS',
  'DELIVERY_INFO',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Listings: material, dimensions, weight and price, pickup; packages: material, list upload, weight and price, delivery info. */
export const WIZARD_STEPS_BY_TYPE: Readonly<Record<ListingType, readonly WizardStep[]>> = {
  LISTING: ['MATERIAL', 'DIMENSIONS', 'WEIGHT_PRICE', 'PICKUP_ADDRESS'],
  PACKAGE: ['MATERIAL', 'LIST_UPLOAD', 'WEIGHT_PRICE', 'DELIVERY_INFO'],
};

/** The steps of a listing type. */
export function wizardSteps(type: ListingType): readonly WizardStep[] {
  return WIZARD_STEPS_BY_TYPE[type];
}

/** The step after `step`, or null after the last (the summary follows). */
export function nextWizardStep(type: ListingType, step: WizardStep): WizardStep | null {
  const steps = wizardSteps(type);
  const i = steps.indexOf(step);
  return i < 0 ? steps[0]! : (steps[i + 1] ?? null);
}

/** The step before `step`, or null on the first. */
export function previousWizardStep(type: ListingType, step: WizardStep): WizardStep | null {
  const steps = wizardSteps(type);
  const i = steps.indexOf(step);
  return i <= 0 ? null : steps[i - 1]!;
}

/**
 * The form fields each step owns (spec 001 §3 Create-listing form data), so a step's Next checks
 * only its own errors. The material step also takes prime, origin, age, the seller's SKU,
 * description, pictures and test certificates.
 */
export const WIZARD_STEP_FIELDS: Readonly<Record<WizardStep, readonly string[]>> = {
  MATERIAL: [
    ...MATERIAL_CHOICE_FIELDS.filter((f) => f !== 'tolerance'),
    'coatingThicknessOther',
    'coatingColourOther',
    'prime',
    'origin',
    'age',
    'internalSellerSku',
    'description',
    'pictures',
    'testCertificates',
  ],
  DIMENSIONS: [...DIMENSION_FIELDS, 'tolerance'],
  LIST_UPLOAD: ['packageTitle', 'packageDescription', 'packageDocument'],
  WEIGHT_PRICE: [
    'numberOfItems',
    'weight',
    'tradeUnit',
    'tradeUnitCalculation',
    'sellingPrice',
    'expiresAt',
    'autoRenew',
  ],
  PICKUP_ADDRESS: ['invoiceAddressId', 'pickupAddressId', 'additionalInformation'],
  DELIVERY_INFO: ['invoiceAddressId', 'pickupAddressId', 'additionalInformation', 'deliveryTimeframe'],
};

/** The step that owns a field, for a listing type (to send the seller back to the first step with an error). */
export function wizardStepOfField(type: ListingType, field: string): WizardStep | null {
  return wizardSteps(type).find((step) => WIZARD_STEP_FIELDS[step].includes(field)) ?? null;
}
