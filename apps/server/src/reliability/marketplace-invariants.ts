import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database';

/*
 * What must hold in the database whatever happened to the server (issue 12): after a crash, a
 * dropped connection or a race, each query below lists the rows that break one rule; none may.
 */

interface Invariant {
  name: string;
  /** Rows that break the rule (any columns; only their count and the first few are reported). */
  violations: SQL;
}

// a credit order's charge names it: "Order PO-000123", plus the foreign amount when converted (decision 83)
const CHARGE_OF_ORDER = sql`(c.reason = 'Order ' || o.order_number or c.reason like 'Order ' || o.order_number || ' (%')`;

const INVARIANTS: Invariant[] = [
  {
    name: 'one sale per listing',
    violations: sql`select listing_id from purchase_orders group by listing_id having count(*) > 1`,
  },
  {
    name: 'a sold listing is no longer live',
    violations: sql`select o.id from purchase_orders o join listings l on l.id = o.listing_id where l.status = 'PUBLISHED'`,
  },
  {
    name: 'every credit order charged its buyer exactly once',
    violations: sql`select o.id from purchase_orders o where o.payment_option = 'CREDIT' and (
      select count(*) from credit_changes c
      where c.organisation_id = o.buyer_organisation_id and c.field = 'ERP_BALANCE' and ${CHARGE_OF_ORDER}) <> 1`,
  },
  {
    name: 'no charge without its credit order',
    violations: sql`select c.id from credit_changes c where c.field = 'ERP_BALANCE' and c.reason like 'Order %'
      and not exists (select 1 from purchase_orders o where o.buyer_organisation_id = c.organisation_id
        and o.payment_option = 'CREDIT' and ${CHARGE_OF_ORDER})`,
  },
  {
    name: 'a charge in the credit line currency equals its order total',
    violations: sql`select o.id from purchase_orders o
      join organisations org on org.id = o.buyer_organisation_id and org.currency_code = o.currency_code
      join credit_changes c on c.organisation_id = o.buyer_organisation_id and c.field = 'ERP_BALANCE' and ${CHARGE_OF_ORDER}
      where o.payment_option = 'CREDIT' and c.new_value::bigint - coalesce(c.old_value::bigint, 0) <> o.total_price`,
  },
  {
    name: 'the balance is the sum of its recorded changes',
    violations: sql`select org.id from organisations org where org.erp_balance is distinct from (
      select c.new_value::bigint from credit_changes c where c.organisation_id = org.id and c.field = 'ERP_BALANCE'
      order by c.seq desc limit 1)
      and exists (select 1 from credit_changes c where c.organisation_id = org.id and c.field = 'ERP_BALANCE')`,
  },
  {
    name: 'one primary warehouse per organisation with warehouses',
    violations: sql`select a.organisation_id from addresses a
      where a.address_type = 'WAREHOUSE' and a.deleted_at is null
      group by a.organisation_id having count(*) filter (where a.is_primary) <> 1`,
  },
  {
    name: 'a negotiation is purchased exactly when it has an order of its listing',
    violations: sql`select n.id from negotiations n left join purchase_orders o on o.id = n.order_id
      where (n.status = 'PURCHASED') <> (n.order_id is not null)
        or (n.order_id is not null and (o.id is null or o.listing_id <> n.listing_id))`,
  },
  {
    name: 'a negotiation awaits the party that did not make its latest offer',
    violations: sql`select n.id from negotiations n where n.status in ('AWAITING_SELLER', 'AWAITING_BUYER')
      and (select f.requested_by from negotiation_offers f where f.negotiation_id = n.id
        order by f.created_at desc, f.id desc limit 1)
        is distinct from (case n.status when 'AWAITING_SELLER' then 'BUYER' else 'SELLER' end)`,
  },
  {
    name: 'one open negotiation per listing and buyer, one accepted per listing',
    violations: sql`select listing_id from negotiations
      group by listing_id, buyer_organisation_id
      having count(*) filter (where status in ('AWAITING_SELLER', 'AWAITING_BUYER', 'ACCEPTED')) > 1
      union all select listing_id from negotiations where status = 'ACCEPTED' group by listing_id having count(*) > 1`,
  },
];

export interface InvariantReport {
  /** How many rules were checked. */
  checked: number;
  /** One line per broken rule, with a few of the rows that break it. */
  broken: string[];
}

/** Checks every marketplace invariant on `db` and reports the broken ones. */
export async function checkMarketplaceInvariants(db: Database): Promise<InvariantReport> {
  const broken: string[] = [];
  for (const invariant of INVARIANTS) {
    // both drivers answer raw queries with `rows`
    const { rows } = (await db.execute(invariant.violations)) as unknown as { rows: unknown[] };
    if (rows.length > 0)
      broken.push(`${invariant.name}: ${rows.length} rows, e.g. ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return { checked: INVARIANTS.length, broken };
}
