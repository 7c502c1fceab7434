import http from 'node:http';
import { expect } from '@playwright/test';
import { test } from '../support/test';

// Issue 26: the general rate limit is counted in the database, so the two instances behind the proxy
// enforce one limit per client. The stack (apps/server/scripts/scale-out-stack.ts) sets a low limit and
// exempts 127.0.0.1, where the journeys come from; this client connects from another loopback address,
// which the proxy names in X-Forwarded-For and the instances trust it for.

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET through the proxy from `localAddress` (Playwright's request context cannot choose its address). */
function getFrom(url: string, localAddress: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
  });
}

const upstreamOf = (reply: Reply) => String(reply.headers['x-steelyard-upstream']);

test('one rate limit holds for a client whichever instance the proxy sends it to', async ({ baseURL }, testInfo) => {
  // an address of its own for each try, so a retry does not start from the first try's count
  const client = `127.0.0.${2 + testInfo.retry}`;
  const url = `${baseURL}/api/health`;
  const first = await getFrom(url, client);
  expect(first.status, first.body).toBe(200);
  const limit = Number(first.headers['x-ratelimit-limit']);
  expect(limit).toBeGreaterThan(2);
  expect(limit).toBeLessThanOrEqual(100);

  const allowed = [first];
  while (allowed.length < limit) allowed.push(await getFrom(url, client));
  expect(allowed.map((r) => r.status)).toEqual(allowed.map(() => 200));
  // both instances served the client, and each answered what is left of the one count
  expect(new Set(allowed.map(upstreamOf))).toEqual(new Set(['1', '2']));
  expect(allowed.map((r) => Number(r.headers['x-ratelimit-remaining']))).toEqual(allowed.map((_, i) => limit - 1 - i));

  // past the limit each instance refuses, in the error shape of spec 000 §8 with Retry-After
  const refused: Reply[] = [];
  while (new Set(refused.map(upstreamOf)).size < 2 && refused.length < 6) refused.push(await getFrom(url, client));
  expect(new Set(refused.map(upstreamOf))).toEqual(new Set(['1', '2']));
  for (const reply of refused) {
    expect(reply.status).toBe(429);
    expect(JSON.parse(reply.body)).toEqual({
      statusCode: 429,
      kind: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please retry in \d+ seconds\.$/),
    });
    const retryAfter = Number(reply.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  // another client is not held back
  expect((await getFrom(url, `127.0.0.${12 + testInfo.retry}`)).status).toBe(200);
});
