import { errorKindForStatus, type ErrorDetail, type ErrorKind } from '@steelyard/domain/error-kinds';

/** The serialisable form of an error, kept in state and sent to the error-reporting sink. */
export interface SerializedError {
  kind: ErrorKind;
  message: string;
  status: number | null;
  details: ErrorDetail[];
}

interface ApiErrorInit {
  kind: ErrorKind;
  message: string;
  status?: number | null;
  details?: ErrorDetail[];
  method?: string;
  uri?: string;
}

/** The one error type of the client: a kind of spec 000 §8, the HTTP status if any, and field details. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | null;
  readonly details: ErrorDetail[];
  /** The message without the method and URI suffix, as the server or the client wrote it. */
  readonly reason: string;

  constructor(init: ApiErrorInit) {
    // the suffix tells which call failed when the message reaches the error-reporting service
    super(init.method && init.uri ? `${init.message} (${init.method} ${init.uri})` : init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.details = init.details ?? [];
    this.reason = init.message;
  }

  static fromStatus(status: number, message: string, init: Omit<ApiErrorInit, 'kind' | 'message' | 'status'> = {}) {
    return new ApiError({ ...init, kind: errorKindForStatus(status), status, message });
  }

  toJSON(): SerializedError {
    return { kind: this.kind, message: this.message, status: this.status, details: this.details };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any thrown value as a serialisable error; unknown errors become kind CUSTOM. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiError) return error.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'CUSTOM', message, status: null, details: [] };
}

const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** True for a failed lazy page chunk (e.g. after a redeploy); such failures render nothing and are not reported. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((m) => error.message.includes(m));
}
