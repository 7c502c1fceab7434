import autocannon from 'autocannon';
import { quantile } from './bench-support';

/*
 * Load at a fixed concurrency, the same way for every server: `connections` clients, each sending its
 * next request as soon as the last answered, for `seconds`. Latencies are every response's own (not
 * autocannon's bucketed percentiles, which have no p95).
 */

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  /** The 1-minute load average when the measurement ended. */
  load: number;
}

function summariseLoad(times: number[], elapsedMs: number, load: number): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    requestsPerSecond: (times.length * 1000) / elapsedMs,
    requests: times.length,
    load,
  };
}

/** GETs `url` with autocannon; fails when any answer is not 2xx. */
export async function loadHttp(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  // without a callback autocannon answers its instance, an event emitter that is also a promise
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'gzip', ...options.headers },
  }) as unknown as Promise<autocannon.Result> & autocannon.Instance;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  const elapsed = performance.now() - started;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${count} × ${status}`)
      .join(', ');
    throw new Error(
      `${url}: ${result.non2xx} non-2xx (${statuses}), ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return summariseLoad(times, elapsed, (await import('node:os')).loadavg()[0]!);
}
