import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database';
import { isUniqueViolation } from './constraint-errors';
import type { DatabaseHandle } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

const failure = async (query: ReturnType<typeof sql>) => {
  try {
    await handle.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
};

describe('isUniqueViolation', () => {
  it('recognises a unique violation and its constraint through the driver and drizzle wrappers', async () => {
    const error = await failure(
      sql`insert into users (organisation_id, name, email) select organisation_id, 'Copy', 'BUYER@demo-steel.example' from users limit 1`,
    );
    // the check constraint on lowercase e-mails fires first for a capitalised copy
    expect(isUniqueViolation(error)).toBe(false);
    const duplicate = await failure(
      sql`insert into users (organisation_id, name, email) select organisation_id, 'Copy', email from users limit 1`,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_email_lower_idx')).toBe(true);
    expect(isUniqueViolation(duplicate, 'addresses_one_invoice_idx')).toBe(false);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
