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

/** `GET api/health` (database ping) and `GET api/public/config`. */
export function registerSystemRoutes(app: FastifyInstance, deps: { config: Config; db: Database }): void {
  const publicConfig = buildPublicConfig(deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthReply } } },
    async () => {
      try {
        await deps.db.execute(sql`select 1`);
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
