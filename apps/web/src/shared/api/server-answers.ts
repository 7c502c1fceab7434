import type { ApiError } from './api-error';

/**
 * Builds the `isExpectedError` predicate of a family of calls (decision 35): failures that are the
 * server's answer to the user — 401, 403, 404, 429, and a 400 whose message is one of `messages` —
 * are shown on the screen and not reported. A 400 with any other message means the client sent
 * something it should not have, and server faults and lost connections are always reported.
 */
export function answerPredicate(messages: Iterable<string>): (error: ApiError) => boolean {
  const known = new Set<string>(messages);
  return (error) => {
    if (error.status === null || error.status >= 500) return false;
    if (error.kind === 'VALIDATION') return known.has(error.reason);
    return true;
  };
}
