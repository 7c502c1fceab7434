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

/** A file being uploaded, or one that failed (the uploaded ones are in the form). */
export interface UploadEntry {
  id: string;
  slot: UploadSlot;
  fileName: string;
  size: number;
  status: FileUploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  error?: { key: string; values?: Record<string, string | number> };
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
    case 'uploadFailed':
      return updateUpload(state, action.id, { status: 'Error', error: action.error });
    case 'uploadDone': {
      const entry = state.uploads.find((u) => u.id === action.id);
      const uploads = state.uploads.filter((u) => u.id !== action.id);
      if (!entry) return { ...state, uploads };
      const form =
        entry.slot === 'packageDocument'
          ? { ...state.form, packageDocument: action.file }
          : { ...state.form, [entry.slot]: [...state.form[entry.slot], action.file] };
      return { ...state, form, uploads, dirty: true };
    }
    case 'removeFile': {
      const form =
        action.slot === 'packageDocument'
          ? { ...state.form, packageDocument: null }
          : { ...state.form, [action.slot]: state.form[action.slot].filter((f) => f.documentId !== action.documentId) };
      return { ...state, form, dirty: true };
    }
    case 'uploadDismissed':
      return { ...state, uploads: state.uploads.filter((u) => u.id !== action.id) };
  }
}

/** True while a file is still uploading: Next, Save and Submit wait (spec 001 §5). */
export function isUploading(state: WizardState): boolean {
  return state.uploads.some((u) => u.status === 'Uploading');
}
