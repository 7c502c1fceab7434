import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './constants';
import { checkPasswordCriteria, isStrongPassword } from './password';

describe('password rules', () => {
  it('accepts the demo password', () => {
    expect(isStrongPassword(DEMO_PASSWORD)).toBe(true);
  });
  it('reports each criterion', () => {
    expect(checkPasswordCriteria('short')).toEqual({
      minLength: false,
      special: false,
      digit: false,
      lowercase: true,
      uppercase: false,
    });
  });
  it('is language-aware for letter case', () => {
    expect(checkPasswordCriteria('ÄÖÜßäöü-12345678').uppercase).toBe(true);
  });
  it('refuses whitespace', () => {
    expect(isStrongPassword('Aa1!aaaaaaaa aaaaaa')).toBe(false);
  });
});
