import i18next from 'i18next';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';

/** The server's answers of the RFQ calls (shown on screen, not reported as faults). */
export const isRfqAnswer = answerPredicate([...Object.values(RFQ_MESSAGES), ...Object.values(CHECKOUT_MESSAGES)]);

const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(RFQ_MESSAGES).map(([key, message]) => [message, `rfqs.errors.${key}`] as const),
  ...Object.entries(CHECKOUT_MESSAGES).map(([key, message]) => [message, `rfqs.checkout.errors.${key}`] as const),
]);

/** The catalogue key of a domain message (spec 001 §5 wording), or null for a message we do not know. */
export function rfqMessageKey(message: string | undefined | null): string | null {
  const key = message ? MESSAGE_KEYS.get(message) : undefined;
  // a message the server added after this catalogue was written falls back to the caller's text
  return key && i18next.exists(key) ? key : null;
}

/** The key of what went wrong in a call: the server's known answer, else `fallback`. */
export function rfqErrorKey(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return rfqMessageKey(error.reason) ?? fallback;
}
