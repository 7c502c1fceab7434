import { MIN_PASSWORD_LENGTH } from './constants';

export const PASSWORD_CRITERIA = ['minLength', 'special', 'digit', 'lowercase', 'uppercase'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

/** Each new-password criterion of spec 000 §5 with whether it passes; letter case is language-aware. */
export function checkPasswordCriteria(password: string): Record<PasswordCriterion, boolean> {
  return {
    minLength: [...password].length >= MIN_PASSWORD_LENGTH,
    special: /[^\p{L}\p{N}\s]/u.test(password),
    digit: /\p{Nd}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  return !/\s/.test(password) && Object.values(checkPasswordCriteria(password)).every(Boolean);
}

export const MAX_PASSWORD_LENGTH = 256;

/**
 * Rules of the server's password policy. A 400 'The password does not meet the password policy.'
 * names each failed rule in `details[].message`; `notCommon` is checked on the server only (it needs
 * the list of the 10,000 most common passwords).
 */
export const PASSWORD_POLICY_RULES = [
  ...PASSWORD_CRITERIA,
  'noWhitespace',
  'maxLength',
  'notCommon',
  'notEmail',
] as const;
export type PasswordPolicyRule = (typeof PASSWORD_POLICY_RULES)[number];

// e-mail pieces shorter than this ("jo", "a1") would forbid too many ordinary passwords
const MIN_EMAIL_PIECE_LENGTH = 4;

/** The parts of an e-mail a password may not contain: the local part, and its longer pieces. */
export function emailPasswordPieces(email: string): string[] {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const pieces = local.split(/[._+-]+/).filter((p) => p.length >= MIN_EMAIL_PIECE_LENGTH);
  return [...new Set(local.length >= 3 ? [local, ...pieces] : pieces)];
}

/** The policy rules a password fails, except `notCommon`; `email` adds the own-e-mail rule. */
export function findPasswordPolicyFailures(password: string, email?: string): PasswordPolicyRule[] {
  const criteria = checkPasswordCriteria(password);
  const failed: PasswordPolicyRule[] = PASSWORD_CRITERIA.filter((c) => !criteria[c]);
  if (/\s/.test(password)) failed.push('noWhitespace');
  if ([...password].length > MAX_PASSWORD_LENGTH) failed.push('maxLength');
  const lower = password.toLowerCase();
  if (email && emailPasswordPieces(email).some((piece) => lower.includes(piece))) failed.push('notEmail');
  return failed;
}
