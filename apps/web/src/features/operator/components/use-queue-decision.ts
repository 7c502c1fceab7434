import { handleGlobalError } from '../../../shared/api/global-error-handler';
import type { LoadOptions } from '../../../shared/collections/use-collection';
import { notify } from '../../../shared/ui/notify';

type Decision = 'approve' | 'reject';

/** The entry being decided and how, while its request runs: its buttons show it, the others wait. */
export type QueueDeciding = { id: string; decision: Decision };

interface UseQueueDecisionOptions<Input extends { decision: Decision }> {
  /** The queue's decision mutation (its hook in `api/`). */
  mutation: { mutateAsync: (input: Input) => Promise<unknown>; isPending: boolean; variables: Input | undefined };
  /** The queue the entry leaves (a shrinking collection). */
  queue: { load: (options?: LoadOptions) => unknown; removeActedOn: (id: string) => void };
  idOf: (input: Input) => string;
  /** The server's answer that the entry no longer waits (decided by another operator, withdrawn, deleted). */
  isAlreadyDecided: (error: unknown) => boolean;
  /** The queue's own words for each outcome, naming the entry. */
  notices: Record<'approved' | 'rejected' | 'alreadyDecided', (input: Input) => string>;
  /**
   * A refusal the queue explains itself (the entry stays, e.g. a listing whose expiry has passed
   * cannot be approved): its words, or null for any other error.
   */
  explainRefusal?: (error: unknown, input: Input) => string | null;
}

/**
 * Approving or rejecting an entry of an operator queue. `decide` resolves true when the entry is done
 * with, so a reason dialog may close: decided here (it leaves the queue), or already decided elsewhere
 * (the queue loads again, since more than this entry may have changed). Any other error is the
 * global handler's, and the dialog stays open to try again.
 */
export function useQueueDecision<Input extends { decision: Decision }>({
  mutation,
  queue,
  idOf,
  isAlreadyDecided,
  notices,
  explainRefusal,
}: UseQueueDecisionOptions<Input>) {
  const pending = mutation.isPending ? mutation.variables : undefined;
  const deciding: QueueDeciding | null = pending ? { id: idOf(pending), decision: pending.decision } : null;

  const decide = async (input: Input): Promise<boolean> => {
    try {
      await mutation.mutateAsync(input);
      notify({
        level: 'SUCCESS',
        message: input.decision === 'approve' ? notices.approved(input) : notices.rejected(input),
      });
      queue.removeActedOn(idOf(input));
      return true;
    } catch (error) {
      if (isAlreadyDecided(error)) {
        notify({ level: 'WARNING', message: notices.alreadyDecided(input) });
        queue.load({ force: true });
        return true;
      }
      const refusal = explainRefusal?.(error, input);
      if (refusal) {
        notify({ level: 'WARNING', message: refusal });
        return false;
      }
      handleGlobalError(error);
      return false;
    }
  };

  return { decide, deciding };
}

/**
 * How an entry's buttons show a decision in flight: its own Approve spins, no Approve can start a second
 * request, and Reject stays open on the entry being decided (its dialog is the one waiting) only.
 */
export function decisionButtonsOf(deciding: QueueDeciding | null, id: string) {
  return {
    approve: { loading: deciding?.id === id && deciding.decision === 'approve', disabled: deciding !== null },
    rejectDisabled: deciding !== null && deciding.id !== id,
  };
}
