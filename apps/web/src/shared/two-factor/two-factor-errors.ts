import { mapMfaError, type MfaErrorKey } from '@steelyard/domain/auth-messages';
import { isApiError } from '../api/api-error';

/** The two-factor message of spec 000 §8 for a failed code check. */
export function mfaErrorKey(error: unknown): MfaErrorKey {
  if (!isApiError(error)) return 'genericError';
  return mapMfaError(error.reason);
}

/** The catalogue key of a two-factor message. */
export function mfaErrorMessageKey(key: MfaErrorKey): string {
  return `shared.twoFactor.errors.${key}`;
}
