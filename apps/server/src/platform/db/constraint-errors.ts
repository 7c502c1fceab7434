/** The SQLSTATE and constraint of a database error, whichever driver (and drizzle wrapper) raised it. */
function findDatabaseError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`; a few levels are enough
  for (let depth = 0; depth < 4 && current != null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * True when `error` is a unique violation (of `constraint`, when given): the database settles races
 * that a check before the write cannot, and the service turns them into a clear 400.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findDatabaseError(error);
  return found?.code === '23505' && (constraint == null || found.constraint === constraint);
}
