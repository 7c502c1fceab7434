import { describe, expect, it } from 'vitest';
import { createPasswordPolicy, isCommonPassword, loadCommonPasswords } from './password-policy';

describe('common passwords', () => {
  const list = loadCommonPasswords();

  it('reads the 10,000 most common passwords once', () => {
    expect(list.size).toBeGreaterThan(9_000);
    expect(list.has('password')).toBe(true);
    expect(loadCommonPasswords()).toBe(list);
  });

  it('matches in any case and behind trailing or leading digits and symbols', () => {
    expect(isCommonPassword('PASSWORD', list)).toBe(true);
    expect(isCommonPassword('Password2026!!!!!!', list)).toBe(true);
    expect(isCommonPassword('1234!!Dragon', list)).toBe(true);
    expect(isCommonPassword('Quartz-Anvil-Meadow-71', list)).toBe(false);
  });

  it('names the failed rules, common and own e-mail included', () => {
    const policy = createPasswordPolicy(list);
    expect(policy.findFailures('Sunshine12345678!', 'ben@x.example')).toEqual(['notCommon']);
    expect(policy.findFailures('Ben.Buyer-Strong-99', 'ben.buyer@x.example')).toEqual(['notEmail']);
    expect(() => policy.assertAcceptable('abc', 'ben@x.example', 'password')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        details: expect.arrayContaining([{ path: 'body.password', message: 'minLength' }]),
      }),
    );
  });
});
