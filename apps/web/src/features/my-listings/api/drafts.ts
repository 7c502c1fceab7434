import { useMutation } from '@tanstack/react-query';
import { draftListingList, type DraftListingList } from '@steelyard/domain/listing-drafts';
import { draftPackageList, type DraftPackageList } from '@steelyard/domain/packages';
import { chooseCallFamily, hasAnyRole } from '@steelyard/domain/roles';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isListingAnswer } from './listing-answers';

/** The organisation's draft listings or packages, as the drafts tab lists them. */
export const draftListKeys = {
  all: ['my-listings', 'drafts'] as const,
  list: (kind: 'listings' | 'packages') => [...draftListKeys.all, kind] as const,
};

/** One page of the organisation's draft listings (50 a page, last changed first). */
export function fetchDraftListingsPage({
  limit,
  offset,
  sort,
  filter,
  signal,
}: PageRequest): Promise<DraftListingList> {
  return apiRequest('universal/draft-listings/', {
    query: { limit, offset, sort, filter },
    schema: draftListingList,
    signal,
  });
}

/** One page of the organisation's draft packages (50 a page). */
export function fetchDraftPackagesPage({
  limit,
  offset,
  sort,
  filter,
  signal,
}: PageRequest): Promise<DraftPackageList> {
  return apiRequest('universal/draft-packages/', {
    query: { limit, offset, sort, filter },
    schema: draftPackageList,
    signal,
  });
}

/** Draft deletion is for sellers and managers (spec 001 §6). */
export function canDeleteDrafts(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['SELLER', 'MANAGER']);
}

export type DraftKind = 'listing' | 'package';

/**
 * `DELETE api/{manager|seller}/draft-listings/{id}` (or draft-packages): managers delete any of the
 * organisation's drafts, so a manager who also sells goes through the manager family.
 */
export async function deleteDraft({ id, kind, roles }: { id: string; kind: DraftKind; roles: readonly string[] }) {
  const family = chooseCallFamily(roles, ['MANAGER', 'SELLER']);
  const collection = kind === 'listing' ? 'draft-listings' : 'draft-packages';
  await apiRequest(`${family}/${collection}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isExpectedError: isListingAnswer,
  });
}

export function useDeleteDraft() {
  // the screen tells the outcome with the spec's two messages
  return useMutation({ mutationFn: deleteDraft, meta: { silent: true } });
}
