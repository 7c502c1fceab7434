import { SEARCH_SORTS, type SearchListingsReply, type SearchSort } from '@steelyard/domain/search';
import { loadHttp, type LoadResult } from './http-load';
import { SEARCH_FILTER_SETS } from './search.bench';

/** One search the benchmarks call: a filter set and a sort, first page of 10 unless `offset`. */
export interface SearchCase {
  label: string;
  filter: string;
  sort: SearchSort;
  path: string;
}

export function searchPath(filter: string, sort: SearchSort, offset = 0): string {
  const query = new URLSearchParams({ sort, filter, limit: '10', offset: String(offset) });
  return `/api/universal/search-listings/?${query}`;
}

/** Every filter set (search.bench.ts) with every sort. */
export function searchCases(): SearchCase[] {
  return SEARCH_FILTER_SETS.flatMap(([label, filter]) =>
    SEARCH_SORTS.map((sort) => ({ label, filter, sort, path: searchPath(filter, sort) })),
  );
}

/** The reply's total as the web shows it ("1,000+" when the count stopped at its cap). */
export async function matchesOf(base: string, path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as SearchListingsReply;
  return `${reply.totalItems.toLocaleString('en')}${reply.totalItemsCapped ? '+' : ''}`;
}

/** Measures every search case one client at a time (latency) for `seconds` each. */
export async function measureSearchLatency(
  base: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<{ case: SearchCase; matches: string; result: LoadResult }[]> {
  const cases = searchCases();
  // one pass first, so that the first case does not pay for the process's warm-up
  const matches = new Map<string, string>();
  for (const c of cases) matches.set(c.path, await matchesOf(base, c.path, headers));
  const out = [];
  for (const c of cases) {
    const result = await loadHttp(`${base}${c.path}`, { connections: 1, seconds, headers });
    out.push({ case: c, matches: matches.get(c.path)!, result });
  }
  return out;
}
