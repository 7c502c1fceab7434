import type { MfaSetupChannel, PasswordChangeChannel } from '@steelyard/domain/audit-log';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit/service';
import type { UserCredentials } from '../users/service';

/** A change of a user's own credentials; the entries name how, never a password, hash, secret or code. */
export type CredentialChange =
  | { action: 'user.password-changed'; via: PasswordChangeChannel }
  | { action: 'user.mfa-enabled'; via: MfaSetupChannel; authenticatorReplaced: boolean }
  | { action: 'user.mfa-disabled' };

function snapshots(change: CredentialChange): { before: object | null; after: object | null } {
  switch (change.action) {
    case 'user.password-changed':
      return { before: null, after: { via: change.via } };
    case 'user.mfa-enabled':
      return { before: null, after: { via: change.via, authenticatorReplaced: change.authenticatorReplaced } };
    case 'user.mfa-disabled':
      return { before: { mfaPreferences: 'Enabled' }, after: { mfaPreferences: 'Disabled' } };
  }
}

/**
 * Records a user's change of their own credentials in the audit log, as done by that user; call it
 * with the transaction of the change.
 */
export async function recordCredentialChange(
  tx: Database,
  user: Pick<UserCredentials, 'id' | 'organisationId' | 'tenant'>,
  change: CredentialChange,
  now: Date,
): Promise<void> {
  await recordAudit(tx, {
    action: change.action,
    entityType: 'USER',
    entityId: user.id,
    // operators' own organisation is internal (decision 47): their entries belong to no organisation
    organisationId: user.tenant === 'ADMIN' ? null : user.organisationId,
    actor: { userId: user.id, tenant: user.tenant },
    ...snapshots(change),
    now,
  });
}
