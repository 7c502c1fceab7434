/**
 * Messages the server answers on the access calls (spec 000 §8), and the mappings the screens use.
 * The client maps by message, so these strings are part of the contract: change them on both sides.
 */
export const AUTH_MESSAGES = {
  incorrectCredentials: 'Your email or password is incorrect.',
  temporaryPasswordExpired: 'Temporary password has expired',
  deactivated: 'UNAUTHORIZED: this account is deactivated.',
  loginLocked: 'Too many failed login attempts. Please retry in one hour.',
  tooManyRequests: 'Too many requests. Please retry later.',
  captchaFailed: 'Captcha verification failed',
  challengeSessionInvalid: 'The sign-in session has expired. Please sign in again.',
  invalidChallengeType: 'Invalid challenge type',
  newPasswordMissing: 'A new password is required.',
  codeMismatch: 'Code mismatch',
  validationFailed: 'Validation Failed',
  tokenExpired: 'Token has expired please submit again',
  tokenUsed: 'Password already created with this token',
  tokenUnknown: 'Token not found',
  passwordPolicy: 'The password does not meet the password policy.',
  wrongPassword: 'wrong password',
  attemptLimitExceed: 'Attempt Limit Exceed',
} as const;

/** Two-factor failure keys of spec 000 §8. */
export type MfaErrorKey = 'validationFailed' | 'codeMismatch' | 'genericError';

/** 'Validation Failed' → validationFailed, 'Code mismatch' → codeMismatch, anything else → genericError. */
export function mapMfaError(message: string): MfaErrorKey {
  if (message.includes(AUTH_MESSAGES.validationFailed)) return 'validationFailed';
  if (message.includes(AUTH_MESSAGES.codeMismatch)) return 'codeMismatch';
  return 'genericError';
}

/** Screens of a reset or activation link: expired (offers a new e-mail), used (back to login), unknown. */
export type PasswordTokenErrorKey = 'expired' | 'used' | 'unknown';

export function mapPasswordTokenError(message: string): PasswordTokenErrorKey {
  if (message.includes(AUTH_MESSAGES.tokenExpired)) return 'expired';
  if (message.includes(AUTH_MESSAGES.tokenUsed)) return 'used';
  return 'unknown';
}

/** Change-password failures of spec 000 §8. */
export type PasswordChangeErrorKey = 'incorrectPassword' | 'rateLimitError' | 'genericError';

export function mapPasswordChangeError(message: string): PasswordChangeErrorKey {
  if (message.includes(AUTH_MESSAGES.wrongPassword)) return 'incorrectPassword';
  if (message.includes(AUTH_MESSAGES.attemptLimitExceed)) return 'rateLimitError';
  return 'genericError';
}
