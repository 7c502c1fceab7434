import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from 'react';
import { FormProvider, get, useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@steelyard/domain/listing-commercial';
import { getMaterialOptions, type MaterialForm, type MaterialOptions } from '@steelyard/domain/material-options';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import type { Feature } from '@steelyard/domain/roles';
import type { ListingType, WizardStep } from '@steelyard/domain/listing-wizard';
import type { SelfUser } from '@steelyard/domain/users';
import {
  applyMaterialEdit,
  createWizardForm,
  listingTypeOfForm,
  materialFormOf,
  type WizardForm,
} from '../model/wizard-form';
import {
  createWizardState,
  isUploading,
  settleUploads,
  wizardReducer,
  type EditTarget,
  type WizardAction,
  type WizardState,
} from '../model/wizard-state';
import {
  issueOfError,
  pathOfField,
  resolveWizard,
  stepOfField,
  validateWizard,
  type FieldIssues,
  type WizardContextOfResolver,
} from '../model/wizard-validation';

/** The wizard as the steps read it: its state and the form's values now. */
export type WizardView = WizardState & { form: WizardForm };

/** What starts the form over: a loaded draft, copy or edited listing, or a new form. */
export interface WizardStart {
  form: WizardForm;
  draftId: string | null;
  draftType: ListingType | null;
  source: string;
  editing?: EditTarget | null;
}

export interface WizardContextValue {
  state: WizardView;
  /** Where the seller is, the uploads and what is saved (the form's values change through the functions below). */
  dispatch: Dispatch<WizardAction>;
  /** The seller's change of some fields (the unsaved-changes flag is set). */
  edit: (patch: Partial<WizardForm>) => void;
  /** The seller's change of the whole form, e.g. setDimensionMode or movePicture. */
  change: (next: (form: WizardForm) => WizardForm) => void;
  /** A material choice through applyMaterialEdit (spec 001 §4 resets); the step follows the type. */
  editMaterial: (change: Partial<MaterialForm>) => void;
  /** A value the wizard fills in itself (the primary pickup address, a dropped expiry): not an edit. */
  fillIn: (patch: Partial<WizardForm>) => void;
  /** Starts the form over from a draft, copy or edited listing: nothing unsaved, no messages. */
  load: (start: WizardStart) => void;
  /** Starts a new form (`source` says why: 'new', 'saved', 'submitted'). */
  reset: (source?: string) => void;
  user: SelfUser;
  organisation: OrganisationReply;
  features: readonly Feature[];
  /** The organisation's currency (a loaded draft's own wins, see WizardForm.currencyCode). */
  currency: CurrencyCode;
  type: ListingType;
  /** Every problem of the form now (the domain's create body and the expiry rules). */
  issues: FieldIssues;
  /** What the material choices may offer now (getMaterialOptions with the user's features). */
  options: MaterialOptions;
  uploading: boolean;
  /** The time the expiry choices are reckoned from; it moves on every minute. */
  now: Date;
  /** The translated message of a field, once it was left or its step's Next was pressed. */
  messageOf: (field: string) => string | undefined;
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's state and what is derived from it; only inside the /listings/create routes. */
export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the listing wizard');
  return value;
}

/** The organisation's currency: the manager's financial details name it; otherwise pound sterling in the UK and euro elsewhere. */
export function currencyOf(user: SelfUser, organisation: OrganisationReply): CurrencyCode {
  const named = user.organisation.financialDetails?.currencyCode;
  if (named === 'GBP' || named === 'EUR') return named;
  return organisation.country === 'GB' ? 'GBP' : 'EUR';
}

/** A clock for the expiry choices: slots move on while the seller fills the form. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Writes the fields of `next` that differ from the form's values. */
function writeForm(form: UseFormReturn<WizardForm>, next: WizardForm) {
  const current = form.getValues();
  for (const key of Object.keys(next) as (keyof WizardForm)[]) {
    if (next[key] !== current[key]) form.setValue(key, next[key]);
  }
}

/**
 * Holds the wizard for every /listings/create route, so going to the summary or adding an address
 * keeps it: the form (react-hook-form, checked by resolveWizard) and, beside it, the step, the
 * uploads and what is saved (wizardReducer).
 */
export function WizardProvider({
  user,
  organisation,
  children,
}: {
  user: SelfUser;
  organisation: OrganisationReply;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(wizardReducer, undefined, createWizardState);
  const now = useMinuteClock();
  const features = user.features;
  const currency = currencyOf(user, organisation);
  const context: WizardContextOfResolver = { features, currency, now, editing: state.editing };
  const form = useForm<WizardForm, WizardContextOfResolver>({
    defaultValues: createWizardForm(),
    context,
    resolver: (values, resolverContext) => resolveWizard(values, resolverContext ?? context),
  });
  const values = useWatch({ control: form.control }) as WizardForm;
  const { errors, touchedFields } = useFormState({ control: form.control });
  const type = listingTypeOfForm(values);
  const issues = useMemo(
    () => validateWizard(values, type, features, currency, now, state.editing),
    [values, type, features, currency, now, state.editing],
  );
  const options = useMemo(() => getMaterialOptions(materialFormOf(values), features), [values, features]);

  // the messages follow the form, the clock and who edits what
  useEffect(() => {
    void form.trigger();
  }, [form, values, now, features, currency, state.editing]);

  // a field the seller changed (react-hook-form's change event) is an unsaved change
  useEffect(() => {
    const subscription = form.watch((_, { type: event }) => {
      if (event === 'change') dispatch({ type: 'changed', form: form.getValues() });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // a finished upload joins the form once those chosen before it have
  useEffect(() => {
    const settled = settleUploads(state.uploads, form.getValues());
    if (settled.uploads.length === state.uploads.length) return;
    writeForm(form, settled.form);
    dispatch({
      type: 'uploadsJoined',
      ids: state.uploads.filter((u) => !settled.uploads.includes(u)).map((u) => u.id),
    });
  }, [form, state.uploads]);

  // a new draft saved before any Next shows no messages until the seller works on it again
  const { draftId, attempted } = state;
  const shownDraftId = useRef(draftId);
  useEffect(() => {
    if (shownDraftId.current === draftId) return;
    shownDraftId.current = draftId;
    if (attempted.length === 0) {
      form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepErrors: true, keepDirty: true });
      void form.trigger();
    }
  }, [form, draftId, attempted.length]);

  const edit = useCallback(
    (patch: Partial<WizardForm>) => {
      const next = { ...form.getValues(), ...patch };
      writeForm(form, next);
      dispatch({ type: 'changed', form: next });
    },
    [form],
  );
  const change = useCallback(
    (update: (current: WizardForm) => WizardForm) => {
      const next = update(form.getValues());
      writeForm(form, next);
      dispatch({ type: 'changed', form: next });
    },
    [form],
  );
  const editMaterial = useCallback(
    (material: Partial<MaterialForm>) => change((current) => applyMaterialEdit(current, material, features)),
    [change, features],
  );
  const fillIn = useCallback(
    (patch: Partial<WizardForm>) => writeForm(form, { ...form.getValues(), ...patch }),
    [form],
  );
  const load = useCallback(
    ({ form: loaded, ...start }: WizardStart) => {
      form.reset(loaded);
      dispatch({ type: 'load', ...start });
    },
    [form],
  );
  const reset = useCallback(
    (source?: string) => {
      form.reset(createWizardForm());
      dispatch({ type: 'reset', source });
    },
    [form],
  );

  // rebuilt on every render: the form's errors and touched fields change in place
  const shows = (field: string) => {
    const step: WizardStep | null = stepOfField(type, field);
    return Boolean(get(touchedFields, pathOfField(field))) || (step !== null && state.attempted.includes(step));
  };
  const value: WizardContextValue = {
    state: { ...state, form: values },
    dispatch,
    edit,
    change,
    editMaterial,
    fillIn,
    load,
    reset,
    user,
    organisation,
    features,
    currency,
    type,
    issues,
    options,
    uploading: isUploading(state),
    now,
    messageOf: (field) => {
      const issue = issueOfError(get(errors, pathOfField(field)));
      return issue && shows(field) ? t(issue.key, issue.values ?? {}) : undefined;
    },
  };

  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={value}>{children}</WizardContext.Provider>
    </FormProvider>
  );
}
