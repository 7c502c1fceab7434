import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { findPasswordPolicyFailures, type PasswordPolicyRule } from '@steelyard/domain/password';
import { AppError } from '../../platform/errors';

/** Checks new passwords against the policy of spec 000 §5 and the common-password list. */
export interface PasswordPolicy {
  /** The rules `password` fails for the account of `email`; empty when it is acceptable. */
  findFailures(password: string, email: string): PasswordPolicyRule[];
  /** 400 naming each failed rule in `details` (path `body.<field>`). */
  assertAcceptable(password: string, email: string, field: string): void;
}

// common-password@0.1.2 ships the list of the 10,000 most common passwords as a text file
const COMMON_PASSWORDS_FILE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('common-password/package.json')),
  'lib',
  '10k most common.txt',
);

let commonPasswords: Set<string> | null = null;

/** The common-password list in lowercase, read from disk once per process. */
export function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

const EDGE_NON_LETTERS = /^[\p{N}\p{P}\p{S}]+|[\p{N}\p{P}\p{S}]+$/gu;
const TRAILING_NON_LETTERS = /[\p{N}\p{P}\p{S}]+$/u;

/**
 * True for a listed password in any case, also once digits and symbols are taken off its end (or
 * both ends): "Password2026!!!!!!" is "password" with decoration, and just as guessable.
 */
export function isCommonPassword(password: string, list: Set<string>): boolean {
  const lower = password.toLowerCase();
  const candidates = [lower, lower.replace(TRAILING_NON_LETTERS, ''), lower.replace(EDGE_NON_LETTERS, '')];
  return candidates.some((c) => c.length > 0 && list.has(c));
}

export function createPasswordPolicy(list: Set<string> = loadCommonPasswords()): PasswordPolicy {
  const findFailures = (password: string, email: string) => {
    const failures = findPasswordPolicyFailures(password, email);
    if (isCommonPassword(password, list)) failures.push('notCommon');
    return failures;
  };
  return {
    findFailures,
    assertAcceptable(password, email, field) {
      const failures = findFailures(password, email);
      if (failures.length > 0) {
        throw new AppError(
          'VALIDATION',
          AUTH_MESSAGES.passwordPolicy,
          failures.map((rule) => ({ path: `body.${field}`, message: rule })),
        );
      }
    },
  };
}
