import { expect } from 'vitest';
import { findUserCredentialsByEmail } from '../modules/users/service';
import { createOperatorAccount, type CreatedOperator, type NewOperator } from '../workflows/operator-accounts';
import { signInDirectly } from './access-helpers';
import type { TestApp } from './test-app';

export const DEMO_OPERATOR = 'operator@steelyard.example';
export const DEMO_AUDITOR = 'auditor@steelyard.example';

/**
 * An access token of a new session of a seeded operator, without the sign-in steps: operators sign
 * in with two-factor, which the sign-in tests cover; the console tests need only the token.
 */
export async function operatorToken(t: TestApp, email: string = DEMO_OPERATOR): Promise<string> {
  const user = await findUserCredentialsByEmail(t.db, email);
  expect(user?.tenant).toBe('ADMIN');
  return signInDirectly(t, user!);
}

/**
 * A new operator with a temporary password, made as `npm run operator:create` makes one: for module
 * tests that need an operator account as a given (a module may not import the workflow itself).
 */
export async function addTestOperator(t: TestApp, operator: NewOperator): Promise<CreatedOperator> {
  return createOperatorAccount(t.db, t.passwords, operator, t.clock.now());
}
