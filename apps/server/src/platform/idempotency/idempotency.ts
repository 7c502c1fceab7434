import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { idempotencyRecords } from './schema';

/*
 * Idempotent writes (decision 66): the request's first successful reply is stored in the transaction
 * of its writes, under the user and the client's key. A retry with the same key and request answers
 * it again; the same key with another request is 422. Failures are not stored: nothing was written,
 * so a retry simply tries again.
 */

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** A reply to send: its status and body. */
export interface StoredReply<T = unknown> {
  statusCode: number;
  body: T;
}

/** Who sent which request: the user, the key and a hash of what was asked. */
export interface IdempotentRequest {
  userId: string;
  key: string;
  requestHash: string;
}

/** JSON with sorted object keys, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The idempotency key of a request (8–128 visible characters) with its hash; 400 without one. */
export function readIdempotentRequest(request: FastifyRequest, userId: string): IdempotentRequest {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', CHECKOUT_MESSAGES.idempotencyKeyRequired, [
      { path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: CHECKOUT_MESSAGES.idempotencyKeyRequired },
    ]);
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${canonicalJson(request.body)}`)
    .digest('hex');
  return { userId, key, requestHash };
}

/**
 * Claims the key in the caller's transaction: null when it is new (go on, then storeIdempotentReply);
 * otherwise the stored reply of the first request. A concurrent request with the same key waits at the
 * unique index until the first transaction ends, then sees its reply (or claims the key itself when
 * the first failed). 422 when the key came with another request.
 */
export async function claimIdempotencyKey(
  tx: Database,
  request: IdempotentRequest,
  now: Date,
): Promise<StoredReply | null> {
  const inserted = await tx
    .insert(idempotencyRecords)
    .values({ userId: request.userId, key: request.key, requestHash: request.requestHash, createdAt: now })
    .onConflictDoNothing({ target: [idempotencyRecords.userId, idempotencyRecords.key] })
    .returning({ id: idempotencyRecords.id });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.userId, request.userId), eq(idempotencyRecords.key, request.key)))
    .limit(1);
  if (!stored || stored.requestHash !== request.requestHash || stored.statusCode == null) {
    throw new AppError('UNPROCESSABLE', CHECKOUT_MESSAGES.idempotencyKeyReused);
  }
  return { statusCode: stored.statusCode, body: stored.reply };
}

/** Stores the reply of a claimed key, in the transaction that wrote what it reports. */
export async function storeIdempotentReply(
  tx: Database,
  request: IdempotentRequest,
  reply: StoredReply,
): Promise<void> {
  await tx
    .update(idempotencyRecords)
    .set({ statusCode: reply.statusCode, reply: reply.body as object })
    .where(and(eq(idempotencyRecords.userId, request.userId), eq(idempotencyRecords.key, request.key)));
}
