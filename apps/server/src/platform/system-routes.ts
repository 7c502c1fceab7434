import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '@steelyard/domain/errors';
import { publicConfigReply, type PublicConfigReply } from '@steelyard/domain/public-config';
import type { Config } from './config';
import { DatabaseUnavailableError } from './db/connection-errors';
import type { Database } from './db/database';
import { AppError } from './errors';
import { errorResponses } from './openapi';
import { checkReadiness, readMigrationJournal } from './readiness';

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

/** The liveness probe: it asks nothing of the database (the rate limit leaves it out for that reason). */
export const LIVENESS_ROUTE = '/api/health/live';

const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const liveReply = z.object({ status: z.literal('ok') });
const readyReply = z.object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('current') });

/**
 * `GET api/health`, `api/health/live`, `api/health/ready` (decision: api/health is the readiness check,
 * with the reply it always had) and `GET api/public/config`.
 */
export function registerSystemRoutes(app: FastifyInstance, deps: { config: Config; db: Database }): void {
  const publicConfig = buildPublicConfig(deps.config);
  const journal = readMigrationJournal();
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Throws the 503 of an instance that must not get traffic: database out of reach, or migrations missing. */
  const assertReady = async (): Promise<void> => {
    const readiness = await checkReadiness(deps.db, journal, deps.config.database.connectTimeoutMs);
    if (readiness.ready) return;
    // 503 with Retry-After: a load balancer takes the instance out until its database answers again
    if (readiness.reason === 'database-unreachable') throw new DatabaseUnavailableError({ cause: readiness.cause });
    throw new AppError(
      'UNAVAILABLE',
      `Not ready: ${readiness.pending} migration(s) of this build are not applied to the database yet.`,
      [{ path: 'migrations', message: `${readiness.pending} pending` }],
    );
  };
  const unavailable = { 503: errorReply };
  r.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness (as api/health/ready): the database answers and has every migration of this build',
        response: { 200: healthReply, ...unavailable },
      },
    },
    async () => {
      await assertReady();
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  // probes come every few seconds from every balancer: only their failures are worth a log line
  const probe = { logLevel: 'warn' as const };
  r.get(
    LIVENESS_ROUTE,
    {
      ...probe,
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers; asks the database nothing (a restart would not fix it)',
        response: { 200: liveReply },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/health/ready',
    {
      ...probe,
      schema: {
        tags: ['system'],
        summary: 'Readiness: 503 while the database is out of reach or lacks a migration of this build',
        response: { 200: readyReply, ...unavailable },
      },
    },
    async () => {
      await assertReady();
      return { status: 'ok' as const, database: 'ok' as const, migrations: 'current' as const };
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
