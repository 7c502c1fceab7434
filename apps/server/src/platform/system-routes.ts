import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigReply, type PublicConfigReply } from '@steelyard/domain/public-config';
import type { Config } from './config';
import { DatabaseUnavailableError } from './db/connection-errors';
import type { Database } from './db/database';
import { errorResponses } from './openapi';

/** What the web client may know of the integrations; never a secret. */
export function buildPublicConfig(config: Config): PublicConfigReply {
  return {
    analytics: config.analytics,
    errorReporting: config.sentry,
    captcha: config.captchaSiteKey ? { provider: 'recaptcha', siteKey: config.captchaSiteKey } : null,
    region: config.region,
    supportEmail: config.supportEmail,
    exchangeRates: { ...config.exchangeRates },
  };
}

const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/**
 * Resolves when the database answers `select 1`; rejects when it fails or takes longer than
 * `timeoutMs` (the time a connection may take: a live database answers the ping in a millisecond).
 * The pool's own timeouts end the abandoned ping later (issue 22).
 */
async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to the health ping within ${timeoutMs} ms`)), timeoutMs);
  });
  // drizzle runs a query at each then(): one promise of one run
  const ping = Promise.resolve(db.execute(sql`select 1`));
  ping.catch(() => {}); // when it loses the race, its failure comes later and is nobody's
  try {
    await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `GET api/health` (database ping) and `GET api/public/config`. */
export function registerSystemRoutes(app: FastifyInstance, deps: { config: Config; db: Database }): void {
  const publicConfig = buildPublicConfig(deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthReply } } },
    async () => {
      try {
        await pingDatabase(deps.db, deps.config.database.connectTimeoutMs);
      } catch (error) {
        // 503 with Retry-After: a load balancer takes the instance out until its database answers again
        throw new DatabaseUnavailableError({ cause: error });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  r.get(
    '/api/public/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Integrations the web client should switch on',
        response: { 200: publicConfigReply, ...errorResponses },
      },
    },
    async () => publicConfig,
  );
}
