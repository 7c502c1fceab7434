import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/constants';
import type { PublicConfigReply } from '@steelyard/domain/public-config';
import { checkPublicConfigReply } from '@steelyard/domain/public-config-check';
import { apiRequest } from '../api/api-client';

/** What the client assumes until (or if never) the server tells: UK legal pages, no integrations. */
export const FALLBACK_PUBLIC_CONFIG: PublicConfigReply = {
  analytics: null,
  errorReporting: null,
  captcha: null,
  region: 'UK',
  supportEmail: 'support@steelyard.example',
  exchangeRates: DEFAULT_EXCHANGE_RATES,
};

export const publicConfigKeys = {
  all: ['public-config'] as const,
};

export function getPublicConfig(): Promise<PublicConfigReply> {
  // every page reads it at start: checked without zod, which the sign-in page does not download (issue 11)
  return apiRequest('public/config', { schema: { safeParse: checkPublicConfigReply }, auth: false });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

/** The public configuration, or the fallback while it loads or when it cannot be loaded. */
export function usePublicConfig(): PublicConfigReply {
  return usePublicConfigStatus().config;
}

/** The configuration and whether it is final (loaded, or failed so the fallback stays). */
export function usePublicConfigStatus(): { config: PublicConfigReply; settled: boolean } {
  const { data, isSuccess, isError } = useQuery(publicConfigQueryOptions());
  return { config: data ?? FALLBACK_PUBLIC_CONFIG, settled: isSuccess || isError };
}
