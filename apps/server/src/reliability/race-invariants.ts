import { sql, type SQL } from 'drizzle-orm';
import { convertMinor, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import type { Database } from '../platform/db/database';
import { readRows } from '../platform/db/raw-rows';

/*
 * The invariants the race suites check after every round, straight in SQL over the whole database
 * (the seed's rows and every earlier round's included), so a race that broke one in any corner shows.
 */

/** What one check of the invariants found: how many it evaluated and each one that did not hold. */
export interface InvariantReport {
  checked: number;
  violations: string[];
}

/** One invariant: a query answering the rows that break it (none when it holds). */
interface Invariant {
  name: string;
  query: SQL;
}

const OPEN = sql.raw(`('AWAITING_SELLER', 'AWAITING_BUYER', 'ACCEPTED')`);

// the credit change `c` that charged the order `o` ("Order PO-000123", plus the foreign amount)
const CHARGE_OF_ORDER = sql.raw(`c.organisation_id = o.buyer_organisation_id and c.field = 'ERP_BALANCE'
  and (c.reason = 'Order ' || o.order_number or c.reason like 'Order ' || o.order_number || ' (%')`);

const INVARIANTS: Invariant[] = [
  {
    name: 'one sale per listing: at most one order per listing',
    query: sql`select listing_id as id, count(*)::int as n from purchase_orders group by listing_id having count(*) > 1`,
  },
  {
    name: 'one sale per listing: at most one PURCHASE in its history',
    query: sql`select listing_id as id from listing_status_changes where action = 'PURCHASE'
      group by listing_id having count(*) > 1`,
  },
  {
    name: "no order without its listing's status change (PURCHASED, with its PURCHASE change)",
    query: sql`select o.order_number as id, l.status from purchase_orders o join listings l on l.id = o.listing_id
      where l.status <> 'PURCHASED' or not exists (
        select 1 from listing_status_changes c where c.listing_id = o.listing_id and c.action = 'PURCHASE')`,
  },
  {
    name: 'no PURCHASE status change without its order',
    query: sql`select c.listing_id as id from listing_status_changes c where c.action = 'PURCHASE'
      and not exists (select 1 from purchase_orders o where o.listing_id = c.listing_id)`,
  },
  {
    name: 'credit: the balance history is one unbroken chain ending at the balance',
    query: sql`with chain as (
        select organisation_id, seq, old_value, new_value,
          lag(new_value) over (partition by organisation_id order by seq) as previous,
          row_number() over (partition by organisation_id order by seq desc) as from_end
        from credit_changes where field = 'ERP_BALANCE')
      select c.organisation_id as id, c.seq, c.old_value, c.previous, c.new_value, o.erp_balance
      from chain c join organisations o on o.id = c.organisation_id
      where (c.seq <> (select min(seq) from chain f where f.organisation_id = c.organisation_id)
          and coalesce(c.old_value, '0')::bigint <> coalesce(c.previous, '0')::bigint)
        or (c.from_end = 1 and coalesce(c.new_value, '0')::bigint <> coalesce(o.erp_balance, 0))`,
  },
  {
    name: 'credit: every credit order charged exactly once',
    query: sql`select o.order_number as id from purchase_orders o where o.payment_option = 'CREDIT'
      and (select count(*) from credit_changes c where ${CHARGE_OF_ORDER}) <> 1`,
  },
  {
    name: 'credit: no charge without its credit order',
    query: sql`select c.reason as id from credit_changes c where c.field = 'ERP_BALANCE' and c.reason like 'Order %'
      and not exists (select 1 from purchase_orders o where o.payment_option = 'CREDIT' and ${CHARGE_OF_ORDER})`,
  },
  {
    name: 'credit: never above the limit',
    query: sql`select id, erp_balance, erp_credit_limit from organisations
      where erp_credit_limit is not null and erp_balance > erp_credit_limit`,
  },
  {
    name: 'one primary warehouse address per organisation that has an approved one',
    query: sql`select o.id, (select count(*)::int from addresses a where a.organisation_id = o.id and a.is_primary
        and a.deleted_at is null) as primaries
      from organisations o where exists (select 1 from addresses a where a.organisation_id = o.id
        and a.address_type = 'WAREHOUSE' and a.validation_state = 'APPROVED' and a.deleted_at is null)
      and (select count(*) from addresses a where a.organisation_id = o.id and a.is_primary
        and a.deleted_at is null) <> 1`,
  },
  {
    name: 'negotiations: at most one ACCEPTED per listing',
    query: sql`select listing_id as id from negotiations where status = 'ACCEPTED'
      group by listing_id having count(*) > 1`,
  },
  {
    name: 'negotiations: at most one open per listing and buyer organisation',
    query: sql`select listing_id as id, buyer_organisation_id from negotiations where status in ${OPEN}
      group by listing_id, buyer_organisation_id having count(*) > 1`,
  },
  {
    // a purchase ends them in its transaction; a withdrawn or expired listing's end through a job
    name: 'negotiations: none open on a sold listing',
    query: sql`select n.reference_number as id, n.status, l.status as listing_status
      from negotiations n join listings l on l.id = n.listing_id
      where n.status in ${OPEN} and l.status = 'PURCHASED'`,
  },
  {
    name: 'negotiations: PURCHASED exactly when its order is the listing’s, bought by its buyer',
    query: sql`select n.reference_number as id, n.status from negotiations n
      left join purchase_orders o on o.id = n.order_id
      where (n.status = 'PURCHASED') <> (n.order_id is not null)
        or (n.order_id is not null and (o.id is null or o.listing_id <> n.listing_id
          or o.buyer_organisation_id <> n.buyer_organisation_id))`,
  },
  {
    name: 'negotiations: the side awaited is the one the latest offer was made to',
    query: sql`select n.reference_number as id, n.status, latest.requested_by from negotiations n
      join lateral (select requested_by from negotiation_offers f where f.negotiation_id = n.id
        order by f.created_at desc, f.id desc limit 1) latest on true
      where (n.status = 'AWAITING_SELLER' and latest.requested_by <> 'BUYER')
        or (n.status = 'AWAITING_BUYER' and latest.requested_by <> 'SELLER')`,
  },
];

const CHARGE_INVARIANT = "credit: a charge is its order's total in the credit line's currency";

/** The name of every invariant checkRaceInvariants checks (each violation starts with one). */
export const INVARIANT_NAMES = [...INVARIANTS.map((i) => i.name), CHARGE_INVARIANT];

/** Each credit order's charge is its total in the credit line's currency, rounded up (decision 83). */
async function checkCreditCharges(db: Database, rates: ExchangeRates): Promise<string[]> {
  const rows = await readRows<{
    order_number: string;
    total_price: string | number;
    currency_code: string;
    credit_currency: string;
    old_value: string | null;
    new_value: string | null;
  }>(
    db,
    sql`select o.order_number, o.total_price, o.currency_code, org.currency_code as credit_currency,
        c.old_value, c.new_value
      from purchase_orders o
      join organisations org on org.id = o.buyer_organisation_id
      join credit_changes c on ${CHARGE_OF_ORDER}
      where o.payment_option = 'CREDIT'`,
  );
  const wrong: string[] = [];
  for (const r of rows) {
    const charged = Number(r.new_value ?? 0) - Number(r.old_value ?? 0);
    const expected = convertMinor(Number(r.total_price), r.currency_code, r.credit_currency, rates, 'up');
    if (charged !== expected) wrong.push(`${r.order_number}: charged ${charged}, expected ${expected}`);
  }
  return wrong;
}

/**
 * Checks every race invariant: one sale per listing, orders and listing histories agree, credit
 * balances equal their charges and stay within the limit, one primary address, negotiations in one
 * consistent state. Answers how many it checked and a line for each that did not hold.
 */
export async function checkRaceInvariants(db: Database, rates: ExchangeRates): Promise<InvariantReport> {
  const violations: string[] = [];
  for (const invariant of INVARIANTS) {
    const broken = await readRows<Record<string, unknown>>(db, invariant.query);
    for (const row of broken.slice(0, 5)) violations.push(`${invariant.name}: ${JSON.stringify(row)}`);
  }
  const charges = await checkCreditCharges(db, rates);
  violations.push(...charges.slice(0, 5).map((w) => `${CHARGE_INVARIANT}: ${w}`));
  return { checked: INVARIANT_NAMES.length, violations };
}
