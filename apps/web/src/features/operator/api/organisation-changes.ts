import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrganisation,
  creditChangeList,
  type AdminOrganisation,
  type CreateOrganisationBody,
  type CreditBody,
  type UpdateOrganisationBody,
} from '@steelyard/domain/admin-organisations';
import { apiRequest } from '../../../shared/api/api-client';
import { isOperatorAnswer } from './operator-answers';
import { operatorOrganisationKeys } from './organisations';

const organisationUrl = (id: string) => `admin/organisations/${encodeURIComponent(id)}`;

const creditChangesKey = (id: string) => [...operatorOrganisationKeys.detail(id), 'credit-changes'] as const;

/** Opens a vetted customer organisation; the reply is the new organisation. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganisationBody) =>
      apiRequest('admin/organisations/', {
        method: 'POST',
        isExpectedError: isOperatorAnswer,
        body,
        schema: adminOrganisation,
      }),
    onSuccess: (organisation) => {
      queryClient.setQueryData(operatorOrganisationKeys.detail(organisation.id), organisation);
      void queryClient.invalidateQueries({ queryKey: operatorOrganisationKeys.all });
    },
  });
}

function useOrganisationReply(id: string) {
  const queryClient = useQueryClient();
  return (organisation: AdminOrganisation) => {
    queryClient.setQueryData(operatorOrganisationKeys.detail(id), organisation);
    void queryClient.invalidateQueries({ queryKey: operatorOrganisationKeys.all });
  };
}

/** Name, vetting record, default features or two-factor requirement of an organisation. */
export function useUpdateOrganisation(id: string) {
  const onSuccess = useOrganisationReply(id);
  return useMutation({
    mutationFn: (body: UpdateOrganisationBody) =>
      apiRequest(organisationUrl(id), {
        method: 'PATCH',
        isExpectedError: isOperatorAnswer,
        body,
        schema: adminOrganisation,
      }),
    onSuccess,
  });
}

/** Credit limit, ERP balance and payment terms with the reason recorded in the credit history. */
export function useUpdateCredit(id: string) {
  const queryClient = useQueryClient();
  const onReply = useOrganisationReply(id);
  return useMutation({
    mutationFn: (body: CreditBody) =>
      apiRequest(`${organisationUrl(id)}/credit`, {
        method: 'PUT',
        isExpectedError: isOperatorAnswer,
        body,
        schema: adminOrganisation,
      }),
    onSuccess: (organisation) => {
      onReply(organisation);
      void queryClient.invalidateQueries({ queryKey: creditChangesKey(id) });
    },
  });
}

/** The latest credit changes, newest first. */
export function useCreditChanges(id: string) {
  return useQuery(
    queryOptions({
      queryKey: creditChangesKey(id),
      queryFn: ({ signal }) =>
        apiRequest(`${organisationUrl(id)}/credit-changes`, {
          query: { limit: 50, offset: 0 },
          schema: creditChangeList,
          signal,
        }),
    }),
  );
}
