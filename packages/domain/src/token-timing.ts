import { TOKEN_REFRESH_MARGIN_MS } from './constants';

/** True when an access token valid until `validTo` must be refreshed before use at `now`. */
export function needsTokenRefresh(validTo: string | number | Date, now: number = Date.now()): boolean {
  const until = new Date(validTo).getTime();
  if (Number.isNaN(until)) return true;
  return until - now < TOKEN_REFRESH_MARGIN_MS;
}
