import { BlockList, isIPv4, isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { LIVENESS_ROUTE } from '../system-routes';
import { databaseRateLimitStore } from './database-rate-limit-store';

interface RateLimitOptions {
  /** Requests of one client address per minute; 0 turns the limit off. */
  perMinute: number;
  /** Addresses and CIDRs (IPv4 or IPv6) that are never limited nor counted. */
  exempt: string[];
  /** Count in this Redis server instead of the database (REDIS_URL); null: the database. */
  redisUrl: string | null;
  db: Database;
  clock: Clock;
}

/** A test of a client address against the exempt addresses and CIDRs. */
export function createAddressMatcher(entries: string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix == null) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // a dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    return isIPv6(plain) && list.check(plain, 'ipv6');
  };
}

/**
 * The Redis store of @fastify/rate-limit (decision 201): ioredis is loaded only when REDIS_URL is set. A
 * request waits at most half a second for Redis and is not retried; while Redis is out of reach the limit
 * is skipped (logged), so an outage of a counter never takes the API down.
 */
async function redisStore(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis unreachable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // the first requests must find the connection made: without an offline queue a command sent while
  // connecting fails, and would go uncounted
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready)
    app.log.warn({ redis: new URL(url).host }, 'rate limit: Redis did not answer at start; not limiting until it does');
  return { redis, nameSpace: 'steelyard-rate-limit-', skipOnError: true };
}

/**
 * The general per-address limit of the API (decisions 22 and 92), counted where every instance counts:
 * in the database (decision 195), or in Redis when REDIS_URL is set (decision 201). An app-level hook:
 * it runs before the auth guard and also counts refused and unknown requests.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.perMinute <= 0) return;
  const isExempt = createAddressMatcher(options.exempt);
  const counting = options.redisUrl
    ? await redisStore(app, options.redisUrl)
    : { store: databaseRateLimitStore({ db: options.db, clock: options.clock, log: app.log }) };
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: 60_000,
    ...counting,
    // the API is what costs; a page load fetches dozens of hashed files that must never be refused. The
    // liveness probe asks nothing of the database, not even this count: an outage of it must not fail the probe
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.routeOptions.url === LIVENESS_ROUTE || isExempt(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please retry in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  app.addHook('onRequest', app.rateLimit());
}
