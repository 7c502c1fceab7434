import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../config';

/** How a browser should treat a file it opens: show it, or save it. */
export type FileDisposition = 'inline' | 'attachment';

export interface SignedReadOptions {
  contentType: string;
  fileName: string;
  disposition: FileDisposition;
  now: Date;
  ttlSeconds: number;
}

/** A short-lived address to read one file without a bearer token. */
export interface SignedFileUrl {
  /** Absolute for object storage, root-relative (`/api/files/…`) for files this server serves. */
  url: string;
  expiresAt: Date;
}

export interface StoredFile {
  stream: Readable;
  /** Bytes, when the store says. */
  size: number | null;
}

/** Where uploaded files are kept. Keys are ours (`documents/<organisation>/<id>`), never a client's name. */
export interface FileStorage {
  readonly driver: FileStorageConfig['driver'];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes; throws StoredFileNotFoundError when nothing is stored under the key. */
  get(key: string): Promise<StoredFile>;
  /** Removes a file; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** An address that reads the file until `ttlSeconds` after `now`, with the given type and name. */
  signedReadUrl(key: string, options: SignedReadOptions): Promise<SignedFileUrl>;
}

export class StoredFileNotFoundError extends Error {
  constructor(key: string) {
    super(`No file is stored under ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

// segments of letters, digits, dot, dash and underscore, none starting with a dot: no `..`, no absolute paths
const STORAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave the store's root; keys are made by the server, so this is a programming error. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.length > 512) throw new Error(`Invalid storage key: ${key}`);
}

/** When a signed address made at `now` stops working; whole seconds, as S3's X-Amz-Date and X-Amz-Expires are. */
export function signedUrlExpiry(now: Date, ttlSeconds: number): Date {
  return new Date((Math.floor(now.getTime() / 1000) + ttlSeconds) * 1000);
}

/**
 * The CSP of every answer that carries an uploaded file (issue 22, item 12): opened in a tab, the file
 * gets an opaque origin (`sandbox`: no scripts, no forms, no access to our origin's storage) and loads
 * nothing; inline styles stay so a browser's own image view is laid out. An <img> ignores it.
 */
export const UPLOADED_FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

// raster pictures are all a browser shows inline; an SVG (scripts) or a PDF (JavaScript, forms) never
const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * How a file is served: a picture as asked, anything else as an attachment. PDFs are saved, not
 * opened: browsers' PDF viewers do not run under a sandboxing CSP, and without it a PDF's scripts
 * could run in our origin's context (docs/security.md, V5).
 */
export function servedDisposition(contentType: string, requested: FileDisposition): FileDisposition {
  return INLINE_CONTENT_TYPES.has(contentType) ? requested : 'attachment';
}

/**
 * The Content-Disposition header (RFC 6266): an ASCII fallback name for old clients and the exact
 * UTF-8 name in `filename*`, so "Prüfzeugnis.pdf" survives and a quote cannot break the header.
 */
export function contentDisposition(disposition: FileDisposition, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
