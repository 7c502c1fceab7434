import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import type { Rfq } from '@steelyard/domain/rfqs';
import type { SelfUser } from '@steelyard/domain/users';
import { useSaveRfqDraft } from '../api/buyer-rfqs';
import { emptyWizard, toDraftBody, type RfqItemValues, type RfqWizardState } from '../model/rfq-wizard';
import { formOfWizard, resolveRfqWizard, type RfqWizardForm } from '../model/rfq-wizard-form';

export interface RfqWizardContextValue {
  /** The wizard now: the saved draft's id, whether it was resumed, and the form's values. */
  state: RfqWizardState;
  /** Starts the wizard over with `next` (a new RFQ, or a draft opened): its values, and no messages. */
  load: (next: RfqWizardState) => void;
  user: SelfUser;
  organisation: OrganisationReply;
  /** Where the material may be delivered: the organisation's approved warehouse addresses. */
  approvedAddresses: Address[];
  /**
   * Saves the wizard as the draft: POST the first time, PUT after; the saved RFQ, or throws. With
   * `items`, those are saved and then become the form's (step 2 shows an item once it is saved).
   */
  save: (items?: RfqItemValues[]) => Promise<Rfq>;
  saving: boolean;
}

const RfqWizardContext = createContext<RfqWizardContextValue | null>(null);

/** The RFQ wizard's state; only inside the /rfqs/create routes (its form through useFormContext). */
export function useRfqWizard(): RfqWizardContextValue {
  const value = useContext(RfqWizardContext);
  if (!value) throw new Error('useRfqWizard outside the RFQ wizard');
  return value;
}

/**
 * Holds one wizard for every /rfqs/create page, so the steps, the summary and the draft variants
 * share it: the form (react-hook-form, checked by resolveRfqWizard) and, beside it, the draft's id.
 */
export function RfqWizardProvider({
  user,
  organisation,
  children,
}: {
  user: SelfUser;
  organisation: OrganisationReply;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<Pick<RfqWizardState, 'draftId' | 'resumed'>>({ draftId: null, resumed: false });
  const approvedAddresses = useMemo(
    () => organisation.warehouseAddresses.filter((a) => a.validationState === 'APPROVED'),
    [organisation],
  );
  const form = useForm<RfqWizardForm>({
    defaultValues: formOfWizard(emptyWizard()),
    // every change is checked; a step shows a message once its field was left or its Next pressed (spec 000 §5)
    mode: 'all',
    resolver: (values) =>
      resolveRfqWizard(
        values,
        new Date(),
        approvedAddresses.map((a) => a.id),
      ),
  });
  const values = useWatch({ control: form.control }) as RfqWizardForm;
  const state = useMemo<RfqWizardState>(() => ({ ...draft, ...values }), [draft, values]);
  const mutation = useSaveRfqDraft();
  const { mutateAsync } = mutation;

  const load = useCallback(
    (next: RfqWizardState) => {
      form.reset(formOfWizard(next));
      setDraft({ draftId: next.draftId, resumed: next.resumed });
    },
    [form],
  );

  const save = useCallback(
    async (items?: RfqItemValues[]) => {
      const current: RfqWizardState = { ...draft, ...form.getValues(), ...(items ? { items } : {}) };
      const saved = await mutateAsync({ id: current.draftId, body: toDraftBody(current) });
      if (items) form.setValue('items', items, { shouldDirty: true, shouldValidate: true });
      setDraft((previous) => ({ ...previous, draftId: saved.id }));
      return saved;
    },
    [draft, form, mutateAsync],
  );

  const value = useMemo<RfqWizardContextValue>(
    () => ({ state, load, user, organisation, approvedAddresses, save, saving: mutation.isPending }),
    [state, load, user, organisation, approvedAddresses, save, mutation.isPending],
  );
  return (
    <FormProvider {...form}>
      <RfqWizardContext.Provider value={value}>{children}</RfqWizardContext.Provider>
    </FormProvider>
  );
}
