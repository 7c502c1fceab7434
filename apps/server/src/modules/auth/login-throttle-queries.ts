import { and, eq, gt, isNull, like, lte, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { loginThrottles } from './schema';

// LIKE treats % and _ as wildcards, and an e-mail address may contain either
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Deletes every throttle row whose key starts with `prefix` (all addresses of one account). */
export async function deleteThrottlesByPrefix(db: Database, prefix: string): Promise<void> {
  await db.delete(loginThrottles).where(like(loginThrottles.key, `${escapeLike(prefix)}%`));
}

/**
 * Remembers `key` until `until` (an address an account signed in from). The row is a throttle row
 * without failures whose `locked_until` is the end of the memory.
 */
export async function rememberUntil(db: Database, key: string, now: Date, until: Date): Promise<void> {
  await db
    .insert(loginThrottles)
    .values({ key, failures: 0, windowStartedAt: now, lockedUntil: until })
    .onConflictDoUpdate({ target: loginThrottles.key, set: { failures: 0, windowStartedAt: now, lockedUntil: until } });
}

/** True while `key` is remembered (see rememberUntil). */
export async function isRemembered(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.key, key), gt(loginThrottles.lockedUntil, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes the rows that hold nothing any more: no lock or memory running at `now`, and a window that
 * started before `windowsStartedBefore` (longer ago than the longest window), so the next failure would
 * start a new count anyway.
 */
export async function deleteSpentThrottles(db: Database, now: Date, windowsStartedBefore: Date): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      and(
        lte(loginThrottles.windowStartedAt, windowsStartedBefore),
        or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now)),
      ),
    );
}
