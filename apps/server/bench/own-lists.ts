import { fmt, markdownTable } from './bench-support';
import { signInBuyer } from './bench-database';
import { loadHttp, type LoadResult } from './http-load';

/*
 * An organisation's own lists when its history is long: the benchmark's data gives the demo
 * organisation about 100,000 listings of its own, 16,000 orders bought and 20,000 sold, and thousands
 * of negotiations. Its manager (who sees both sides) opens each list at one connection. Reported, not
 * budgeted: the endpoint budget names the busiest calls, and these are opened far less often
 * (decisions 119–122 brought them from up to 2 s to what this table shows).
 */

const MANAGER = 'manager@demo-steel.example';

const q = (value: string) => encodeURIComponent(value);

/** The lists, each a path the web app calls. */
export const OWN_LISTS: { label: string; path: string }[] = [
  { label: 'My Listings, newest first', path: '/api/universal/listings/' },
  { label: 'My Listings by expiry', path: `/api/universal/listings/?sort=${q('expiresAt:asc')}` },
  { label: 'My Listings by price', path: `/api/universal/listings/?sort=${q('pricing.netPricePerUnit:desc')}` },
  {
    label: 'My Listings, published, by expiry',
    path: `/api/universal/listings/?filter=${q('status.value=PUBLISHED')}&sort=${q('expiresAt:asc')}`,
  },
  { label: 'orders, bought and sold', path: '/api/universal/purchase-orders' },
  { label: 'orders, delivered', path: `/api/universal/purchase-orders?filter=${q('status=DELIVERED')}` },
  // the buyer's own order number, part of it as people type it (the benchmark's are BUY-1 … BUY-200000)
  {
    label: "orders, the buyer's number contains 4711",
    path: `/api/universal/purchase-orders?filter=${q('buyerOrderNumber=4711')}`,
  },
  { label: 'negotiations as seller', path: '/api/seller/negotiations' },
  { label: 'negotiations as buyer', path: '/api/buyer/negotiations' },
  { label: 'navigation poll (self-updates)', path: '/api/universal/users/self-updates' },
];

/** Loads each own list as the demo manager for `seconds` at one connection; answers the table. */
export async function measureOwnLists(
  base: string,
  seconds: number,
): Promise<{ table: string; results: { label: string; path: string; result: LoadResult }[] }> {
  const headers = await signInBuyer(base, MANAGER);
  const results: { label: string; path: string; result: LoadResult }[] = [];
  for (const list of OWN_LISTS) {
    const url = `${base}${list.path}`;
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`${list.path}: ${first.status} ${await first.text()}`);
    const { totalItems } = (await first.json()) as { totalItems?: number };
    results.push({
      label: totalItems == null ? list.label : `${list.label} (${totalItems.toLocaleString('en')})`,
      path: list.path,
      result: await loadHttp(url, { connections: 1, seconds, headers }),
    });
  }
  const table = markdownTable(
    ['list (its total)', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'load'],
    results.map((r) => [
      r.label,
      fmt(r.result.p50),
      fmt(r.result.p95),
      fmt(r.result.p99),
      fmt(r.result.requestsPerSecond, 0),
      fmt(r.result.load),
    ]),
    1,
  );
  return { table, results };
}
