import { z } from 'zod';
import { setPasswordWithTokenBody } from '@steelyard/domain/auth-recovery';
import { MIN_PASSWORD_LENGTH } from '@steelyard/domain/constants';
import {
  checkPasswordCriteria,
  findPasswordPolicyFailures,
  PASSWORD_CRITERIA,
  type PasswordCriterion,
  type PasswordPolicyRule,
} from '@steelyard/domain/password';

export type NewPasswordFormInput = { password: string; retype: string };

const MESSAGE = 'shared.password.validation.';

/**
 * The new-password form (spec 000 §5): the domain's password field and policy (criteria, no
 * whitespace, length, not the user's e-mail), and a retype that must be equal. The criteria list
 * shows each criterion, so the field names the other failures first and the criteria as one.
 */
export function newPasswordFormSchema(email?: string) {
  return z
    .object({
      password: setPasswordWithTokenBody.shape.password.superRefine((password, ctx) => {
        // an empty field has its own message
        if (password === '') return;
        const failures = findPasswordPolicyFailures(password, email);
        for (const rule of ['noWhitespace', 'maxLength', 'notEmail'] as const) {
          if (failures.includes(rule)) ctx.addIssue({ code: 'custom', message: MESSAGE + rule });
        }
        if (failures.some((rule) => (PASSWORD_CRITERIA as readonly string[]).includes(rule))) {
          ctx.addIssue({ code: 'custom', message: `${MESSAGE}criteria` });
        }
      }),
      retype: z.string().min(1, { message: `${MESSAGE}retypeRequired` }),
    })
    .refine((values) => values.retype === '' || values.retype === values.password, {
      path: ['retype'],
      message: `${MESSAGE}mismatch`,
      // compare even while the password itself still fails a rule
      when: () => true,
    });
}

/** The catalogue key of an issue of the domain's password field (the form's own issues carry their key). */
export function newPasswordIssueKey(issue: { code: string; path?: readonly PropertyKey[] }): string {
  if (issue.code === 'too_big') return `${MESSAGE}maxLength`;
  if (issue.path?.[0] === 'retype') return `${MESSAGE}retypeRequired`;
  return `${MESSAGE}passwordRequired`;
}

/** Each criterion of the list with whether the password meets it, in the spec's order. */
export function passwordCriteriaStates(password: string): { criterion: PasswordCriterion; passed: boolean }[] {
  const passed = checkPasswordCriteria(password);
  return PASSWORD_CRITERIA.map((criterion) => ({ criterion, passed: passed[criterion] }));
}

/** Values for the criteria texts ("At least {{min}} characters"). */
export const CRITERIA_VALUES = { min: MIN_PASSWORD_LENGTH };

/** Catalogue key of a policy rule the server named when it refused a password. */
export function policyRuleKey(rule: PasswordPolicyRule): string {
  return (PASSWORD_CRITERIA as readonly string[]).includes(rule) ? `shared.password.criteria.${rule}` : MESSAGE + rule;
}
