import { expect } from 'vitest';
import type { OperatorRole } from '@steelyard/domain/roles';
import { findUserCredentialsByEmail } from '../modules/users/service';
import type { TestApp } from './test-app';

export const DEMO_OPERATOR = 'operator@steelyard.example';
export const DEMO_AUDITOR = 'auditor@steelyard.example';

/**
 * An access token of a seeded operator, signed directly: operators sign in with two-factor, which
 * the sign-in tests cover; the console tests need only the token.
 */
export async function operatorToken(t: TestApp, email: string = DEMO_OPERATOR): Promise<string> {
  const user = await findUserCredentialsByEmail(t.db, email);
  expect(user?.tenant).toBe('ADMIN');
  const { token } = await t.ctx.tokens.sign(
    { userId: user!.id, organisationId: user!.organisationId, tenant: 'ADMIN', roles: user!.roles as OperatorRole[] },
    t.clock.now(),
  );
  return token;
}
