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
 * The general per-address limit of the API (decisions 22 and 92), counted in the database so that
 * every instance on it enforces one limit. An app-level hook: it runs before the auth guard and also
 * counts refused and unknown requests.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.perMinute <= 0) return;
  const isExempt = createAddressMatcher(options.exempt);
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: 60_000,
    store: databaseRateLimitStore({ db: options.db, clock: options.clock, log: app.log }),
    // the API is what costs; a page load fetches dozens of hashed files that must never be refused. The
    // liveness probe asks nothing of the database, not even this count: an outage of it must not fail the probe
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.routeOptions.url === LIVENESS_ROUTE || isExempt(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please retry in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  app.addHook('onRequest', app.rateLimit());
}
