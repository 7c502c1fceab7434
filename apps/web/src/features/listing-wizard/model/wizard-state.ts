import type { DocumentKind, DocumentReference } from '@steelyard/domain/documents';
import type { FileUploadStatus } from '@steelyard/domain/file-size';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import { wizardSteps, type ListingType, type WizardStep } from '@steelyard/domain/listing-wizard';
import { listingTypeOfForm, type WizardForm } from './wizard-form';

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

/**
 * What the wizard keeps beside its form (the form itself is react-hook-form's, in WizardProvider):
 * where the seller is, what is saved, and the uploads in progress.
 */
export interface WizardState {
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
  /** The seller changed the form to `form` (written by the provider): unsaved, and the step follows the type. */
  | { type: 'changed'; form: WizardForm }
  | {
      type: 'load';
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
  /** The file is uploaded: it joins the form once those chosen before it have (settleUploads). */
  | { type: 'uploadDone'; id: string; file: DocumentReference }
  /** These uploads joined the form. */
  | { type: 'uploadsJoined'; ids: readonly string[] }
  | { type: 'uploadDismissed'; id: string };

export function createWizardState(): WizardState {
  return {
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
export function stepFor(form: WizardForm, step: WizardStep): WizardStep {
  const steps = wizardSteps(listingTypeOfForm(form));
  return steps.includes(step) ? step : steps[0]!;
}

const updateUpload = (state: WizardState, id: string, patch: Partial<UploadEntry>): WizardState => ({
  ...state,
  uploads: state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)),
});

/** The form with an uploaded file in its slot (a package list replaces the previous one). */
export function addFile(form: WizardForm, slot: UploadSlot, file: DocumentReference): WizardForm {
  return slot === 'packageDocument' ? { ...form, packageDocument: file } : { ...form, [slot]: [...form[slot], file] };
}

/**
 * The uploads that may join the form now, in the order they were chosen: uploads finish in any
 * order (four pictures chosen together came back 2, 3, 4, 1), so a finished one waits for those
 * of its slot chosen before it; a failed one does not hold the others up.
 */
export function settledUploads(uploads: readonly UploadEntry[]): UploadEntry[] {
  const settled: UploadEntry[] = [];
  const blocked = new Set<UploadSlot>();
  for (const entry of uploads) {
    if (blocked.has(entry.slot) || entry.status === 'Error') continue;
    if (entry.status === 'Uploading' || !entry.file) blocked.add(entry.slot);
    else settled.push(entry);
  }
  return settled;
}

/** The form with the settled uploads joined, and the uploads still waiting or failed. */
export function settleUploads(
  uploads: readonly UploadEntry[],
  form: WizardForm,
): { uploads: UploadEntry[]; form: WizardForm } {
  const settled = settledUploads(uploads);
  return {
    uploads: uploads.filter((u) => !settled.includes(u)),
    form: settled.reduce((next, entry) => addFile(next, entry.slot, entry.file!), form),
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'changed': {
      const step = stepFor(action.form, state.step);
      return state.dirty && step === state.step ? state : { ...state, dirty: true, step };
    }
    case 'load':
      return {
        ...createWizardState(),
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
      return state.step === action.step ? state : { ...state, step: action.step };
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
    case 'uploadDone':
      return updateUpload(state, action.id, { status: 'Success', file: action.file });
    case 'uploadsJoined':
      // a file joining the form is a change of the form
      return { ...state, uploads: state.uploads.filter((u) => !action.ids.includes(u.id)), dirty: true };
    case 'uploadDismissed':
      return { ...state, uploads: state.uploads.filter((u) => u.id !== action.id) };
  }
}

/** True while a file is still uploading: Next, Save and Submit wait (spec 001 §5). */
export function isUploading(state: WizardState): boolean {
  return state.uploads.some((u) => u.status === 'Uploading');
}
