import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { isAccessAnswer } from './access-answers';

const error = (status: number | null, message: string) =>
  status === null
    ? new ApiError({ kind: 'NETWORK', message })
    : ApiError.fromStatus(status, message, { method: 'POST', uri: '/api/auth/login' });

describe('isAccessAnswer', () => {
  it('treats the answers of the access contract as answers, not faults', () => {
    expect(isAccessAnswer(error(401, 'Your email or password is incorrect.'))).toBe(true);
    expect(isAccessAnswer(error(429, 'Too many failed login attempts. Please retry in one hour.'))).toBe(true);
    expect(isAccessAnswer(error(403, 'UNAUTHORIZED: this account is deactivated.'))).toBe(true);
    expect(isAccessAnswer(error(404, 'Token not found'))).toBe(true);
    expect(isAccessAnswer(error(400, 'Code mismatch'))).toBe(true);
    expect(isAccessAnswer(error(400, 'Token has expired please submit again'))).toBe(true);
  });

  it('keeps reporting server faults, lost connections and bodies the server could not accept', () => {
    expect(isAccessAnswer(error(500, 'Boom'))).toBe(false);
    expect(isAccessAnswer(error(null, 'Failed to fetch'))).toBe(false);
    expect(isAccessAnswer(error(400, 'body/username must be a string'))).toBe(false);
  });
});
