import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUser, type CreateManagerBody, type UpdateAdminUserBody } from '@steelyard/domain/admin-users';
import { apiRequest } from '../../../shared/api/api-client';
import { isOperatorAnswer } from './operator-answers';
import { operatorOrganisationKeys } from './organisations';

function useRefreshOrganisation(organisationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operatorOrganisationKeys.detail(organisationId) });
}

/** Creates the organisation's manager; the server e-mails a temporary password. */
export function useCreateManager(organisationId: string) {
  const refresh = useRefreshOrganisation(organisationId);
  return useMutation({
    mutationFn: (body: CreateManagerBody) =>
      apiRequest(`admin/organisations/${encodeURIComponent(organisationId)}/managers`, {
        method: 'POST',
        isExpectedError: isOperatorAnswer,
        body,
        schema: adminUser,
      }),
    onSuccess: refresh,
  });
}

/** A new welcome e-mail with a fresh temporary password, for a user who has not chosen one yet. */
export function useResendWelcome() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`admin/users/${encodeURIComponent(userId)}/welcome-email`, { method: 'POST' }),
  });
}

/** Activation and features of a user. */
export function useUpdateAdminUser(organisationId: string) {
  const refresh = useRefreshOrganisation(organisationId);
  return useMutation({
    mutationFn: ({ userId, ...body }: UpdateAdminUserBody & { userId: string }) =>
      apiRequest(`admin/users/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        isExpectedError: isOperatorAnswer,
        body,
        schema: adminUser,
      }),
    onSuccess: refresh,
  });
}
