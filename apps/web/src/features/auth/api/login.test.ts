import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { loginErrorNumber, loginFailureDetail, loginIssueMessage } from './login';
import { loginFormSchema } from './login-form-schema';

const messages = (input: unknown) => {
  const result = loginFormSchema.safeParse(input, { error: loginIssueMessage });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('login form rules', () => {
  it('asks for the email, a valid email and a password without whitespace', () => {
    expect(messages({ username: '', password: '' })).toEqual([
      'auth.login.validation.emailRequired',
      'auth.login.validation.passwordRequired',
    ]);
    expect(messages({ username: 'not-an-email', password: 'has space' })).toEqual([
      'auth.login.validation.emailInvalid',
      'auth.login.validation.passwordWhitespace',
    ]);
    expect(messages({ username: ' buyer@demo-steel.example ', password: 'Steelyard-Demo-2026!' })).toEqual([]);
  });
});

describe('loginErrorNumber', () => {
  const error = (kind: ApiError['kind'], message: string, status: number | null = null) =>
    new ApiError({ kind, message, status, method: 'POST', uri: '/api/auth/login' });

  it('follows the login error numbers of the spec', () => {
    expect(loginErrorNumber(error('AUTHENTICATION_REQUIRED', 'Your email or password is incorrect.', 401))).toBe(1);
    expect(loginErrorNumber(error('API', 'Temporary password has expired', 400))).toBe(2);
    expect(loginErrorNumber(error('API', 'Boom', 500))).toBe(3);
    expect(loginErrorNumber(error('TIMEOUT', 'Request timeout'))).toBe(4);
    expect(loginErrorNumber(error('ACCESS_DENIED', 'UNAUTHORIZED tenant', 403))).toBe(5);
    expect(loginErrorNumber(error('RATE_LIMITED', 'Too many', 429))).toBe(6);
    expect(loginErrorNumber(error('VALIDATION', 'bad body', 400))).toBe(7);
    // an answer without an expiry claim is 'Access token invalid' (spec 000 §5), not a fault of the server
    expect(loginErrorNumber(error('AUTHENTICATION_FAILED', 'Access token invalid'))).toBe(1);
    expect(loginErrorNumber(error('AUTHENTICATION_FAILED', 'Something else'))).toBe(3);
  });

  it('names what the error number does not say: the captcha, a deactivated account, an invalid token', () => {
    expect(loginFailureDetail(error('VALIDATION', 'Captcha verification failed', 400))).toBe('captcha');
    expect(loginFailureDetail(error('ACCESS_DENIED', 'UNAUTHORIZED: this account is deactivated.', 403))).toBe(
      'deactivated',
    );
    expect(loginFailureDetail(error('ACCESS_DENIED', 'UNAUTHORIZED: this account cannot sign in here.', 403))).toBe(
      null,
    );
    expect(loginFailureDetail(error('AUTHENTICATION_FAILED', 'Access token invalid'))).toBe('accessTokenInvalid');
    expect(loginFailureDetail(error('API', 'Boom', 500))).toBe(null);
  });
});
