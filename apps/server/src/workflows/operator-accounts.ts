import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import type { OperatorRole } from '@steelyard/domain/roles';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import type { PasswordHasher } from '../platform/passwords';
import { generateTemporaryPassword, saveTemporaryPassword } from '../modules/auth/credentials-port';
import { recordAudit } from '../modules/audit/service';
import { ensureOperatorOrganisation } from '../modules/organisations/operator-port';
import { createUser, isEmailTaken } from '../modules/users/service';

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
}

/** The created operator; the temporary password is shown once and stored only as a hash. */
export interface CreatedOperator {
  userId: string;
  email: string;
  temporaryPassword: string;
}

/**
 * Creates an operator (tenant ADMIN) in the operators' organisation with a temporary password and
 * two-factor pending set-up: the first sign-in asks for a new password, then for two-factor.
 * Refuses (400) an e-mail that any user already has.
 */
export async function createOperatorAccount(
  db: Database,
  passwords: PasswordHasher,
  operator: NewOperator,
  now: Date,
): Promise<CreatedOperator> {
  const email = operator.email.trim().toLowerCase();
  if (await isEmailTaken(db, email)) throw new AppError('VALIDATION', USER_MESSAGES.emailTaken);
  const temporaryPassword = generateTemporaryPassword();
  const hash = await passwords.hash(temporaryPassword);
  const userId = await db.transaction(async (tx) => {
    const organisationId = await ensureOperatorOrganisation(tx, email.split('@').pop()!, now);
    const user = await createUser(tx, {
      organisationId,
      name: operator.name.trim(),
      email,
      roles: [operator.role],
      tenant: 'ADMIN',
      activated: true,
      // "Enabled" without a secret: MFA_SETUP after the new password
      mfaPreference: 'Enabled',
      passwordHash: null,
      createdAt: now,
      updatedAt: now,
    });
    await saveTemporaryPassword(tx, user.id, hash, now);
    await recordAudit(tx, {
      action: 'user.created',
      entityType: 'USER',
      entityId: user.id,
      organisationId: null,
      actor: null,
      after: { name: user.name, email: user.email, roles: user.roles, tenant: user.tenant },
      now,
    });
    return user.id;
  });
  return { userId, email, temporaryPassword };
}
