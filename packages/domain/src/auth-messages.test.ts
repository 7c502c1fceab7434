import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, mapMfaError, mapPasswordChangeError, mapPasswordTokenError } from './auth-messages';
import { mapLoginError } from './errors';

describe('access messages', () => {
  it('map two-factor failures', () => {
    expect(mapMfaError(AUTH_MESSAGES.validationFailed)).toBe('validationFailed');
    expect(mapMfaError(AUTH_MESSAGES.codeMismatch)).toBe('codeMismatch');
    expect(mapMfaError('The sign-in session has expired.')).toBe('genericError');
  });
  it('map reset and activation link failures', () => {
    expect(mapPasswordTokenError(AUTH_MESSAGES.tokenExpired)).toBe('expired');
    expect(mapPasswordTokenError(AUTH_MESSAGES.tokenUsed)).toBe('used');
    expect(mapPasswordTokenError(AUTH_MESSAGES.tokenUnknown)).toBe('unknown');
  });
  it('map change-password failures', () => {
    expect(mapPasswordChangeError(AUTH_MESSAGES.wrongPassword)).toBe('incorrectPassword');
    expect(mapPasswordChangeError(AUTH_MESSAGES.attemptLimitExceed)).toBe('rateLimitError');
    expect(mapPasswordChangeError('Something went wrong')).toBe('genericError');
  });
  it('give the login error numbers the spec expects', () => {
    expect(mapLoginError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.temporaryPasswordExpired)).toBe(2);
    expect(mapLoginError('ACCESS_DENIED', AUTH_MESSAGES.deactivated)).toBe(5);
    expect(mapLoginError('RATE_LIMITED', AUTH_MESSAGES.loginLocked)).toBe(6);
    expect(mapLoginError('VALIDATION', AUTH_MESSAGES.captchaFailed)).toBe(7);
    expect(mapLoginError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.incorrectCredentials)).toBe(1);
  });
});
