import { useMutation } from '@tanstack/react-query';
import type { ChallengeReply, LoginBody } from '@steelyard/domain/auth';
import { isChallenge } from '@steelyard/domain/challenge-types';
import {
  ACCESS_TOKEN_INVALID,
  LOGIN_ERRORS,
  mapLoginError,
  type LoginErrorNumber,
} from '@steelyard/domain/error-kinds';
import type { Tenant } from '@steelyard/domain/roles';
import { TENANT, apiRequest } from '../../../shared/api/api-client';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { isApiError } from '../../../shared/api/api-error';
import { CaptchaError } from '../../../shared/captcha/captcha';
import { saveChallenge } from './challenge-store';
import { completeSignIn } from './complete-sign-in';
import { isAccessAnswer } from './access-answers';

// this module and the sign-in page's others import no zod (issue 11: it is not downloaded for /login):
// the form's schema loads on the form's first use (login-form-validation.ts), the reply's with the reply

export type LoginFormInput = { username: string; password: string };

/** Maps a schema issue of the login form to the catalogue key of its message. */
export function loginIssueMessage(issue: { code: string; path?: readonly PropertyKey[] }): string {
  const field = issue.path?.[0];
  if (field === 'username') {
    return issue.code === 'too_small' || issue.code === 'invalid_type'
      ? 'auth.login.validation.emailRequired'
      : 'auth.login.validation.emailInvalid';
  }
  if (field === 'password') {
    if (issue.code === 'too_small' || issue.code === 'invalid_type') return 'auth.login.validation.passwordRequired';
    if (issue.code === 'too_big') return 'shared.validation.maxCharacters';
    return 'auth.login.validation.passwordWhitespace';
  }
  return 'shared.validation.invalidValue';
}

export type LoginInput = Omit<LoginBody, 'tenant'> & { tenant?: Tenant };
export type LoginResult = { kind: 'signedIn' } | { kind: 'challenge'; challenge: ChallengeReply };

/** Signs in: stores the session (or the challenge to answer next) and tracks Logged In. */
export async function login({ tenant = TENANT, ...input }: LoginInput): Promise<LoginResult> {
  const reply = await apiRequest('auth/login', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { ...input, tenant },
    // the form has loaded zod by now (its validation), so this waits for no download
    loadSchema: async () => (await import('@steelyard/domain/auth')).loginReply,
  });
  if (isChallenge(reply)) {
    // the e-mail as the server compares it (trimmed), for the challenge calls
    saveChallenge({ ...reply, username: input.username.trim(), tenant });
    return { kind: 'challenge', challenge: reply };
  }
  completeSignIn(reply, tenant);
  return { kind: 'signedIn' };
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}

/**
 * The login error number of spec 000 §8 for a failure. Timeouts (4) and server-side faults (3)
 * are told apart first so users are not told their password is wrong when it is not.
 */
export function loginErrorNumber(error: unknown): LoginErrorNumber {
  // no captcha token means the server would refuse the call: the validation error, with its own text
  if (error instanceof CaptchaError) return LOGIN_ERRORS.validation;
  if (!isApiError(error)) return LOGIN_ERRORS.internalServerError;
  if (error.kind === 'TIMEOUT') return LOGIN_ERRORS.timeout;
  // a sign-in answer whose access token carries no expiry fails with 'Access token invalid' (spec 000
  // §5), told by its own message: the default number, not a fault of the server (issue 23, item 6)
  if (isAccessTokenInvalid(error)) return LOGIN_ERRORS.incorrectPassword;
  if (error.kind === 'NETWORK' || error.kind === 'PARSE' || error.kind === 'AUTHENTICATION_FAILED') {
    return LOGIN_ERRORS.internalServerError;
  }
  if (error.kind === 'API' && (error.status ?? 500) >= 500) return LOGIN_ERRORS.internalServerError;
  return mapLoginError(error.kind, error.reason);
}

function isAccessTokenInvalid(error: unknown): boolean {
  return isApiError(error) && error.kind === 'AUTHENTICATION_FAILED' && error.reason.includes(ACCESS_TOKEN_INVALID);
}

/**
 * What the login screen says beside the error number's text: the captcha failed (error 7), the
 * account is deactivated (error 5, as the server answers once the password is right) or the
 * answer's access token is invalid ('Access token invalid'); null when the number says it all.
 */
export type LoginFailureDetail = 'captcha' | 'deactivated' | 'accessTokenInvalid';

export function loginFailureDetail(error: unknown): LoginFailureDetail | null {
  if (isCaptchaFailure(error)) return 'captcha';
  if (isAccessTokenInvalid(error)) return 'accessTokenInvalid';
  if (isApiError(error) && error.kind === 'ACCESS_DENIED' && error.reason.includes(AUTH_MESSAGES.deactivated)) {
    return 'deactivated';
  }
  return null;
}

/** True when the captcha gave no token or the server refused it (error 7, with its own message). */
export function isCaptchaFailure(error: unknown): boolean {
  if (error instanceof CaptchaError) return true;
  return isApiError(error) && error.kind === 'VALIDATION' && error.reason.includes(AUTH_MESSAGES.captchaFailed);
}
