import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_RULES } from '@steelyard/domain/password';
import { catalogues } from '../../test/catalogues';
import {
  newPasswordFormSchema,
  newPasswordIssueKey,
  passwordCriteriaStates,
  policyRuleKey,
} from './new-password-rules';

const GOOD = 'Rolling-Mill-Sheffield-77';

function messages(input: { password: string; retype: string }, email?: string) {
  const result = newPasswordFormSchema(email).safeParse(input, { error: newPasswordIssueKey });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.en);
}

describe('new password rules', () => {
  it('lists each criterion of spec 000 §5 with its state', () => {
    expect(passwordCriteriaStates('abc')).toEqual([
      { criterion: 'minLength', passed: false },
      { criterion: 'special', passed: false },
      { criterion: 'digit', passed: false },
      { criterion: 'lowercase', passed: true },
      { criterion: 'uppercase', passed: false },
    ]);
    // language-aware letter case
    expect(passwordCriteriaStates('ÄÖÜäöü-ßñÑ-12345').every((c) => c.passed)).toBe(true);
  });

  it('needs a password meeting every rule and an equal retype', () => {
    expect(messages({ password: '', retype: '' })).toEqual([
      'password: shared.password.validation.passwordRequired',
      'retype: shared.password.validation.retypeRequired',
    ]);
    expect(messages({ password: 'short', retype: 'short' })).toEqual(['password: shared.password.validation.criteria']);
    expect(messages({ password: `${GOOD} x`, retype: `${GOOD} x` })).toEqual([
      'password: shared.password.validation.noWhitespace',
    ]);
    expect(messages({ password: GOOD, retype: `${GOOD}!` })).toEqual(['retype: shared.password.validation.mismatch']);
    // the mismatch shows even while the password still fails
    expect(messages({ password: 'short', retype: 'other' })).toContain('retype: shared.password.validation.mismatch');
    expect(messages({ password: GOOD, retype: GOOD })).toEqual([]);
  });

  it("refuses the user's own e-mail", () => {
    expect(
      messages({ password: 'Sheffield-Rolling-77', retype: 'Sheffield-Rolling-77' }, 'sheffield@x.example'),
    ).toEqual(['password: shared.password.validation.notEmail']);
  });

  it('has a message for every policy rule the server can name', () => {
    for (const rule of PASSWORD_POLICY_RULES) expect(typeof lookup(policyRuleKey(rule)), rule).toBe('string');
    for (const key of ['passwordRequired', 'criteria', 'retypeRequired', 'mismatch']) {
      expect(typeof lookup(`shared.password.validation.${key}`), key).toBe('string');
    }
  });
});
