import type { ListingType } from '@steelyard/domain/listing-wizard';
import { PATHS } from '../../shared/navigation/paths';
import type { EditTarget, WizardState } from './model/wizard-state';

/** The wizard's routes (spec 001 §2 Listing creation). */
export const WIZARD_PATHS = {
  start: PATHS.createListing,
  summary: `${PATHS.createListing}/summary`,
  pickupAddress: `${PATHS.createListing}/pickup-address`,
  addPickupAddress: `${PATHS.createListing}/pickup-address/add`,
} as const;

/** A saved draft's wizard: `/listings/create/:draftId/:listingType`. */
export function draftPath(draftId: string, type: ListingType): string {
  return `${PATHS.createListing}/${encodeURIComponent(draftId)}/${type}`;
}

/** The wizard editing a listing (`/listings/edit/:listingId`) or package (`/listings/edit/packages/:packageId`). */
export function editPath(target: Pick<EditTarget, 'type' | 'id'>): string {
  const id = encodeURIComponent(target.id);
  return target.type === 'PACKAGE' ? `${PATHS.editListing}/packages/${id}` : `${PATHS.editListing}/${id}`;
}

/** Where the steps of this form live: the edited listing's, the saved draft's or the new form's address. */
export function stepsPathOf(state: Pick<WizardState, 'editing' | 'draftId' | 'draftType'>): string {
  if (state.editing) return editPath(state.editing);
  if (state.draftId && state.draftType) return draftPath(state.draftId, state.draftType);
  return WIZARD_PATHS.start;
}

/** The area the form belongs to: leaving it asks about unsaved changes. */
export function areaPathOf(state: Pick<WizardState, 'editing'>): string {
  return state.editing ? editPath(state.editing) : WIZARD_PATHS.start;
}

/** The summary of this form. */
export function summaryPathOf(state: Pick<WizardState, 'editing'>): string {
  return state.editing ? `${editPath(state.editing)}/summary` : WIZARD_PATHS.summary;
}

/** The add-address page of this form, and the pickup step it returns to. */
export function addAddressPathOf(state: Pick<WizardState, 'editing'>): string {
  return state.editing ? `${editPath(state.editing)}/pickup-address/add` : WIZARD_PATHS.addPickupAddress;
}
export function pickupPathOf(state: Pick<WizardState, 'editing' | 'draftId' | 'draftType'>): string {
  return state.editing ? editPath(state.editing) : WIZARD_PATHS.pickupAddress;
}

/** The `:listingType` route part in any case ("LISTING", "package"), or null. */
export function parseListingType(value: string | undefined): ListingType | null {
  const upper = value?.toUpperCase();
  return upper === 'LISTING' || upper === 'PACKAGE' ? upper : null;
}
