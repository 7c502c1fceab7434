import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One upload of Amplitude's HTTP API v2 as the receiver read it. */
export interface AnalyticsUpload {
  path: string;
  contentType: string | undefined;
  text: string;
  body: { api_key: string; events: Record<string, unknown>[] };
}

export interface AnalyticsReceiver {
  /** The ANALYTICS_SERVER_URL that points the client here. */
  url: string;
  uploads: AnalyticsUpload[];
  /** Resolves once `count` events have arrived, in order (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const events = (uploads: AnalyticsUpload[]) => uploads.flatMap((u) => u.body.events);

/**
 * A stand-in for Amplitude's EU ingestion (`POST /2/httpapi`) on 127.0.0.1: reads JSON bodies as the HTTP
 * API v2 does (400 for anything without `api_key` and `events`), answers its success reply, and lets a
 * browser's preflight through.
 */
export async function startAnalyticsReceiver(): Promise<AnalyticsReceiver> {
  const uploads: AnalyticsUpload[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-headers', 'content-type, accept');
      return void response.writeHead(204).end();
    }
    if (request.method !== 'POST' || request.url !== '/2/httpapi') return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: AnalyticsUpload['body'];
      try {
        body = JSON.parse(text);
      } catch {
        return void response.writeHead(400).end('{"code":400,"error":"Invalid JSON request body"}');
      }
      if (typeof body.api_key !== 'string' || !Array.isArray(body.events)) {
        return void response.writeHead(400).end('{"code":400,"error":"missing api_key or events"}');
      }
      uploads.push({ path: request.url!, contentType: request.headers['content-type'], text, body });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 200, events_ingested: body.events.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2/httpapi`,
    uploads,
    async waitForEvents(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (events(uploads).length < count) {
        if (Date.now() > until) throw new Error(`${events(uploads).length} of ${count} events within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events(uploads);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
