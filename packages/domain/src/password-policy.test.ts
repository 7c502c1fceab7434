import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './constants';
import { emailPasswordPieces, findPasswordPolicyFailures, PASSWORD_POLICY_RULES } from './password';

describe('findPasswordPolicyFailures', () => {
  it('passes a strong password', () => {
    expect(findPasswordPolicyFailures(DEMO_PASSWORD, 'buyer@demo-steel.example')).toEqual([]);
  });
  it('names every failed criterion, whitespace and length', () => {
    expect(findPasswordPolicyFailures('short pw')).toEqual([
      'minLength',
      'special',
      'digit',
      'uppercase',
      'noWhitespace',
    ]);
    expect(findPasswordPolicyFailures(`Aa1!${'x'.repeat(300)}`)).toEqual(['maxLength']);
  });
  it("refuses the user's own e-mail in any case", () => {
    expect(findPasswordPolicyFailures('Alice.Smith-Secure-2026!', 'alice.smith@demo-steel.example')).toEqual([
      'notEmail',
    ]);
    expect(findPasswordPolicyFailures('My-SMITHY-Password-77', 'alice.smith@x.example')).toEqual(['notEmail']);
  });
  it('ignores e-mail pieces too short to matter', () => {
    expect(emailPasswordPieces('jo.bo@x.example')).toEqual(['jo.bo']);
    expect(emailPasswordPieces('al@x.example')).toEqual([]);
    expect(emailPasswordPieces('Manager@Demo.example')).toEqual(['manager']);
  });
  it('lists the server-only rule among the rules', () => {
    expect(PASSWORD_POLICY_RULES).toContain('notCommon');
  });
});
