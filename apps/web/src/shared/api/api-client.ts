import type { z } from 'zod';
import { refreshTokenReply } from '@steelyard/domain/auth';
import { REQUEST_TIMEOUT_MS, TOKEN_REFRESH_POLL_MS } from '@steelyard/domain/constants';
import { errorReply, PARSE_RESPONSE_FAILED, REQUEST_TIMEOUT } from '@steelyard/domain/errors';
import { needsTokenRefresh } from '@steelyard/domain/token-timing';
import { reportError } from '../error-reporting/error-reporting';
import { emitUnauthenticated } from '../session/auth-events';
import { getSession, sessionWithRefreshedToken, setSession, type Session } from '../session/session-store';
import { ApiError } from './api-error';

export const API_BASE = '/api/';
export const TENANT = 'MARKETPLACE' as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The domain schema of the reply; a reply that does not match fails with 'Parse response failed'. */
  schema?: z.ZodType<T>;
  /** Send the bearer token (and refresh it first when needed); false for the login calls. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Failures that are an answer rather than a fault (a wrong code, a used link): not sent to error reporting. */
  isExpectedError?: (error: ApiError) => boolean;
}

function buildUri(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const uri = API_BASE + path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${uri}?${search}` : uri;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let refreshing = false;

/** True while a token refresh is running (other requests wait for it). */
export function isRefreshing(): boolean {
  return refreshing;
}

function authenticationRequired(method: string, uri: string, message = 'Authentication required'): ApiError {
  return new ApiError({ kind: 'AUTHENTICATION_REQUIRED', status: 401, message, method, uri });
}

/**
 * Returns a session whose access token has at least 3 s left, refreshing it first if needed.
 * While one refresh runs, other callers poll every 500 ms until it is done (spec 000 §4).
 */
async function ensureFreshSession(): Promise<Session | null> {
  while (refreshing) await sleep(TOKEN_REFRESH_POLL_MS);
  const session = getSession();
  if (!session || !needsTokenRefresh(session.accessTokenValidTo)) return session;
  const refreshUri = buildUri('auth/refresh-token', undefined);
  if (needsTokenRefresh(session.refreshTokenValidTo)) {
    emitUnauthenticated();
    throw authenticationRequired('POST', refreshUri, 'Refresh token expired');
  }
  refreshing = true;
  try {
    const reply = await send('auth/refresh-token', {
      method: 'POST',
      body: { refreshToken: session.refreshToken, tenant: session.tenant, userId: session.userId },
      schema: refreshTokenReply,
      auth: false,
    });
    const next = sessionWithRefreshedToken(session, reply);
    setSession(next);
    return next;
  } catch (error) {
    // a failed refresh ends the session (spec 000 §2)
    emitUnauthenticated();
    throw error instanceof ApiError && error.kind === 'AUTHENTICATION_REQUIRED'
      ? error
      : authenticationRequired('POST', refreshUri, 'Token refresh failed');
  } finally {
    refreshing = false;
  }
}

/**
 * The bearer header of a session fresh for at least 3 s (refreshed first when needed), for the one
 * call apiRequest cannot make: a multipart upload whose progress is shown (XMLHttpRequest).
 */
export async function authorizationHeader(): Promise<Record<string, string>> {
  const session = await ensureFreshSession();
  return session ? { Authorization: `Bearer ${session.accessToken}` } : {};
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const uri = buildUri(path, options.query);
  const useAuth = options.auth ?? true;
  const session = useAuth ? await ensureFreshSession() : null;

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  let response: Response;
  try {
    response = await fetch(uri, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError({ kind: 'TIMEOUT', status: 408, message: REQUEST_TIMEOUT, method, uri });
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'NETWORK',
      message: error instanceof Error ? error.message : 'Network error',
      method,
      uri,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status < 200) {
    throw new ApiError({ kind: 'NETWORK', status: response.status, message: 'Network error', method, uri });
  }

  const body = await readBody(response);

  if (!response.ok) {
    const parsed = body.ok ? errorReply.safeParse(body.value) : null;
    const message = parsed?.success ? parsed.data.message : response.statusText || `HTTP ${response.status}`;
    const error = ApiError.fromStatus(response.status, message, {
      details: parsed?.success ? parsed.data.details : undefined,
      method,
      uri,
    });
    // a 401 on an authenticated call means the session is gone; login failures are the caller's business
    if (error.kind === 'AUTHENTICATION_REQUIRED' && session) emitUnauthenticated();
    throw error;
  }

  if (!body.ok)
    throw new ApiError({ kind: 'PARSE', status: response.status, message: PARSE_RESPONSE_FAILED, method, uri });
  if (!options.schema) return body.value as T;
  const result = options.schema.safeParse(body.value);
  if (!result.success) {
    throw new ApiError({
      kind: 'PARSE',
      status: response.status,
      message: PARSE_RESPONSE_FAILED,
      method,
      uri,
      details: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return result.data;
}

/**
 * The one API client: bearer token and credentials, 30 s timeout, refresh before use,
 * replies validated with the domain schemas, failures as ApiError reported to the sink.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  try {
    return await send(path, options);
  } catch (error) {
    // an ended session is a normal flow, not a fault worth reporting
    if (error instanceof ApiError && error.kind !== 'AUTHENTICATION_REQUIRED' && !options.isExpectedError?.(error)) {
      reportError(error);
    }
    throw error;
  }
}
