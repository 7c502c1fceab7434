import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origin of a URL, or null when it is not one. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where the browser reads presigned addresses from: an S3-compatible endpoint's origin (http too, a
 * bucket on the local network), the bucket's host under it without path-style addressing; any
 * https origin for AWS itself (its host depends on the region and the bucket's name).
 */
function objectStoreOrigin(storage: Config['files']['storage']): string | null {
  if (storage.driver !== 's3') return null;
  if (!storage.endpoint) return 'https:';
  const endpoint = new URL(storage.endpoint);
  if (!storage.forcePathStyle) endpoint.hostname = `${storage.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

/**
 * The Content-Security-Policy of every answer. Scripts come only from our origin (the Vite build has
 * no inline script) and, with the captcha on, Google's reCAPTCHA; styles may be inline because
 * Mantine sets style attributes and injects its CSS variables at run time; no page may frame ours.
 */
export function contentSecurityPolicy(config: Config): string {
  const captcha = config.captchaSiteKey != null;
  const connect = ["'self'", originOf(config.analytics?.serverUrl), originOf(config.sentry?.dsn)];
  // pictures in an object store are shown from its presigned addresses
  const images = ["'self'", 'data:', 'blob:', objectStoreOrigin(config.files.storage)];
  const directives: [string, (string | null | false)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(captcha ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', images],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['frame-src', captcha ? RECAPTCHA_FRAMES : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.filter(Boolean).join(' ')}`).join('; ');
}

/** HSTS for a year, for requests that came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (OWASP ASVS 3.4; API8): CSP, nosniff, no framing, a referrer
 * policy that keeps paths (with their tokens) on our origin, isolation from cross-origin windows,
 * HSTS behind TLS. Routes that set their own CSP (the development mailbox) keep it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const CORS_HEADERS = 'authorization, content-type, idempotency-key, x-csrf-token';

/**
 * CORS is closed unless CORS_ALLOWED_ORIGINS names origins: then the API answers those origins'
 * requests and preflights (bearer tokens, no cookies, so no credentials mode), and no others.
 */
export function registerCors(app: FastifyInstance, allowed: readonly string[]): void {
  if (allowed.length === 0) return;
  const origins = new Set(allowed);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!request.url.startsWith('/api/')) return;
    reply.header('vary', 'Origin');
    if (!origin || !origins.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', CORS_METHODS)
        .header('access-control-allow-headers', CORS_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
