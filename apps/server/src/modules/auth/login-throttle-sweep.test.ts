import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { loginThrottles } from './schema';

// Every access call from a new client address adds a throttle row; without a sweep they stayed for good,
// so calls from many addresses (a botnet, a crawler) grew the table without end.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username, password, tenant: 'MARKETPLACE' },
  });

const keys = async () => (await t.db.select({ key: loginThrottles.key }).from(loginThrottles)).map((r) => r.key);

describe('spent throttle rows', () => {
  it('are deleted by an access call once their windows are long over; locks and known addresses stay', async () => {
    // fifty addresses each try one e-mail and password: a count of the address's access calls, of the
    // pair, of the e-mail and of the address each
    for (let i = 1; i <= 50; i++) {
      expect((await login(`visitor-${i}@unknown.example`, 'Wrong-Password-1', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    // one address locks the pair for an hour; the seller signs in (an address remembered for 30 days)
    for (let i = 0; i < 5; i++) await login(DEMO.seller, 'Wrong-Password-1', '198.51.100.7');
    expect((await login(DEMO.manager, DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    const before = await keys();
    expect(before.filter((k) => k.startsWith('auth-ip:203.0.113.'))).toHaveLength(50);

    // three hours on, the next access call (from anywhere) sweeps what counts nothing any more
    t.clock.advance(3 * 60 * 60 * 1000);
    await login('late@other.example', 'Wrong-Password-1', '192.0.2.1');
    const after = await keys();
    expect(after.filter((k) => k.includes('203.0.113.') || k.includes('@unknown.example'))).toEqual([]);
    expect(after.length).toBeLessThan(before.length - 150);
    // the manager's address stays remembered; the new call's own rows are there
    expect(after).toContain(`signed-in:${DEMO.manager}|198.51.100.8`);
    expect(after).toContain('auth-ip:192.0.2.1');
  });

  it('keeps a lock that is still running, however old its window', async () => {
    for (let i = 0; i < 5; i++) await login(DEMO.buyer, 'Wrong-Password-1', '198.51.100.30');
    // the pair is locked for an hour; 59 minutes later the sweep (its window began before) leaves it
    t.clock.advance(59 * 60 * 1000);
    expect((await login(DEMO.buyer, DEMO_PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    expect(await keys()).toContain(`login:${DEMO.buyer}|198.51.100.30`);
  });
});
