// The error kinds, messages and login error numbers without zod: the web client's shell and sign-in
// pages need them before any schema (issue 11: zod is not downloaded for /login). errors.ts holds the
// reply schemas and re-exports these.

/**
 * The error kinds of spec 000 §8. Server replies carry one of the HTTP kinds;
 * the client adds the ones that have no HTTP status.
 */
export const ERROR_KINDS = [
  'NETWORK',
  'VALIDATION',
  'AUTHENTICATION_REQUIRED',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'TIMEOUT',
  'RATE_LIMITED',
  'API',
  'PARSE',
  'CUSTOM',
  'STORE',
  'AUTHENTICATION_FAILED',
  'WEBSOCKET',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const PARSE_RESPONSE_FAILED = 'Parse response failed';
export const REQUEST_TIMEOUT = 'Request timeout';
/** A 503: the database was briefly out of reach and nothing was written; the reply's Retry-After says when to retry. */
export const SERVICE_UNAVAILABLE =
  'The service is briefly unavailable. Nothing was saved; please try again in a moment.';
export const INVALID_FILTER_CRITERIA = 'Invalid filter criteria';
export const DATA_PROVIDER_MISSING = 'Data provider missing';
export const ACCESS_TOKEN_INVALID = 'Access token invalid';

/** A field's problem in an error reply. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** Maps an HTTP status to the spec's error kind. */
export function errorKindForStatus(status: number): ErrorKind {
  if (status < 200) return 'NETWORK';
  switch (status) {
    case 400:
      return 'VALIDATION';
    case 401:
      return 'AUTHENTICATION_REQUIRED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'TIMEOUT';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'API';
  }
}

/** The status the server answers for a kind (the reverse of errorKindForStatus). */
export const STATUS_FOR_KIND: Partial<Record<ErrorKind, number>> = {
  VALIDATION: 400,
  AUTHENTICATION_REQUIRED: 401,
  ACCESS_DENIED: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  RATE_LIMITED: 429,
  API: 500,
};

/** Login error numbers of spec 000 §8. */
export const LOGIN_ERRORS = {
  incorrectPassword: 1,
  temporaryPasswordExpired: 2,
  internalServerError: 3,
  timeout: 4,
  unauthorized: 5,
  rateLimit: 6,
  validation: 7,
} as const;
export type LoginErrorNumber = (typeof LOGIN_ERRORS)[keyof typeof LOGIN_ERRORS];

/** Maps a failed login to its error number: rate limit, expired temporary password, unauthorized, validation, else incorrect password. */
export function mapLoginError(kind: ErrorKind, message: string): LoginErrorNumber {
  if (kind === 'RATE_LIMITED') return LOGIN_ERRORS.rateLimit;
  if (message.includes('Temporary password has expired')) return LOGIN_ERRORS.temporaryPasswordExpired;
  if (message.includes('UNAUTHORIZED')) return LOGIN_ERRORS.unauthorized;
  if (kind === 'VALIDATION') return LOGIN_ERRORS.validation;
  return LOGIN_ERRORS.incorrectPassword;
}
