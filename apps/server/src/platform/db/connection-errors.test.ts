import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementCancelled } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a dropped, refused or exhausted connection, also wrapped by drizzle', () => {
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('knows a database that did not answer in time: a cancelled statement, a query or start-up timeout', () => {
    const cancelled = withCode('57014', 'canceling statement due to statement timeout');
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isStatementCancelled(Object.assign(new Error('Failed query: select …'), { cause: cancelled }))).toBe(true);
    expect(isStatementCancelled(withCode('57P01'))).toBe(false);
    expect(isStatementCancelled(new Error('Query read timeout'))).toBe(false);
  });

  it('leaves the request’s own faults alone: constraint violations, syntax, anything else', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
