import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverKeys } from './schema';

export type ServerKeyName = 'jwt-secret' | 'mfa-encryption-key';

/** The keys the server signs and encrypts with. */
export interface ServerKeys {
  jwtSecret: string;
  mfaEncryptionKey: string;
  /** The keys that came from the database rather than the environment, for the start-up log. */
  generated: ServerKeyName[];
}

/**
 * The stored key of this name, made on first use. Insert-if-absent then read, so instances starting
 * together all end up with the first one written.
 */
export async function loadServerKey(db: Database, name: ServerKeyName): Promise<string> {
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}

/** The keys of the environment where set, otherwise the ones kept in the database. */
export async function resolveServerKeys(
  db: Database,
  env: { jwtSecret: string | null; mfaEncryptionKey: string | null },
): Promise<ServerKeys> {
  const generated: ServerKeyName[] = [];
  const pick = async (value: string | null, name: ServerKeyName) => {
    if (value != null) return value;
    generated.push(name);
    return loadServerKey(db, name);
  };
  const jwtSecret = await pick(env.jwtSecret, 'jwt-secret');
  const mfaEncryptionKey = await pick(env.mfaEncryptionKey, 'mfa-encryption-key');
  return { jwtSecret, mfaEncryptionKey, generated };
}
