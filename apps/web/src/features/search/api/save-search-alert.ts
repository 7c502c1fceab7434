import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALERT_MESSAGES, createAlertReply, type CreateAlertReply } from '@steelyard/domain/alerts';
import { apiRequest } from '../../../shared/api/api-client';
import { answerPredicate } from '../../../shared/api/server-answers';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/** The search is saved as it is; the server's refusals (an invalid filter, a long comment) are shown as the failure. */
const isSaveAlertAnswer = answerPredicate(Object.values(ALERT_MESSAGES));

export interface SaveSearchAlertInput {
  /** The search's filter in the spec's syntax, as the results page sends it. */
  filterQuery: string;
  comment: string | null;
}

/** `POST api/universal/listing-alerts/`: a SEARCH alert of the current search, switched on. */
export function saveSearchAlert({ filterQuery, comment }: SaveSearchAlertInput): Promise<CreateAlertReply> {
  return apiRequest('universal/listing-alerts/', {
    method: 'POST',
    body: { enabled: true, type: 'SEARCH', filterQuery, comment },
    schema: createAlertReply,
    isExpectedError: isSaveAlertAnswer,
  });
}

export function useSaveSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearchAlert,
    // the new alert shows in My Alerts at once
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crossFeatureKeys.alerts }),
    // the page says "We cannot create your alert right now…" (spec 001 §8)
    meta: { silent: true },
  });
}
