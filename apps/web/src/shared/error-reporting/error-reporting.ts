import { serializeError } from '../api/api-error';

export interface ErrorContext {
  [key: string]: string | number | boolean | null | undefined;
}

/** Where reported errors go: the console by default, Sentry (sentry-sink.ts) when the public config gives a DSN. */
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

export interface SentryConfig {
  dsn: string;
  environment: string;
  release: string;
}

/**
 * The Sentry sink, from a chunk of its own (@sentry/react is about 30 KB gzip): loaded only when the public
 * config names a DSN, so that without one no page downloads it.
 */
export async function loadSentrySink(config: SentryConfig): Promise<ErrorSink> {
  const { createSentrySink } = await import('./sentry-sink');
  return createSentrySink(config);
}
