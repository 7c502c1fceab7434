import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { ApiError } from '../../../shared/api/api-error';

const KNOWN_MESSAGES = new Set<string>(Object.values(AUTH_MESSAGES));

/**
 * True for a failure of an access call that is the server's answer to the user (wrong password,
 * lockout, wrong code, used or expired link), shown on the screen and not reported as a fault.
 * A 400 is an answer only with a message of the contract; any other 400 means the client sent
 * something wrong, and server faults are always reported.
 */
export function isAccessAnswer(error: ApiError): boolean {
  if (error.status === null || error.status >= 500) return false;
  if (error.kind === 'VALIDATION') return KNOWN_MESSAGES.has(error.reason);
  return true;
}
