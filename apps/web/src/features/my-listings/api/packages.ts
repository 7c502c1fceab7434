import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentReply, type DocumentReply } from '@steelyard/domain/documents';
import { listingPackage, packageList, type ListingPackage, type PackageList } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isListingAnswer } from './listing-answers';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

export const packageKeys = {
  all: crossFeatureKeys.packages,
  detail: (id: string) => [...packageKeys.all, 'detail', id] as const,
  document: (documentId: string) => [...packageKeys.all, 'document', documentId] as const,
  /** The organisation's packages; the collection hook adds each load's status filter. */
  list: () => [...packageKeys.all, 'list'] as const,
};

/** One page of the organisation's packages (10 a page, filter `status.value=A|B`). */
export function fetchPackagesPage({ limit, offset, sort, filter, signal }: PageRequest): Promise<PackageList> {
  return apiRequest('universal/packaging/packages/', {
    query: { limit, offset, sort, filter },
    schema: packageList,
    signal,
  });
}

/** `GET api/universal/packaging/packages/{id}`: 404 when it is gone. */
export function getPackage(id: string): Promise<ListingPackage> {
  return apiRequest(`universal/packaging/packages/${encodeURIComponent(id)}`, {
    schema: listingPackage,
    isExpectedError: isListingAnswer,
  });
}

export const packageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: packageKeys.detail(id),
    queryFn: () => getPackage(id),
    retry: false,
    meta: { silent: true },
  });

export function usePackage(id: string) {
  return useQuery(packageQueryOptions(id));
}

/** `GET api/universal/documents/{id}`: the package list with the rows read at upload. */
export function getPackageDocument(documentId: string): Promise<DocumentReply> {
  return apiRequest(`universal/documents/${encodeURIComponent(documentId)}`, { schema: documentReply });
}

export function usePackageDocument(documentId: string | null) {
  return useQuery({
    queryKey: packageKeys.document(documentId ?? ''),
    queryFn: () => getPackageDocument(documentId!),
    enabled: documentId !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
