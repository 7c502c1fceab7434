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
