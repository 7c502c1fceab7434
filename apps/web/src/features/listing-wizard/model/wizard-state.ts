import type { DocumentKind, DocumentReference } from '@steelyard/domain/documents';
import type { FileUploadStatus } from '@steelyard/domain/file-size';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import { wizardSteps, type ListingType, type WizardStep } from '@steelyard/domain/listing-wizard';
import type { MaterialForm } from '@steelyard/domain/material-options';
import type { Feature } from '@steelyard/domain/roles';
import { applyMaterialEdit, createWizardForm, listingTypeOfForm, type WizardForm } from './wizard-form';

/** Where an upload's file goes in the form. */
export type UploadSlot = 'pictures' | 'testCertificates' | 'packageDocument';
export const UPLOAD_KINDS: Readonly<Record<UploadSlot, DocumentKind>> = {
  pictures: 'PICTURE',
  testCertificates: 'CERTIFICATE',
  packageDocument: 'PACKAGE_LIST',
};

/**
 * A file being uploaded, one that failed, or one uploaded while one chosen before it still uploads
 * (it joins the form after that one, so the form keeps the order the seller chose the files in).
 */
export interface UploadEntry {
  id: string;
  slot: UploadSlot;
  fileName: string;
  size: number;
  status: FileUploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  error?: { key: string; values?: Record<string, string | number> };
  /** The uploaded file, while it waits for the ones chosen before it. */
  file?: DocumentReference;
}

/** A listing or package the wizard edits (EDIT: rejected, or live with edits waiting for the renewal). */
export interface EditTarget {
  type: ListingType;
  id: string;
  number: string;
  status: ListingStatus;
  /** Why operations rejected it (REVIEW_REJECTED). */
  reason: string | null;
  /** A live listing keeps its expiry and auto-renewal (they change through their own calls). */
  expiresAt: string | null;
  autoRenew: boolean;
  /** The net price per unit when loaded: a live listing's new price applies at once (decision 142). */
  netPricePerUnit: number;
}

/** The wizard's one state: the form, where the seller is, and what is saved. */
export interface WizardState {
  form: WizardForm;
  step: WizardStep;
  /** The unsaved-changes flag (spec 001 §4): set by edits, cleared by loading a draft, saving, or a reset. */
  dirty: boolean;
  /** The saved draft this form continues, and its type (a saved draft keeps its type). */
  draftId: string | null;
  draftType: ListingType | null;
  /** Steps whose Next was pressed: their fields show every message from then on. */
  attempted: WizardStep[];
  uploads: UploadEntry[];
  /** The listing or package being edited, or null for a new one. */
  editing: EditTarget | null;
  /** What the form was started from ('new', 'draft:<id>', 'copy:<listing|draft>:<type>:<id>'), so a route loads it once. */
  source: string;
}

export type WizardAction =
  | { type: 'edit'; patch: Partial<WizardForm> }
  | { type: 'material'; change: Partial<MaterialForm>; features: readonly Feature[] }
  | { type: 'replaceForm'; form: WizardForm }
  /** A value the wizard fills in itself (the primary pickup address): not an edit. */
  | { type: 'default'; patch: Partial<WizardForm> }
  | {
      type: 'load';
      form: WizardForm;
      draftId: string | null;
      draftType: ListingType | null;
      source: string;
      editing?: EditTarget | null;
    }
  | { type: 'saved'; draftId: string; draftType: ListingType }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'attempt'; step: WizardStep }
  | { type: 'reset'; source?: string }
  | { type: 'uploadStarted'; entry: Omit<UploadEntry, 'status' | 'progress'> }
  | { type: 'uploadProgress'; id: string; progress: number }
  | { type: 'uploadFailed'; id: string; error: NonNullable<UploadEntry['error']> }
  /** The file is uploaded: it joins the form (a package list replaces the previous one). */
  | { type: 'uploadDone'; id: string; file: DocumentReference }
  /** A file is taken out of the form (the document itself stays until it is cleaned up). */
  | { type: 'removeFile'; slot: UploadSlot; documentId: string }
  /** A picture moves one place up (-1) or down (1) in the seller's order. */
  | { type: 'movePicture'; documentId: string; offset: -1 | 1 }
  /** The picture that leads the listing (the search card's). */
  | { type: 'setMainPicture'; documentId: string }
  | { type: 'uploadDismissed'; id: string };

export function createWizardState(): WizardState {
  return {
    form: createWizardForm(),
    step: 'MATERIAL',
    dirty: false,
    draftId: null,
    draftType: null,
    attempted: [],
    uploads: [],
    editing: null,
    source: 'new',
  };
}

/** The step to stay on after the type changed: the same one when the new type has it, else the first. */
function stepFor(form: WizardForm, step: WizardStep): WizardStep {
  const steps = wizardSteps(listingTypeOfForm(form));
  return steps.includes(step) ? step : steps[0]!;
}

const updateUpload = (state: WizardState, id: string, patch: Partial<UploadEntry>): WizardState => ({
  ...state,
  uploads: state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)),
});

/**
 * Moves the uploaded files of a slot into the form in the order they were chosen: uploads finish in
 * any order (four pictures chosen together came back 2, 3, 4, 1), so a finished one waits for those
 * chosen before it; a failed one does not hold the others up.
 */
function settleUploads(state: WizardState, slot: UploadSlot): WizardState {
  let form = state.form;
  const uploads: UploadEntry[] = [];
  let blocked = false;
  for (const entry of state.uploads) {
    if (entry.slot !== slot || blocked || entry.status === 'Error') {
      uploads.push(entry);
      continue;
    }
    if (entry.status === 'Uploading' || !entry.file) {
      blocked = true;
      uploads.push(entry);
      continue;
    }
    form =
      slot === 'packageDocument'
        ? { ...form, packageDocument: entry.file }
        : { ...form, [slot]: [...form[slot], entry.file] };
  }
  return form === state.form ? { ...state, uploads } : { ...state, form, uploads, dirty: true };
}

/** The pictures with `documentId` moved by `offset` places (unchanged at either end). */
function movePicture(pictures: readonly DocumentReference[], documentId: string, offset: -1 | 1): DocumentReference[] {
  const from = pictures.findIndex((p) => p.documentId === documentId);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= pictures.length) return [...pictures];
  const moved = [...pictures];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit':
      return { ...state, form: { ...state.form, ...action.patch }, dirty: true };
    case 'material': {
      const form = applyMaterialEdit(state.form, action.change, action.features);
      return { ...state, form, step: stepFor(form, state.step), dirty: true };
    }
    case 'replaceForm':
      return { ...state, form: action.form, dirty: true };
    case 'default':
      return { ...state, form: { ...state.form, ...action.patch } };
    case 'load':
      return {
        ...createWizardState(),
        form: action.form,
        draftId: action.draftId,
        draftType: action.draftType,
        source: action.source,
        editing: action.editing ?? null,
      };
    case 'saved':
      return {
        ...state,
        draftId: action.draftId,
        draftType: action.draftType,
        dirty: false,
        source: `draft:${action.draftId}`,
      };
    case 'goTo':
      return { ...state, step: action.step };
    case 'attempt':
      return state.attempted.includes(action.step) ? state : { ...state, attempted: [...state.attempted, action.step] };
    case 'reset':
      return { ...createWizardState(), source: action.source ?? 'new' };
    case 'uploadStarted':
      return { ...state, uploads: [...state.uploads, { ...action.entry, status: 'Uploading', progress: 0 }] };
    case 'uploadProgress':
      return updateUpload(state, action.id, { progress: action.progress });
    case 'uploadFailed': {
      const entry = state.uploads.find((u) => u.id === action.id);
      const failed = updateUpload(state, action.id, { status: 'Error', error: action.error });
      return entry ? settleUploads(failed, entry.slot) : failed;
    }
    case 'uploadDone': {
      const entry = state.uploads.find((u) => u.id === action.id);
      if (!entry) return state;
      return settleUploads(updateUpload(state, action.id, { status: 'Success', file: action.file }), entry.slot);
    }
    case 'movePicture':
      return {
        ...state,
        form: { ...state.form, pictures: movePicture(state.form.pictures, action.documentId, action.offset) },
        dirty: true,
      };
    case 'setMainPicture': {
      const pictures = state.form.pictures.map((p) => ({ ...p, main: p.documentId === action.documentId }));
      return { ...state, form: { ...state.form, pictures }, dirty: true };
    }
    case 'removeFile': {
      const form =
        action.slot === 'packageDocument'
          ? { ...state.form, packageDocument: null }
          : { ...state.form, [action.slot]: state.form[action.slot].filter((f) => f.documentId !== action.documentId) };
      return { ...state, form, dirty: true };
    }
    case 'uploadDismissed': {
      const entry = state.uploads.find((u) => u.id === action.id);
      const dismissed = { ...state, uploads: state.uploads.filter((u) => u.id !== action.id) };
      return entry ? settleUploads(dismissed, entry.slot) : dismissed;
    }
  }
}

/** True while a file is still uploading: Next, Save and Submit wait (spec 001 §5). */
export function isUploading(state: WizardState): boolean {
  return state.uploads.some((u) => u.status === 'Uploading');
}
