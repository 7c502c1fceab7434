// What an error report may carry (issue 26): the error, where it happened (method and route or path), release
// and environment, never personal data or credentials. Sentry's SDKs (11: `dataCollection` replaced
// `sendDefaultPii`) collect nothing personal (SENTRY_DATA_COLLECTION), and scrubErrorEvent is their
// beforeSend on the server and in the browser, the one place that enforces the rest.

/**
 * Sentry's `dataCollection`, for the server's and the browser's SDK: no user fields, cookies, bodies, query
 * parameters, local variables or source lines; of the headers only the user agent and content type.
 */
export const SENTRY_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'content-type'] }, response: false },
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  frameContextLines: 0,
};

const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
// the local part without `/`, `=`, `?` and `&`, so that a query string (`?email=a@b.example`) is not taken as one
const EMAIL = /[\w.!#$%'*+^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
// a run this long of letters, digits, `-` or `_` is a secret (reset, invitation or file tokens), never a
// word; a UUID (our ids) is not one
const LONG_TOKEN = /(?<![\w-])(?![\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?![\w-]))[\w-]{32,}/gi;
// `?…` and `#…` after an address or a path: search terms, e-mails, mailbox keys
const QUERY = /(\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*/g;
// the only request headers a report keeps: neither identifies nor authenticates anyone
const KEPT_HEADERS = new Set(['content-type', 'user-agent', 'accept-language']);

/** Replaces tokens, e-mail addresses and query strings in free text (messages, exception values). */
export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(EMAIL, '[email]')
    .replace(QUERY, '$1')
    .replace(LONG_TOKEN, '[token]');
}

/** An address or a path without its query string and fragment, and without tokens or e-mails in its path. */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string of a flat bag (tags, extra, a breadcrumb's data) scrubbed; URLs lose their query. */
function scrubBag(bag: Bag): Bag {
  return Object.fromEntries(
    Object.entries(bag).map(([key, value]) => [
      key,
      typeof value !== 'string' ? value : /url|^from$|^to$/i.test(key) ? scrubUrl(value) : scrubText(value),
    ]),
  );
}

function scrubRequest(request: Bag): Bag {
  const headers = isBag(request.headers)
    ? Object.fromEntries(Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))
    : undefined;
  // bodies, cookies, the query string and the environment are dropped whatever the SDK put there
  const { data: _data, cookies: _cookies, query_string: _query, env: _env, ...rest } = request;
  return {
    ...rest,
    ...(typeof rest.url === 'string' ? { url: scrubUrl(rest.url) } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * Sentry's `beforeSend`: strips what could identify or authenticate someone from an event: the request's
 * body, cookies, query string and headers but a harmless few; the user but an id; tokens, e-mails and query
 * strings in messages, exception values, breadcrumbs, tags and extra data.
 */
export function scrubErrorEvent<T extends object>(event: T): T {
  const e = { ...(event as Bag) };
  if (isBag(e.request)) e.request = scrubRequest(e.request);
  if (isBag(e.user)) e.user = typeof e.user.id === 'string' ? { id: e.user.id } : {};
  if (typeof e.message === 'string') e.message = scrubText(e.message);
  if (typeof e.transaction === 'string') e.transaction = scrubUrl(e.transaction);
  if (isBag(e.logentry) && typeof e.logentry.message === 'string') {
    e.logentry = { ...e.logentry, message: scrubText(e.logentry.message) };
  }
  if (isBag(e.exception) && Array.isArray(e.exception.values)) {
    e.exception = {
      ...e.exception,
      values: e.exception.values.map((v: unknown) =>
        isBag(v) && typeof v.value === 'string' ? { ...v, value: scrubText(v.value) } : v,
      ),
    };
  }
  if (Array.isArray(e.breadcrumbs)) e.breadcrumbs = e.breadcrumbs.map((b: unknown) => scrubBreadcrumb(b));
  if (isBag(e.tags)) e.tags = scrubBag(e.tags);
  if (isBag(e.extra)) e.extra = scrubBag(e.extra);
  return e as T;
}

/** Sentry's `beforeBreadcrumb` and the breadcrumbs of an event: messages and URLs scrubbed. */
export function scrubBreadcrumb<T>(breadcrumb: T): T {
  if (!isBag(breadcrumb)) return breadcrumb;
  const b: Bag = { ...breadcrumb };
  if (typeof b.message === 'string') b.message = scrubText(b.message);
  if (isBag(b.data)) b.data = scrubBag(b.data);
  return b as T;
}
