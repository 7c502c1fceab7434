import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type Dispatch,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@steelyard/domain/listing-commercial';
import { getMaterialOptions, type MaterialOptions } from '@steelyard/domain/material-options';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import type { Feature } from '@steelyard/domain/roles';
import type { ListingType, WizardStep } from '@steelyard/domain/listing-wizard';
import type { SelfUser } from '@steelyard/domain/users';
import { listingTypeOfForm, materialFormOf } from '../model/wizard-form';
import {
  createWizardState,
  isUploading,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../model/wizard-state';
import { stepOfField, validateWizard, type FieldIssues } from '../model/wizard-validation';

export interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
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
  /** Marks a field left by the seller: its message shows from then on (spec 000 §5: on blur). */
  touch: (field: string) => void;
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

/** Holds the wizard's one state for every /listings/create route, so going to the summary or adding an address keeps it. */
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
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const now = useMinuteClock();
  const features = user.features;
  const currency = currencyOf(user, organisation);
  const type = listingTypeOfForm(state.form);
  const issues = useMemo(
    () => validateWizard(state.form, type, features, currency, now, state.editing),
    [state.form, type, features, currency, now, state.editing],
  );
  const options = useMemo(() => getMaterialOptions(materialFormOf(state.form), features), [state.form, features]);

  // a freshly loaded or reset form shows no messages until the seller works on it again
  const { draftId, attempted } = state;
  useEffect(() => {
    if (attempted.length === 0) setTouched(new Set());
  }, [draftId, attempted.length]);

  const value = useMemo<WizardContextValue>(() => {
    const shows = (field: string) => {
      const step: WizardStep | null = stepOfField(type, field);
      return touched.has(field) || (step !== null && state.attempted.includes(step));
    };
    return {
      state,
      dispatch,
      user,
      organisation,
      features,
      currency,
      type,
      issues,
      options,
      uploading: isUploading(state),
      now,
      touch: (field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
      messageOf: (field) => {
        const issue = issues[field];
        return issue && shows(field) ? t(issue.key, issue.values) : undefined;
      },
    };
  }, [state, user, organisation, features, currency, type, issues, options, now, touched, t]);

  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}
