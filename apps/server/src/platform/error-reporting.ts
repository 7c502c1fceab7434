import type { FastifyBaseLogger } from 'fastify';
import { SENTRY_DATA_COLLECTION, scrubErrorEvent, scrubUrl } from '@steelyard/domain/error-event-scrub';

export interface ErrorContext {
  method?: string;
  /** The route's pattern (`/api/listings/:id`): what a report names, never the address with its ids and query. */
  route?: string;
  /** The address asked for; a report keeps its path only, without the query string. */
  url?: string;
}

/** Where unexpected errors go: the log always, Sentry as well when a DSN is configured. */
export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
  /** Waits (up to `timeoutMs`) until the reports on their way are sent; at shutdown. */
  flush?(timeoutMs: number): Promise<boolean>;
}

export interface SentryOptions {
  dsn: string;
  environment: string;
  release: string;
}

/** The log-only reporter: the error handler has already logged the error with its request. */
function createLogReporter(logger: FastifyBaseLogger): ErrorReporter {
  return { report: (error, context) => logger.debug({ err: error, ...context }, 'error reported (log only)') };
}

/** `GET /api/listings/:id`: the route pattern, else the path without its query string. */
function describeRequest(context: ErrorContext): { method: string; path: string } | null {
  if (!context.method) return null;
  const path = context.route ?? (context.url ? scrubUrl(context.url) : undefined);
  return path ? { method: context.method, path } : null;
}

/**
 * Builds the reporter: log only without a DSN (and @sentry/node is then never loaded: its import costs about
 * a second and 60–90 MB here); with one, also sends each error to Sentry with @sentry/node's own client.
 * The client is not `Sentry.init`: no OpenTelemetry, no auto-instrumentation of http, pg or fastify, no
 * process-wide handlers; only what this reporter hands it, scrubbed of personal data (scrubErrorEvent).
 */
export async function createErrorReporter(options: {
  logger: FastifyBaseLogger;
  sentry: SentryOptions | null;
}): Promise<ErrorReporter> {
  const { logger, sentry } = options;
  if (!sentry) return createLogReporter(logger);
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: sentry.dsn,
    release: sentry.release,
    environment: sentry.environment,
    dataCollection: SENTRY_DATA_COLLECTION,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // an error's `cause` chain; nothing that patches modules or listens to the process
    integrations: [Sentry.linkedErrorsIntegration()],
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: () => null,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  // the transport swallows its failures; an unreachable or refusing Sentry is worth a line in the log
  client.on('afterSendEvent', (event, response) => {
    const status = response.statusCode;
    if (status == null || status >= 400) {
      logger.warn({ eventId: event.event_id, status }, 'an error report did not reach Sentry');
    }
  });
  return {
    report(error, context) {
      const request = context ? describeRequest(context) : null;
      const reportScope = scope.clone();
      if (request) {
        reportScope.setTransactionName(`${request.method} ${request.path}`);
        reportScope.setTags({ 'http.method': request.method, 'http.route': request.path });
        reportScope.addEventProcessor((event) => ({
          ...event,
          request: { method: request.method, url: request.path },
        }));
      }
      try {
        reportScope.captureException(error);
      } catch (sendError) {
        // reporting never breaks the answer; the error itself is in the log already
        logger.warn({ err: sendError }, 'could not report an error to Sentry');
      }
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
