// Loaded only when the public config names a Sentry DSN (error-reporting.ts, loadSentrySink): the SDK is a
// chunk of its own, never part of what a page needs to start.
import * as Sentry from '@sentry/react';
import { SENTRY_DATA_COLLECTION, scrubBreadcrumb, scrubErrorEvent } from '@steelyard/domain/error-event-scrub';
import { serializeError } from '../api/api-error';
import type { ErrorContext, ErrorSink, SentryConfig } from './error-reporting';

/**
 * Starts @sentry/react with the deployment's DSN, release and environment: uncaught errors and unhandled
 * rejections are reported by its global handlers, the app's own reports (API errors, route errors) by the
 * sink. No personal data: none collected (SENTRY_DATA_COLLECTION), every event and breadcrumb scrubbed (scrubErrorEvent), no
 * console breadcrumbs (they may quote anything), no session pings, no tracing or replay.
 */
export function createSentrySink(config: SentryConfig): ErrorSink {
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    dataCollection: SENTRY_DATA_COLLECTION,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : scrubBreadcrumb(breadcrumb)),
  });
  return {
    report(error: unknown, context?: ErrorContext) {
      const { kind, status } = serializeError(error);
      Sentry.captureException(error, {
        tags: { kind, ...(status === null ? {} : { status: String(status) }) },
        ...(context ? { extra: context } : {}),
      });
    },
  };
}
