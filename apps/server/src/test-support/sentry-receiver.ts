import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header (`type`: event, session, client_report…) and its payload. */
interface EnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: Record<string, unknown>;
}

interface ReceivedEnvelope {
  project: string;
  /** The `sentry_key` of the query (browser SDKs) or of the X-Sentry-Auth header (server SDKs). */
  publicKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The raw text, for assertions that something appears nowhere in what was sent. */
  text: string;
}

export interface SentryReceiver {
  /** A DSN that points the SDKs at this receiver. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The event items received so far. */
  events(): Record<string, unknown>[];
  /** Resolves with the first event item `match` accepts, once it has arrived (rejects after `timeoutMs`). */
  waitForEvent(
    match?: (event: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** `header\n(itemHeader\npayload\n)*`: newline-delimited JSON, as Sentry's envelope endpoint reads it. */
function parseEnvelope(text: string): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const lines = text.split('\n');
  const header = JSON.parse(lines[0]!);
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    if (!lines[i]) continue;
    items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
  }
  return { header, items };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

function publicKeyOf(request: IncomingMessage, url: URL): string | null {
  const auth = request.headers['x-sentry-auth'];
  const fromHeader = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
  return url.searchParams.get('sentry_key') ?? fromHeader ?? null;
}

/**
 * A stand-in for Sentry's ingestion on 127.0.0.1: accepts `POST /api/<project>/envelope/` (gzip or not),
 * keeps every envelope parsed, answers 200 with CORS open so that browsers read the answer too; `GET /received`
 * answers the envelopes kept (a test in another process reads them so).
 */
export async function startSentryReceiver(
  options: { publicKey?: string; project?: string; port?: number } = {},
): Promise<SentryReceiver> {
  const publicKey = options.publicKey ?? 'receiverkey';
  const project = options.project ?? '42';
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('access-control-allow-origin', '*');
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    // what a browser journey reads back (e2e/tests/error-reporting.spec.ts), the receiver running apart
    if (request.method === 'GET' && url.pathname === '/received') {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelopes));
    }
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    readBody(request).then(
      (text) => {
        envelopes.push({ project: match[1]!, publicKey: publicKeyOf(request, url), text, ...parseEnvelope(text) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        for (const wake of waiters) wake();
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = () =>
    envelopes.flatMap((e) => e.items.filter((item) => item.header.type === 'event').map((item) => item.payload));
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    envelopes,
    events,
    waitForEvent(match = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events().find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching Sentry event within ${timeoutMs} ms (${envelopes.length} envelopes)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
