import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app';
import * as schema from '../src/db-schema';
import type { Database } from '../src/platform/db/database';
import { createPasswordHasher } from '../src/platform/passwords';
import { benchConfig } from './bench-database';

/*
 * What one request to an endpoint does, recorded on the app built in-process: the statements it sent
 * to PostgreSQL (a drizzle logger) and the reply it sent (before compression: the request accepts
 * none). The bare server (bare-server.ts) replays both as the endpoint's "bare twin", the thinnest
 * handler doing the same work (issue 25, decision 1).
 */

/** One statement an endpoint ran, as drizzle sent it to the driver. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface EndpointRecording {
  statements: CapturedQuery[];
  /** The reply's body, uncompressed, base64. */
  body: string;
  /** The reply's headers but those the HTTP layer computes per reply (length, date, encoding). */
  headers: Record<string, string | string[]>;
}

/** Computed per reply by Fastify, node:http or @fastify/compress: the bare server sets them itself. */
const COMPUTED_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary']);

/**
 * Each endpoint (by its path and query) called once to warm up and once recorded, with the bench
 * buyer's `authorization`.
 */
export async function recordEndpoints(
  url: string,
  paths: string[],
  authorization: string,
): Promise<Map<string, EndpointRecording>> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recording: CapturedQuery[] | null = null;
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => recording?.push({ sql: query, params }) },
  }) as unknown as Database;
  const config = benchConfig(url);
  const app = await buildApp({ config, db, passwords: createPasswordHasher(config.argon2) });
  const recorded = new Map<string, EndpointRecording>();
  try {
    for (const path of paths) {
      const call = () => app.inject({ url: path, headers: { authorization } });
      await call();
      recording = [];
      const res = await call();
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      if (res.headers['content-encoding']) throw new Error(`${path}: recorded a compressed reply`);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined && !COMPUTED_HEADERS.has(name.toLowerCase()))
          headers[name] = Array.isArray(value) ? value : String(value);
      }
      recorded.set(path, { statements: recording, body: res.rawPayload.toString('base64'), headers });
      recording = null;
    }
  } finally {
    await app.close();
    await pool.end();
  }
  return recorded;
}
