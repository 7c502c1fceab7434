import { describe, expect, it } from 'vitest';
import { clearStoredRedirect, loginPathFor, redirectTargetAfterLogin, safeRedirectTarget } from './login-redirect';

describe('login redirect', () => {
  it('carries the requested path and stores it', () => {
    expect(loginPathFor('/orders?status=OPEN#x')).toBe('/login?redirect=%2Forders%3Fstatus%3DOPEN%23x');
    expect(redirectTargetAfterLogin('')).toBe('/orders?status=OPEN#x');
    clearStoredRedirect();
    expect(redirectTargetAfterLogin('')).toBe('/');
  });
  it('prefers the query parameter and falls back to the dashboard', () => {
    expect(redirectTargetAfterLogin('?redirect=%2Frfqs%2Fmy')).toBe('/rfqs/my');
    expect(loginPathFor('/')).toBe('/login');
  });
  it('refuses other sites and the login routes', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/login/forgot-password',
      'orders',
    ]) {
      expect(safeRedirectTarget(bad), bad).toBeNull();
    }
    expect(redirectTargetAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });
});
