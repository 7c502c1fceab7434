/**
 * Bad input (issue 12; OWASP API4, API8; ASVS 1.x/2.x input validation): property-based fuzzing with
 * fast-check of every route in the OpenAPI document — its path parameters, query and body, generated
 * from the route's schemas (the right keys with wrong, nasty or missing values; any JSON; injection,
 * markup and odd unicode strings; malformed JSON; deep nesting) — signed in as a user of the route's
 * family (Demo Steel's manager, who holds every role and feature; the operator on api/admin), so the
 * requests get past the guard. Every answer must be below 500; every refusal a 4xx with the error
 * reply shape; a 400 of the schema validator with details, one of a business rule with its message. A route's requests that were all refused must leave the row
 * counts of the main tables as they were (only a 2xx write may change them).
 *
 * FUZZ_REQUESTS sets how many requests the generated cases make in all (default 10,000, spread
 * evenly over the routes; the fixed cases below come on top); FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@steelyard/domain/documents';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { multipartForm, PNG_BYTES } from '../test-support/file-fixtures';
import { tokenAt } from '../test-support/listing-helpers';
import { DEMO } from '../test-support/test-app';
import { deeplyNested, malformedJson, nastyString, shapedLike, wrongValue, type JsonSchema } from './fuzz-inputs';
import { buildSecurityWorld, countRows, type SecurityWorld } from './security-fixtures';
import { recordSoak } from '../reliability/soak-report';

const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_122;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  multipart: boolean;
}

type Input =
  | { kind: 'json'; path: Record<string, string>; query: Record<string, unknown>; body: unknown }
  | { kind: 'raw'; path: Record<string, string>; query: Record<string, unknown>; text: string; type: string };

let w: SecurityWorld;
let operations: Operation[];
let marketplace: Record<string, string>;
let operator: Record<string, string>;
let total = 0;

function readOperations(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = value as {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      result.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return result;
}

const stringify = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function inputsOf(op: Operation): fc.Arbitrary<Input> {
  const ids = Object.values(w.ids);
  const pathValue = fc.oneof(
    fc.constantFrom(...ids),
    nastyString.filter((s) => s.length > 0),
  );
  const path = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p, pathValue])) as Record<string, typeof pathValue>,
  );
  const query = fc.oneof(
    fc.record(
      Object.fromEntries(
        Object.entries(op.query).map(([k, schema]) => [k, fc.oneof(shapedLike(schema), fc.integer(), nastyString)]),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  );
  const json = fc.record({
    kind: fc.constant('json' as const),
    path,
    query,
    body: fc.oneof({ arbitrary: shapedLike(op.body), weight: 5 }, { arbitrary: wrongValue, weight: 1 }),
  });
  if (op.method === 'GET' || op.method === 'DELETE') return json;
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    path,
    query,
    text: fc.oneof(malformedJson, fc.integer({ min: 200, max: 2_000 }).map(deeplyNested)),
    type: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml'),
  });
  return fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: raw, weight: 1 });
}

function headersOf(op: Operation): Record<string, string> {
  if (op.path.startsWith('/api/admin')) return operator;
  if (/^\/api\/(manager|buyer|seller|universal)\//.test(op.path)) return marketplace;
  return {};
}

async function send(op: Operation, input: Input): Promise<LightMyRequestResponse> {
  let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(input.path[name] ?? 'x'));
  const query = Object.entries(input.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(stringify(v))}`)
    .join('&');
  if (query) url += `?${query}`;
  const headers: Record<string, string> = { ...headersOf(op), 'idempotency-key': `fuzz-${total}` };
  total++;
  if (op.method === 'GET' || op.method === 'DELETE') return w.t.app.inject({ method: op.method, url, headers });
  if (input.kind === 'raw') {
    return w.t.app.inject({
      method: op.method,
      url,
      headers: { ...headers, 'content-type': input.type },
      payload: input.text,
    });
  }
  return w.t.app.inject({
    method: op.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input.body ?? null),
  });
}

const GENERIC_VALIDATION = 'The request is not valid.';

/** Below 500; a refusal has the error reply shape; a 400 names what is wrong. */
function expectWellRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const reply = res.json<{ statusCode: number; kind: string; message: string; details?: unknown[] }>();
  expect(reply.statusCode, what).toBe(res.statusCode);
  expect(typeof reply.kind, what).toBe('string');
  expect(typeof reply.message, what).toBe('string');
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
  // a 400 of the schema validator lists every field; a business rule's 400 says what is wrong in its message
  if (res.statusCode === 400 && reply.message === GENERIC_VALIDATION) {
    expect(reply.details?.length ?? 0, `${what}: validation 400 without details`).toBeGreaterThan(0);
  }
  if (res.statusCode === 400) expect(reply.message.length, what).toBeGreaterThan(0);
}

beforeAll(async () => {
  w = await buildSecurityWorld();
  operations = readOperations(w.t.app.swagger() as never);
  marketplace = { authorization: `Bearer ${await tokenAt(w.t, DEMO.manager)}` };
  operator = w.headers.operator;
}, 120_000);
afterAll(async () => w?.t.close());

// before the fuzzing: its valid-by-chance requests may change the world (suspend the manager's organisation,
// which ends its sessions), and which ones do shifts with every route added (each route's seed is its index)
describe('limits', () => {
  it('refuses a body over the 1 MiB limit with 413, and deep nesting without a crash', async () => {
    const huge = JSON.stringify({ comment: 'x'.repeat(1_100_000) });
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/universal/listing-alerts/',
      headers: { ...marketplace, 'content-type': 'application/json' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    expectWellRefused(res, 'huge body');
    for (const depth of [1_000, 10_000, 100_000]) {
      const nested = await w.t.app.inject({
        method: 'POST',
        url: '/api/universal/draft-listings/',
        headers: { ...marketplace, 'content-type': 'application/json' },
        payload: deeplyNested(depth),
      });
      expect(nested.statusCode, `depth ${depth}`).toBe(400);
      expectWellRefused(nested, `nested ${depth}`);
    }
  });

  it('refuses an upload over the largest file size, and a form on a JSON route', async () => {
    const form = await multipartForm(
      { kind: 'PICTURE' },
      { name: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES + 1)]) },
    );
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/universal/documents',
      headers: { ...form.headers, ...marketplace },
      payload: form.payload,
    });
    expect([400, 413]).toContain(res.statusCode);
    expectWellRefused(res, 'big upload');
    const small = await multipartForm({ kind: 'PICTURE' }, { name: 'a.png', bytes: PNG_BYTES });
    const wrongRoute = await w.t.app.inject({
      method: 'POST',
      url: '/api/universal/listing-alerts/',
      headers: { ...small.headers, ...marketplace },
      payload: small.payload,
    });
    expect(wrongRoute.statusCode).toBe(415);
    expectWellRefused(wrongRoute, 'form on a JSON route');
  });

  it('caps every list: limit above the largest page, negative offsets and odd values are 400 with details', async () => {
    const lists = operations.filter(
      (op) =>
        op.method === 'GET' && 'limit' in op.query && op.pathParams.length === 0 && !op.path.startsWith('/api/dev/'),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const op of lists) {
      for (const query of [
        `limit=${PAGE_SIZE.max + 1}`,
        'limit=0',
        'limit=-5',
        'offset=-1',
        'limit=abc',
        'offset=1e99',
      ]) {
        const res = await w.t.app.inject({ method: 'GET', url: `${op.path}?${query}`, headers: headersOf(op) });
        expect(res.statusCode, `${op.path}?${query}`).toBe(400);
        expectWellRefused(res, `${op.path}?${query}`);
      }
      const max = await w.t.app.inject({
        method: 'GET',
        url: `${op.path}?limit=${PAGE_SIZE.max}`,
        headers: headersOf(op),
      });
      expect(max.statusCode, op.path).toBe(200);
    }
  });
});

describe('fuzzing every route', () => {
  it(`answers ${FUZZ_REQUESTS} generated requests below 500, refusals with the error shape, writing only on success`, async () => {
    const perRoute = Math.max(1, Math.ceil(FUZZ_REQUESTS / operations.length));
    const started = total;
    const writers: string[] = [];
    for (const [i, op] of operations.entries()) {
      const name = `${op.method} ${op.path}`;
      const before = await countRows(w.t.db);
      let succeeded = 0;
      await fc.assert(
        fc.asyncProperty(inputsOf(op), async (input) => {
          const res = await send(op, input);
          expectWellRefused(res, name);
          if (res.statusCode < 300 && op.method !== 'GET') succeeded++;
        }),
        { numRuns: perRoute, seed: FUZZ_SEED + i, endOnFailure: true },
      );
      const after = await countRows(w.t.db);
      if (succeeded === 0) expect(after, `${name} wrote rows without a 2xx`).toEqual(before);
      else if (JSON.stringify(after) !== JSON.stringify(before)) writers.push(`${name} (${succeeded} × 2xx)`);
    }
    expect(total - started).toBeGreaterThanOrEqual(FUZZ_REQUESTS);
    // `npm run soak` reports the fuzz cases of the npm test passes before it (.ci/run runs them first)
    recordSoak('fuzz', { fuzzCases: total - started, requests: total - started });
    // what valid-by-chance requests created, for the log: drafts, alerts and the like
    if (writers.length) console.info(`fuzzing: rows written by accepted requests of ${writers.join(', ')}`);
  }, 600_000);
});
