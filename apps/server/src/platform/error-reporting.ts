import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface ErrorContext {
  method?: string;
  url?: string;
}

/** Where unexpected errors go: the log always, Sentry as well when a DSN is configured. */
export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<unknown>;

interface SentryTarget {
  storeUrl: string;
  publicKey: string;
}

/** `https://<key>@<host>/<project>` → the store endpoint and key of Sentry's HTTP API. */
export function parseSentryDsn(dsn: string): SentryTarget {
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !projectId) throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project>');
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(projectId));
  return { storeUrl: `${url.protocol}//${url.host}${prefix}api/${projectId}/store/`, publicKey: url.username };
}

/** Builds the reporter: log only by default; with a DSN, also posts each event to Sentry (fire and forget). */
export function createErrorReporter(options: {
  logger: FastifyBaseLogger;
  sentry: { dsn: string; environment: string } | null;
  fetch?: FetchLike;
}): ErrorReporter {
  const { logger, sentry } = options;
  if (!sentry) {
    return { report: (error, context) => logger.debug({ err: error, ...context }, 'error reported (log only)') };
  }
  const target = parseSentryDsn(sentry.dsn);
  const send = options.fetch ?? (globalThis.fetch as FetchLike);
  return {
    report(error, context) {
      const err = error instanceof Error ? error : new Error(String(error));
      const event = {
        event_id: randomUUID().replaceAll('-', ''),
        timestamp: new Date().toISOString(),
        platform: 'node',
        level: 'error',
        logger: 'steelyard-server',
        environment: sentry.environment,
        message: context?.method ? `${err.message} (${context.method} ${context.url})` : err.message,
        exception: { values: [{ type: err.name, value: err.message }] },
        ...(context?.method ? { request: { method: context.method, url: context.url } } : {}),
      };
      send(target.storeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=steelyard-server/0.1`,
        },
        body: JSON.stringify(event),
      }).catch((sendError: unknown) => logger.warn({ err: sendError }, 'could not send an error report to Sentry'));
    },
  };
}
