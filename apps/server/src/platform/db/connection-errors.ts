/*
 * Errors that mean the database was out of reach rather than that the request was wrong: the
 * connection was dropped (a restart, a failover, an administrator ending the session), refused, or the
 * pool could not get one in time; or the database did not answer a statement in time (its
 * statement_timeout cancelled it, or it did not answer at all within the client's query timeout,
 * issue 22). The transaction they hit was rolled back (with its connection, or by the cancel), so
 * nothing of it was written and the same request may simply be sent again (decision 99).
 */

// SQLSTATE class 08 (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect
// now) and 57014 (query_canceled: a statement_timeout, or an administrator's pg_cancel_backend)
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3]|57014)$/;
const STATEMENT_CANCELLED = '57014';
// node-postgres and Node's own words for a connection that went away, never came or never answered
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  // a client's connectionTimeoutMillis passed before the server finished the start-up
  'timeout expired',
  // the pool's query_timeout passed without an answer (database.ts drops that connection)
  'Query read timeout',
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** The database answered nothing usable (the health check's ping failed): a 503, like a lost connection. */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is not reachable.', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** `error` and what it wraps: drizzle wraps driver errors in `cause`, and a failed rollback may wrap the original failure. */
function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield candidate;
    current = candidate.cause;
  }
}

/** True when `error` (or what it wraps) says the database connection was lost or could not be had, or gave no answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  for (const candidate of causesOf(error)) {
    if (typeof candidate.code === 'string') {
      if (CONNECTION_SQLSTATE.test(candidate.code) || SOCKET_CODES.has(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      CONNECTION_MESSAGES.some((m) => candidate.message!.toString().includes(m))
    ) {
      return true;
    }
  }
  return false;
}

/** True when the database cancelled a statement of `error` (SQLSTATE 57014): its statement_timeout passed. */
export function isStatementCancelled(error: unknown): boolean {
  for (const candidate of causesOf(error)) if (candidate.code === STATEMENT_CANCELLED) return true;
  return false;
}
