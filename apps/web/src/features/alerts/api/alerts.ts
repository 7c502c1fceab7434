import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_MESSAGES,
  createAlertReply,
  immediateRequestSettings,
  listingAlert,
  listingAlertList,
  type AlertType,
  type CreateAlertBody,
  type CreateAlertReply,
  type ImmediateRequestSettings,
  type ListingAlert,
  type ListingAlertList,
} from '@steelyard/domain/alerts';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { listing, type Listing } from '@steelyard/domain/listings';
import { searchListingsReply, type SearchListingsReply } from '@steelyard/domain/search';
import { apiRequest } from '../../../shared/api/api-client';
import { answerPredicate } from '../../../shared/api/server-answers';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/** Alert failures the server answers to the user (not found, incomplete, target price) are shown, not reported. */
export const isAlertAnswer = answerPredicate([...Object.values(ALERT_MESSAGES), ...Object.values(LISTING_MESSAGES)]);

export const alertKeys = {
  all: crossFeatureKeys.alerts,
  list: (type: AlertType | 'ALL') => [...alertKeys.all, 'list', type] as const,
  detail: (id: string) => [...alertKeys.all, 'detail', id] as const,
  results: (id: string, limit: number) => [...alertKeys.all, 'results', id, limit] as const,
  listing: (id: string) => [...alertKeys.all, 'listing', id] as const,
  settings: [...crossFeatureKeys.alerts, 'immediate-request-settings'] as const,
};

/** `GET api/universal/listing-alerts/`: the caller's alerts (all, or of one type), newest first. */
export function fetchAlerts(type: AlertType | 'ALL'): Promise<ListingAlertList> {
  return apiRequest('universal/listing-alerts/', {
    query: { limit: 100, offset: 0, filter: type === 'ALL' ? undefined : `type=${type}` },
    schema: listingAlertList,
  });
}

export function useAlerts(type: AlertType | 'ALL') {
  return useQuery(queryOptions({ queryKey: alertKeys.list(type), queryFn: () => fetchAlerts(type) }));
}

export function getAlert(id: string): Promise<ListingAlert> {
  return apiRequest(`universal/listing-alerts/${encodeURIComponent(id)}`, {
    schema: listingAlert,
    isExpectedError: isAlertAnswer,
  });
}

export function useAlert(id: string) {
  return useQuery({
    queryKey: alertKeys.detail(id),
    queryFn: () => getAlert(id),
    enabled: id !== '',
    retry: false,
    meta: { silent: true },
  });
}

/** `POST api/universal/listing-alerts/`: answers the id and how many live listings match now. */
export function createAlert(body: CreateAlertBody): Promise<CreateAlertReply> {
  return apiRequest('universal/listing-alerts/', {
    method: 'POST',
    body,
    schema: createAlertReply,
    isExpectedError: isAlertAnswer,
  });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    // the form says "We cannot create your alert right now…" (spec 001 §8)
    meta: { silent: true },
  });
}

/** `PATCH api/universal/listing-alerts/{id}` {enabled}. */
export function setAlertEnabled({ id, enabled }: { id: string; enabled: boolean }): Promise<ListingAlert> {
  return apiRequest(`universal/listing-alerts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { enabled },
    schema: listingAlert,
    isExpectedError: isAlertAnswer,
  });
}

export function useSetAlertEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    meta: { silent: true },
  });
}

/** `DELETE api/universal/listing-alerts/{id}`. */
export async function deleteAlert(id: string): Promise<void> {
  await apiRequest(`universal/listing-alerts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isExpectedError: isAlertAnswer,
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    meta: { silent: true },
  });
}

/** `GET api/universal/search-listings/by-alert/{alertId}`: what the alert finds now (first `limit`). */
export function fetchAlertResults(alertId: string, limit: number): Promise<SearchListingsReply> {
  return apiRequest(`universal/search-listings/by-alert/${encodeURIComponent(alertId)}`, {
    query: { limit, offset: 0 },
    schema: searchListingsReply,
    isExpectedError: isAlertAnswer,
  });
}

export function useAlertResults(alertId: string, limit: number) {
  return useQuery({
    queryKey: alertKeys.results(alertId, limit),
    queryFn: () => fetchAlertResults(alertId, limit),
    enabled: alertId !== '',
    retry: false,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

/** `GET api/universal/listings/{id}`: a live listing of another organisation (404 once it is gone). */
export function getAlertListing(id: string): Promise<Listing> {
  return apiRequest(`universal/listings/${encodeURIComponent(id)}`, {
    schema: listing,
    isExpectedError: isAlertAnswer,
  });
}

export function useAlertListing(id: string) {
  return useQuery({
    queryKey: alertKeys.listing(id),
    queryFn: () => getAlertListing(id),
    retry: false,
    meta: { silent: true },
  });
}

/** `GET api/seller/immediate-requests/settings` (403 for anyone but a seller). */
export function getImmediateRequestSettings(): Promise<ImmediateRequestSettings> {
  return apiRequest('seller/immediate-requests/settings', {
    schema: immediateRequestSettings,
    isExpectedError: isAlertAnswer,
  });
}

export function useImmediateRequestSettings(enabled: boolean) {
  return useQuery({
    queryKey: alertKeys.settings,
    queryFn: getImmediateRequestSettings,
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

export function putImmediateRequestSettings(body: ImmediateRequestSettings): Promise<ImmediateRequestSettings> {
  return apiRequest('seller/immediate-requests/settings', {
    method: 'PUT',
    body,
    schema: immediateRequestSettings,
    isExpectedError: isAlertAnswer,
  });
}

export function useSaveImmediateRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putImmediateRequestSettings,
    onSuccess: (reply) => queryClient.setQueryData(alertKeys.settings, reply),
    meta: { silent: true },
  });
}
