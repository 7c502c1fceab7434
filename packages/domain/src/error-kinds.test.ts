import { describe, expect, it } from 'vitest';
import { errorKindForStatus, LOGIN_ERRORS, mapLoginError } from './error-kinds';

describe('errorKindForStatus', () => {
  it('maps the statuses of the catalogue', () => {
    expect(errorKindForStatus(0)).toBe('NETWORK');
    expect(errorKindForStatus(400)).toBe('VALIDATION');
    expect(errorKindForStatus(401)).toBe('AUTHENTICATION_REQUIRED');
    expect(errorKindForStatus(403)).toBe('ACCESS_DENIED');
    expect(errorKindForStatus(404)).toBe('NOT_FOUND');
    expect(errorKindForStatus(408)).toBe('TIMEOUT');
    expect(errorKindForStatus(429)).toBe('RATE_LIMITED');
    expect(errorKindForStatus(409)).toBe('API');
    expect(errorKindForStatus(503)).toBe('API');
  });
});

describe('mapLoginError', () => {
  it('follows the order of the spec', () => {
    expect(mapLoginError('RATE_LIMITED', 'Too many')).toBe(LOGIN_ERRORS.rateLimit);
    expect(mapLoginError('API', 'Temporary password has expired')).toBe(LOGIN_ERRORS.temporaryPasswordExpired);
    expect(mapLoginError('ACCESS_DENIED', 'UNAUTHORIZED tenant')).toBe(LOGIN_ERRORS.unauthorized);
    expect(mapLoginError('VALIDATION', 'bad')).toBe(LOGIN_ERRORS.validation);
    expect(mapLoginError('AUTHENTICATION_REQUIRED', 'whatever')).toBe(LOGIN_ERRORS.incorrectPassword);
  });
});
