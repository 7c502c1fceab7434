import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorKindForStatus,
  REQUEST_TIMEOUT,
  SERVICE_UNAVAILABLE,
  STATUS_FOR_KIND,
  type ErrorDetail,
  type ErrorKind,
  type ErrorReply,
} from '@steelyard/domain/errors';
import { isDatabaseUnavailable } from './db/connection-errors';
import type { ErrorReporter } from './error-reporting';

/** The kinds the server answers with; the others exist only in the client. */
export type HttpErrorKind =
  | 'VALIDATION'
  | 'AUTHENTICATION_REQUIRED'
  | 'ACCESS_DENIED'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'RATE_LIMITED'
  | 'API'
  /** 409: the request was valid but the state has moved on (an item sold, a price changed). */
  | 'CONFLICT'
  /** 422: the request contradicts an earlier one (an idempotency key reused with another body). */
  | 'UNPROCESSABLE'
  /** 503: the server cannot take the work now (too many costly requests at once); send it again after Retry-After. */
  | 'UNAVAILABLE';

// statuses the domain's kinds do not name; their replies carry the kind the client derives from the status
const SERVER_ONLY_STATUS: Partial<Record<HttpErrorKind, number>> = {
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  UNAVAILABLE: 503,
};

/** The one error type of the server: a kind of spec 000 §8, a message safe to show, and field details. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly details?: ErrorDetail[],
    /** Sent as `Retry-After` (a 429 of a lock that ends at a known time). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = SERVER_ONLY_STATUS[kind] ?? STATUS_FOR_KIND[kind as ErrorKind] ?? 500;
  }
}

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** Seconds a client waits before retrying after the database was out of reach. */
export const RETRY_AFTER_SECONDS = 1;

function toReply(statusCode: number, kind: ErrorKind, message: string, details?: ErrorDetail[]): ErrorReply {
  return details ? { statusCode, kind, message, details } : { statusCode, kind, message };
}

/** `body.username`, `querystring.limit`: where a validation issue sits in the request. */
function validationDetails(error: FastifyError): ErrorDetail[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((v) => {
    const field = v.instancePath.split('/').filter(Boolean).join('.');
    return { path: field ? `${context}.${field}` : context, message: v.message ?? 'Invalid value' };
  });
}

/** Maps every error to the JSON reply of §8; unexpected ones are logged and reported, never shown. */
export function registerErrorHandlers(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const kind = errorKindForStatus(error.statusCode);
      if (error.retryAfterSeconds != null) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(toReply(error.statusCode, kind, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      return reply
        .code(400)
        .send(toReply(400, 'VALIDATION', 'The request is not valid.', validationDetails(error as FastifyError)));
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ method: request.method, url: request.url }, 'handler timed out');
      return reply.code(408).send(toReply(408, 'TIMEOUT', REQUEST_TIMEOUT));
    }
    if (isDatabaseUnavailable(error)) {
      // its transaction died with the connection: nothing was written, so the same request may be sent again
      request.log.warn({ err: error, method: request.method, url: request.url }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(toReply(503, 'API', SERVICE_UNAVAILABLE));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong media type) have safe messages
      request.log.info({ code: error.code, method: request.method, url: request.url }, error.message);
      // a 400 names where the problem is, as a validation error does: the body (parser errors) or the request
      const details =
        status === 400
          ? [{ path: error.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request', message: error.message }]
          : undefined;
      return reply.code(status).send(toReply(status, errorKindForStatus(status), error.message, details));
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'Unexpected error');
    reporter.report(error, { method: request.method, route: request.routeOptions.url, url: request.url });
    return reply.code(500).send(toReply(500, 'API', GENERIC_MESSAGE));
  });
}

/**
 * The router's own refusals (a malformed or over-long address, FST_ERR_BAD_URL and
 * FST_ERR_MAX_PARAM_LENGTH) in the reply shape of every error, without echoing the address back.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? 'The address is too long.' : 'The address is not valid.';
  void reply.code(status).send(toReply(status, errorKindForStatus(status), message, [{ path: 'url', message }]));
}

/** The JSON 404 of an unknown route; like the router's refusals, it does not echo the method or the address. */
export function sendRouteNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(toReply(404, 'NOT_FOUND', 'Route not found.'));
}

/** What Node's HTTP parser refuses, by its error code: status and message. */
function clientErrorAnswer(code: string): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, REQUEST_TIMEOUT];
  return [400, 'The request is not valid HTTP.'];
}

/**
 * Node's HTTP parser's own refusals (headers over its 16 KiB limit, a malformed request, a client too
 * slow to send its headers) happen before Fastify sees a request: answered here on the raw socket, in
 * the reply shape of every error (Fastify's default handler wrote another), and the connection closed.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code ?? '');
  const details = status === 400 ? [{ path: 'request', message }] : undefined;
  const body = JSON.stringify(toReply(status, errorKindForStatus(status), message, details));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
