import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  organisationReply,
  type OrganisationReply,
  type PaymentTermsBody,
  type PurchaseContactBody,
} from '@steelyard/domain/organisations';
import { apiRequest } from '../../../shared/api/api-client';
import { organisationKeys } from '../../../shared/organisation/own-organisation';
import { selfUserKeys } from '../../../shared/session/self-user';
import { getSession } from '../../../shared/session/session-store';
import { isAccountAnswer } from './account-answers';

/** `PATCH api/manager/organisations/self/purchase-contact`: the organisation as it is now. */
export function updatePurchaseContact(body: PurchaseContactBody): Promise<OrganisationReply> {
  return apiRequest('manager/organisations/self/purchase-contact', {
    method: 'PATCH',
    body,
    schema: organisationReply,
    isExpectedError: isAccountAnswer,
  });
}

/** `PATCH api/manager/organisations/self/payment-terms`: the organisation as it is now. */
export function updatePaymentTerms(body: PaymentTermsBody): Promise<OrganisationReply> {
  return apiRequest('manager/organisations/self/payment-terms', {
    method: 'PATCH',
    body,
    schema: organisationReply,
    isExpectedError: isAccountAnswer,
  });
}

/** The reply is the organisation: it replaces the cached one; the self user carries the payment terms too. */
function useOrganisationMutation<V>(mutationFn: (variables: V) => Promise<OrganisationReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (organisation) => {
      const userId = getSession()?.userId;
      if (userId) queryClient.setQueryData(organisationKeys.self(userId), organisation);
      void queryClient.invalidateQueries({ queryKey: selfUserKeys.all });
    },
    meta: { silent: true },
  });
}

export const useUpdatePurchaseContact = () => useOrganisationMutation(updatePurchaseContact);
export const useUpdatePaymentTerms = () => useOrganisationMutation(updatePaymentTerms);
