/*
 * Errors that mean the database was out of reach rather than that the request was wrong: the
 * connection was dropped (a restart, a failover, an administrator ending the session), refused, or the
 * pool could not get one in time. The transaction they hit was rolled back with its connection, so
 * nothing was written and the same request may simply be sent again (decision 99).
 */

// SQLSTATE class 08 (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now)
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3])$/;
// node-postgres and Node's own words for a connection that went away or never came
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** The database answered nothing usable (the health check's ping failed): a 503, like a lost connection. */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is not reachable.', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** True when `error` (or what it wraps) says the database connection was lost or could not be had. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`, and a failed rollback may wrap the original failure
  for (let depth = 0; depth < 5 && current != null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_SQLSTATE.test(candidate.code) || SOCKET_CODES.has(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      CONNECTION_MESSAGES.some((m) => candidate.message!.toString().includes(m))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
