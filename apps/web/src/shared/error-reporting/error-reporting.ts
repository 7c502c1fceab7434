import { isApiError, serializeError } from '../api/api-error';

export interface ErrorContext {
  [key: string]: string | number | boolean | null | undefined;
}

/** Where reported errors go: the console by default, Sentry when the public config gives a DSN. */
export interface ErrorSink {
  report(error: unknown, context?: ErrorContext): void;
}

export const consoleErrorSink: ErrorSink = {
  report(error, context) {
    console.error('[steelyard]', serializeError(error), context ?? {});
  },
};

let sink: ErrorSink = consoleErrorSink;

export function setErrorSink(next: ErrorSink): void {
  sink = next;
}

/** Reports an error; never throws, so it is safe inside catch blocks and error boundaries. */
export function reportError(error: unknown, context?: ErrorContext): void {
  try {
    sink.report(error, context);
  } catch {
    // a broken sink must not break the page
  }
}

export interface SentryDsn {
  publicKey: string;
  storeUrl: string;
}

/** Parses `https://<key>@<host>/<projectId>` into the store endpoint of the project. */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(projectId));
    return { publicKey: url.username, storeUrl: `${url.protocol}//${url.host}${prefix}api/${projectId}/store/` };
  } catch {
    return null;
  }
}

function eventId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Sends errors to Sentry's store endpoint; the key goes in the query so no CORS preflight is needed. */
export function createSentrySink(
  config: { dsn: string; environment: string },
  send: typeof fetch = (...args) => fetch(...args),
): ErrorSink {
  const dsn = parseSentryDsn(config.dsn);
  if (!dsn) return consoleErrorSink;
  const url = `${dsn.storeUrl}?sentry_version=7&sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_client=steelyard-web%2F0.1`;
  return {
    report(error, context) {
      const serialized = serializeError(error);
      const body = {
        event_id: eventId(),
        timestamp: new Date().toISOString(),
        platform: 'javascript',
        level: 'error',
        environment: config.environment,
        message: serialized.message,
        exception: {
          values: [
            {
              type: isApiError(error) ? `ApiError ${error.kind}` : error instanceof Error ? error.name : 'Error',
              value: serialized.message,
            },
          ],
        },
        tags: { kind: serialized.kind, status: serialized.status === null ? undefined : String(serialized.status) },
        extra: context ?? {},
        request: { url: window.location.href },
      };
      void send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
