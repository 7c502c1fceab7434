import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import type { Rfq } from '@steelyard/domain/rfqs';
import type { SelfUser } from '@steelyard/domain/users';
import { useSaveRfqDraft } from '../api/buyer-rfqs';
import { emptyWizard, toDraftBody, type RfqWizardState } from '../model/rfq-wizard';

export interface RfqWizardContextValue {
  state: RfqWizardState;
  setState: (update: (previous: RfqWizardState) => RfqWizardState) => void;
  user: SelfUser;
  organisation: OrganisationReply;
  /** Where the material may be delivered: the organisation's approved warehouse addresses. */
  approvedAddresses: Address[];
  /** Saves `next` (or the state) as the draft: POST the first time, PUT after; the saved RFQ, or throws. */
  save: (next?: RfqWizardState) => Promise<Rfq>;
  saving: boolean;
}

const RfqWizardContext = createContext<RfqWizardContextValue | null>(null);

/** The RFQ wizard's state; only inside the /rfqs/create routes. */
export function useRfqWizard(): RfqWizardContextValue {
  const value = useContext(RfqWizardContext);
  if (!value) throw new Error('useRfqWizard outside the RFQ wizard');
  return value;
}

/** Holds one wizard state for every /rfqs/create page, so the steps, the summary and the draft variants share it. */
export function RfqWizardProvider({
  user,
  organisation,
  initial,
  children,
}: {
  user: SelfUser;
  organisation: OrganisationReply;
  initial?: RfqWizardState;
  children: ReactNode;
}) {
  const [state, setRawState] = useState<RfqWizardState>(() => initial ?? emptyWizard());
  const mutation = useSaveRfqDraft();
  const { mutateAsync } = mutation;
  const setState = useCallback((update: (previous: RfqWizardState) => RfqWizardState) => setRawState(update), []);
  const approvedAddresses = useMemo(
    () => organisation.warehouseAddresses.filter((a) => a.validationState === 'APPROVED'),
    [organisation],
  );

  const save = useCallback(
    async (next?: RfqWizardState) => {
      const current = next ?? state;
      const saved = await mutateAsync({ id: current.draftId, body: toDraftBody(current) });
      setRawState({ ...current, draftId: saved.id });
      return saved;
    },
    [state, mutateAsync],
  );

  const value = useMemo<RfqWizardContextValue>(
    () => ({ state, setState, user, organisation, approvedAddresses, save, saving: mutation.isPending }),
    [state, setState, user, organisation, approvedAddresses, save, mutation.isPending],
  );
  return <RfqWizardContext.Provider value={value}>{children}</RfqWizardContext.Provider>;
}
