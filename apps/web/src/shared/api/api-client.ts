import {
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_TIMEOUT_MS,
  RETRY_AFTER_MAX_RETRIES,
  RETRY_AFTER_MAX_WAIT_MS,
  TOKEN_REFRESH_POLL_MS,
} from '@steelyard/domain/constants';
import { PARSE_RESPONSE_FAILED, REQUEST_TIMEOUT } from '@steelyard/domain/error-kinds';
import { needsTokenRefresh } from '@steelyard/domain/token-timing';
import { reportError } from '../error-reporting/error-reporting';
import { emitUnauthenticated } from '../session/auth-events';
import {
  getSession,
  reloadSession,
  sessionWithRefreshedToken,
  setSession,
  type Session,
} from '../session/session-store';
import { ApiError } from './api-error';

export const API_BASE = '/api/';
export const TENANT = 'MARKETPLACE' as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs of a reply's schema: zod's safeParse (a domain schema, or a zod-free check of it). */
export interface ReplySchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The domain schema of the reply; a reply that does not match fails with 'Parse response failed'. */
  schema?: ReplySchema<T>;
  /**
   * The schema loaded on first use (a dynamic import), for callers on the sign-in page: its modules
   * must not import zod, which is not downloaded there (issue 11). Ignored when `schema` is given.
   */
  loadSchema?: () => Promise<ReplySchema<T>>;
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

/** What sends requests: the browser's fetch, or the server's own API while it renders a signed-in page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends the client's requests through `send` (server-render.tsx); null goes back to fetch. */
export function setApiTransport(send: typeof fetch | null): void {
  transport = send ?? ((input, init) => fetch(input, init));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let refreshing = false;

function authenticationRequired(method: string, uri: string, message = 'Authentication required'): ApiError {
  return new ApiError({ kind: 'AUTHENTICATION_REQUIRED', status: 401, message, method, uri });
}

const REFRESH_LOCK = 'steelyard.token-refresh';

/**
 * Runs `refresh` under a lock the browser's tabs share (Web Locks), where there is one: the tabs
 * share one session, and two of them refreshing with the same refresh token would spend it twice,
 * which the server takes for a stolen token and ends the session (decision 130).
 */
function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * Returns a session whose access token has at least 3 s left, refreshing it first if needed.
 * While one refresh runs, other callers poll every 500 ms until it is done (spec 000 §4).
 */
async function ensureFreshSession(): Promise<Session | null> {
  while (refreshing) await sleep(TOKEN_REFRESH_POLL_MS);
  const session = getSession();
  if (!session || !needsTokenRefresh(session.accessTokenValidTo)) return session;
  refreshing = true;
  try {
    return await withRefreshLock(refreshSession);
  } finally {
    refreshing = false;
  }
}

/** Refreshes the stored session, unless another tab did while this one waited for the lock. */
async function refreshSession(): Promise<Session | null> {
  const session = reloadSession();
  if (!session || !needsTokenRefresh(session.accessTokenValidTo)) return session;
  const refreshUri = buildUri('auth/refresh-token', undefined);
  if (needsTokenRefresh(session.refreshTokenValidTo)) {
    emitUnauthenticated();
    throw authenticationRequired('POST', refreshUri, 'Refresh token expired');
  }
  try {
    const reply = await send('auth/refresh-token', {
      method: 'POST',
      body: { refreshToken: session.refreshToken, tenant: session.tenant, userId: session.userId },
      loadSchema: async () => (await import('@steelyard/domain/auth')).refreshTokenReply,
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

/** Methods that only read: sending one again changes nothing. */
const REPEATABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * True when sending the request twice does what sending it once does: a read, or a write the server
 * deduplicates by its Idempotency-Key (a checkout buys once). Other writes may not be idempotent.
 */
function isSafeToRepeat(method: string, headers: Record<string, string> | undefined): boolean {
  if (REPEATABLE_METHODS.has(method)) return true;
  return Object.entries(headers ?? {}).some(
    ([name, value]) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER && value.trim() !== '',
  );
}

/**
 * The wait a `Retry-After` value asks for (delay-seconds or an HTTP date, RFC 9110 §10.2.3), at most
 * RETRY_AFTER_MAX_WAIT_MS; null when it is missing or not a valid value, which means no retry.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  // every HTTP-date form starts with the day's name; Date.parse alone would take "1.5" or "-1" as dates
  else if (/^[a-z]{3,9},? /i.test(text)) ms = Date.parse(text) - now;
  else return null;
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_WAIT_MS);
}

/** Resolves after ms, or rejects as an aborted fetch does (an AbortError) when the caller aborts first. */
function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('This operation was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends the request and reads its reply. A 503 with `Retry-After` (the server lost its database
 * connection and wrote nothing, decision 99) is sent again after the wait it asks for, at most
 * RETRY_AFTER_MAX_RETRIES times, when the request is safe to repeat (decision 110); each attempt
 * has its own timeout and a session fresh at that time.
 */
async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const uri = buildUri(path, options.query);
  const repeatable = isSafeToRepeat(method, options.headers);
  for (let retries = 0; ; retries++) {
    const attempt = await sendOnce(method, uri, options);
    const waitMs =
      repeatable && retries < RETRY_AFTER_MAX_RETRIES && attempt.response.status === 503
        ? retryAfterMs(attempt.response.headers.get('Retry-After'))
        : null;
    if (waitMs === null) return readReply(method, uri, attempt, options);
    // the error reply of the attempt given up is not read; free its connection
    await attempt.response.body?.cancel().catch(() => undefined);
    await waitUnlessAborted(waitMs, options.signal);
  }
}

interface Attempt {
  response: Response;
  session: Session | null;
}

/** One fetch of the request with a fresh session and its own timeout; failures to get an answer as ApiError. */
async function sendOnce<T>(method: HttpMethod, uri: string, options: ApiRequestOptions<T>): Promise<Attempt> {
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
    response = await transport(uri, {
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
  return { response, session };
}

/** The reply of an attempt as T, or its failure as ApiError. */
async function readReply<T>(
  method: HttpMethod,
  uri: string,
  { response, session }: Attempt,
  { schema, loadSchema }: Pick<ApiRequestOptions<T>, 'schema' | 'loadSchema'>,
): Promise<T> {
  if (response.status < 200) {
    throw new ApiError({ kind: 'NETWORK', status: response.status, message: 'Network error', method, uri });
  }

  const body = await readBody(response);

  if (!response.ok) {
    // the error schema (zod) loads with the first failed reply, not with the sign-in page
    const parsed = body.ok ? (await import('@steelyard/domain/errors')).errorReply.safeParse(body.value) : null;
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
  const replySchema = schema ?? (await loadSchema?.());
  if (!replySchema) return body.value as T;
  const result = replySchema.safeParse(body.value);
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
 * The one API client: bearer token and credentials, 30 s timeout, refresh before use, a 503 with
 * Retry-After sent again when safe to repeat, replies validated with the domain schemas, failures
 * as ApiError reported to the sink.
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
