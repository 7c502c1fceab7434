import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  checkTargetPrice,
  targetPriceMinimumReply,
  type TargetPriceMinimumReply,
} from '@steelyard/domain/target-price';
import type { SelfUser } from '@steelyard/domain/users';
import { apiRequest } from '../api/api-client';

/*
 * The target-price check of the search form and the urgent request (spec 001 §5, decision 173):
 * while the buyer types, the market minimum for the search is asked once the form has rested for
 * TARGET_PRICE_CHECK_DELAY_MS, and a target per tonne below it shows the §5 message. The server
 * converts listings in other currencies at the configured rates; the urgent request's server
 * refuses a lower target too.
 */

/** How long the form rests before the minimum is asked: no request per keystroke. */
export const TARGET_PRICE_CHECK_DELAY_MS = 500;

/** The currency of a user's target prices: their organisation's (named for every user by newer servers). */
export function targetPriceCurrencyOf(user: SelfUser | undefined): 'GBP' | 'EUR' {
  const named = user?.organisation.currencyCode ?? user?.organisation.financialDetails?.currencyCode;
  return named === 'GBP' ? 'GBP' : 'EUR';
}

export interface TargetPriceMinimumRequest {
  /** The search's filter; '' for none. */
  filter: string;
  currencyCode: 'GBP' | 'EUR';
  weight: number | null;
  numberOfItems: number | null;
}

/** `GET api/universal/search-listings/target-price-minimum` (TARGET_PRICE feature). */
export function fetchTargetPriceMinimum(
  request: TargetPriceMinimumRequest,
  signal?: AbortSignal,
): Promise<TargetPriceMinimumReply> {
  return apiRequest('universal/search-listings/target-price-minimum', {
    query: {
      filter: request.filter || undefined,
      currencyCode: request.currencyCode,
      weight: request.weight ?? undefined,
      numberOfItems: request.numberOfItems ?? undefined,
    },
    schema: targetPriceMinimumReply,
    signal,
  });
}

export const targetPriceMinimumKeys = {
  all: ['target-price-minimum'] as const,
  of: (request: TargetPriceMinimumRequest) => [...targetPriceMinimumKeys.all, request] as const,
};

export function targetPriceMinimumQueryOptions(request: TargetPriceMinimumRequest) {
  return queryOptions({
    queryKey: targetPriceMinimumKeys.of(request),
    // the signal aborts the request when the form has moved on (a newer key took its place)
    queryFn: ({ signal }) => fetchTargetPriceMinimum(request, signal),
    staleTime: 60_000,
    retry: false,
    // a failed check is no fault to show: the urgent request's server checks again
    meta: { silent: true },
  });
}

export interface TargetPriceCheckInput extends TargetPriceMinimumRequest {
  /** The viewer has the TARGET_PRICE feature and the form shows the field. */
  enabled: boolean;
  /** The typed target per tonne in minor units; null when empty or unreadable. */
  targetPerTonne: number | null;
}

/**
 * Whether the typed target per tonne is below the market minimum, checked once the form has
 * rested: the message appears after the pause and goes as soon as the amount reaches the minimum.
 */
export function useTargetPriceCheck(input: TargetPriceCheckInput): { tooLow: boolean } {
  const { enabled, targetPerTonne, ...request } = input;
  const wanted = enabled && targetPerTonne != null;
  // a string rests between renders where a fresh object would restart the pause every render
  const [settledKey] = useDebouncedValue(
    wanted ? JSON.stringify({ ...request, targetPerTonne }) : '',
    TARGET_PRICE_CHECK_DELAY_MS,
  );
  const settled = settledKey
    ? (JSON.parse(settledKey) as TargetPriceMinimumRequest & { targetPerTonne: number })
    : null;
  const query = useQuery({
    ...targetPriceMinimumQueryOptions(
      settled
        ? {
            filter: settled.filter,
            currencyCode: settled.currencyCode,
            weight: settled.weight,
            numberOfItems: settled.numberOfItems,
          }
        : request,
    ),
    enabled: wanted && settled != null,
  });
  if (!wanted || !settled || !query.data) return { tooLow: false };
  const settledTooLow = checkTargetPrice(settled.targetPerTonne, query.data) != null;
  // raising the amount clears the message at once; a lower one waits for the pause
  return { tooLow: settledTooLow && checkTargetPrice(targetPerTonne, query.data) != null };
}
