import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '@steelyard/domain/errors';
import type { Order } from '@steelyard/domain/orders';
import { addTestBuyer, buyNow, expectOk, liveListing, newKey, seenPrice } from '../test-support/buying-helpers';
import { demoActors, LISTING_TEST_START } from '../test-support/listing-helpers';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from '../platform/db/database';

/*
 * The database connection lost in the middle of a checkout (issue 12, faults): the server's backend is
 * terminated while the checkout waits for the listing's row lock, after it has claimed the idempotency
 * key. PGlite runs in the process and has no connection to lose, so this runs on PostgreSQL only.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let handle: DatabaseHandle & { url?: string };
let t: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  t.clock.set(LISTING_TEST_START);
});
afterAll(async () => {
  await t?.close();
  await handle?.close();
});

const rowsOf = async <T>(client: pg.Client, text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows as T[];

describe.runIf(onPostgres)('a checkout whose database connection is dropped', () => {
  it('answers 503 with a retry hint, writes nothing, and the retry with the same key buys once', async () => {
    const as = demoActors(t);
    const buyer = await addTestBuyer(t, 'dropped-connection');
    const listing = await liveListing(t, as.seller, as.operator);
    const pricePerUnit = await seenPrice(buyer.act, listing.id);
    const key = newKey();

    // a second session holds the listing's row lock, so the checkout waits inside its transaction
    const blocker = new pg.Client({ connectionString: handle.url! });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from listings where id = $1 for update', [listing.id]);
      const pending = buyNow(t, buyer, listing.id, { pricePerUnit }, key);
      let waiting: { pid: number }[] = [];
      for (let i = 0; i < 200 && waiting.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        waiting = await rowsOf(blocker, 'select pid from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))', [
          (await rowsOf<{ pid: number }>(blocker, 'select pg_backend_pid() as pid'))[0]!.pid,
        ]);
      }
      expect(waiting).toHaveLength(1);
      await blocker.query('select pg_terminate_backend($1)', [waiting[0]!.pid]);
      const dropped = await pending;

      expect(dropped.statusCode, dropped.body).toBe(503);
      expect(dropped.headers['retry-after']).toBe('1');
      expect(dropped.json()).toEqual({ statusCode: 503, kind: 'API', message: SERVICE_UNAVAILABLE });
      expect(dropped.body).not.toMatch(/terminat|at \w+ \(|node_modules/);
      await blocker.query('rollback');

      // nothing of the checkout was kept: no order, no claimed key, the listing still live
      expect(await rowsOf(blocker, 'select id from purchase_orders where listing_id = $1', [listing.id])).toEqual([]);
      expect(await rowsOf(blocker, 'select id from idempotency_records where key = $1', [key])).toEqual([]);
      expect(await rowsOf(blocker, 'select status from listings where id = $1', [listing.id])).toEqual([
        { status: 'PUBLISHED' },
      ]);

      // the retry with the same key buys, and a second retry answers the same order again
      const order = expectOk<Order>(await buyNow(t, buyer, listing.id, { pricePerUnit }, key), 201);
      const again = expectOk<Order>(await buyNow(t, buyer, listing.id, { pricePerUnit }, key), 201);
      expect(again.id).toBe(order.id);
      expect(await rowsOf(blocker, 'select id from purchase_orders where listing_id = $1', [listing.id])).toEqual([
        { id: order.id },
      ]);
    } finally {
      await blocker.end();
    }
  });
});
