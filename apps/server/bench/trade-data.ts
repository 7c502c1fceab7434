import type { SqlExec } from './search-data';

/*
 * Orders and negotiations for the API benchmark, generated in PostgreSQL with INSERT … SELECT over
 * the listings search-data.ts generated: an order per PURCHASED listing (the oldest first, up to
 * `orders`), bought by another organisation drawn at random (the demo buyer's organisation among
 * them), with the snapshot checkout writes (material, addresses, names, prices, VAT at 20 %); a
 * negotiation per PUBLISHED or EXPIRED listing (up to `negotiations`, open ones on live listings
 * only) with the buyer's opening offer.
 */

const BUYERS = `
create temporary table bench_buyers as
select (row_number() over (order by o.name) - 1)::int as slot, o.id as organisation_id, o.name as organisation_name,
  u.id as user_id, u.name as user_name, a.id as address_id,
  jsonb_build_object('name', a.name, 'addressLine1', a.address_line1, 'addressLine2', a.address_line2,
    'city', a.city, 'postalCode', a.postal_code, 'country', a.country) as address
from organisations o
cross join lateral (select id, name from users where organisation_id = o.id
  order by ('BUYER' = any(roles)) desc, email limit 1) u
cross join lateral (select * from addresses where organisation_id = o.id and address_type = 'WAREHOUSE'
  order by is_primary desc limit 1) a`;

const ORDERS = `
insert into purchase_orders (
  order_number, buyer_order_number, status, status_history, listing_id, kind, item, currency_code, price_per_unit,
  total_ex_vat, delivery_costs, vat_percent, vat, total_price, payment_option, payment_status, delivery_address_id,
  delivery_address, haulier_slot_booking, collection_address, buyer_organisation_id, buyer_organisation_name,
  seller_organisation_id, seller_organisation_name, placed_by_user_id, placed_by_name, authorised_to_sign_at,
  terms_accepted_at, terms_version, created_at, updated_at
)
select
  'PO-' || lpad(l.n::text, 7, '0'), 'BUY-' || l.n, st.status,
  jsonb_build_array(jsonb_build_object('status', 'PROCESSING', 'at', l.status_modified_at))
    || case when st.status = 'PROCESSING' then '[]'::jsonb
      else jsonb_build_array(jsonb_build_object('status', st.status, 'at', l.status_modified_at + interval '2 days')) end,
  l.id, l.kind,
  jsonb_build_object('kind', l.kind, 'id', l.id, 'referenceNumber', l.listing_number, 'material', l.material,
    'materialDimensions', l.material_dimensions, 'packageTitle', null, 'numberOfItems', l.number_of_items,
    'weight', w.weight, 'tradeUnit', l.trade_unit, 'prime', l.prime, 'origin', to_jsonb(l.origin), 'country', l.country),
  l.currency_code, l.net_price_per_unit, t.ex, 0, 20, v.vat, t.ex + v.vat,
  case when l.r_pay < 0.5 then 'CREDIT' else 'UPFRONT' end,
  case when l.r_pay < 0.5 then 'NOT_REQUIRED' else 'PAID' end,
  b.address_id, b.address, false,
  jsonb_build_object('name', ca.name, 'addressLine1', ca.address_line1, 'addressLine2', ca.address_line2,
    'city', ca.city, 'postalCode', ca.postal_code, 'country', ca.country),
  b.organisation_id, b.organisation_name, so.id, so.name, b.user_id, b.user_name,
  l.status_modified_at, l.status_modified_at, '2026-11', l.status_modified_at, l.status_modified_at
from (
  select l.*, row_number() over (order by l.status_modified_at, l.id) as n, random() as r_buyer,
    random() as r_status, random() as r_pay
  from listings l where l.status = 'PURCHASED' and l.kind = 'LISTING'
  order by l.status_modified_at, l.id limit $1
) l
join organisations so on so.id = l.organisation_id
join addresses ca on ca.id = l.pickup_address_id
cross join lateral (select floor(l.r_buyer * $2::int)::int as s) s0
join bench_buyers b0 on b0.slot = s0.s
join bench_buyers b on b.slot = case when b0.organisation_id = l.organisation_id then (s0.s + 1) % $2::int else s0.s end
cross join lateral (select case when l.trade_unit = 'KILOGRAM' then l.weight_grams / 1000.0
  else l.weight_grams / 1000000.0 end as weight) w
cross join lateral (select greatest(1, round(l.net_price_per_unit * case
  when l.trade_unit in ('TON', 'KILOGRAM') then w.weight else coalesce(l.number_of_items, 1) end))::bigint as ex) t
cross join lateral (select round(t.ex * 0.2)::bigint as vat) v
cross join lateral (select case when l.r_status < 0.05 then 'PROCESSING' when l.r_status < 0.1 then 'FREIGHT_BOOKED'
  when l.r_status < 0.15 then 'SHIPPING' else 'DELIVERED' end as status) st`;

const NEGOTIATIONS = `
insert into negotiations (
  reference_number, listing_id, buyer_organisation_id, buyer_user_id, seller_organisation_id, status, trade_unit,
  original_price_per_unit, currency_code, original_price_at, expires_at, created_at, updated_at
)
select 'NG-' || lpad(l.n::text, 7, '0'), l.id, b.organisation_id, b.user_id, l.organisation_id, st.status,
  l.trade_unit, l.net_price_per_unit, l.currency_code, l.status_modified_at,
  case when st.status in ('AWAITING_SELLER', 'AWAITING_BUYER', 'ACCEPTED') then $3::timestamptz + interval '1 day' end,
  l.status_modified_at, l.status_modified_at
from (
  select l.*, row_number() over (order by l.id) as n, random() as r_buyer, random() as r_status
  from listings l where l.status in ('PUBLISHED', 'EXPIRED') and l.kind = 'LISTING'
  order by l.id limit $1
) l
cross join lateral (select floor(l.r_buyer * $2::int)::int as s) s0
join bench_buyers b0 on b0.slot = s0.s
join bench_buyers b on b.slot = case when b0.organisation_id = l.organisation_id then (s0.s + 1) % $2::int else s0.s end
cross join lateral (select case
  when l.status = 'PUBLISHED' then case when l.r_status < 0.4 then 'AWAITING_SELLER' when l.r_status < 0.6 then 'AWAITING_BUYER'
    when l.r_status < 0.65 then 'ACCEPTED' when l.r_status < 0.85 then 'REJECTED' else 'WITHDRAWN' end
  else case when l.r_status < 0.5 then 'EXPIRED' when l.r_status < 0.8 then 'REJECTED' else 'NO_SUCCESSFUL_OFFERS' end
  end as status) st`;

const OFFERS = `
insert into negotiation_offers (negotiation_id, price_per_unit, requested_by, created_by_user_id, created_at)
select n.id, greatest(1, round(n.original_price_per_unit * 0.95))::bigint, 'BUYER', n.buyer_user_id, n.created_at
from negotiations n`;

/**
 * Generates up to `orders` orders and `negotiations` negotiations (each with its opening offer);
 * answers how many of each and the milliseconds it took, including VACUUM ANALYZE.
 */
export async function generateTrade(
  exec: SqlExec,
  counts: { orders: number; negotiations: number },
  now: Date,
): Promise<{ orders: number; negotiations: number; ms: number }> {
  const started = performance.now();
  await exec('select setseed(0.24)');
  await exec('drop table if exists bench_buyers');
  await exec(BUYERS);
  const buyers = Number((await exec('select count(*)::int as n from bench_buyers')).rows[0]!.n);
  await exec(ORDERS, [counts.orders, buyers]);
  await exec(NEGOTIATIONS, [counts.negotiations, buyers, now.toISOString()]);
  await exec(OFFERS);
  const orders = Number((await exec('select count(*)::int as n from purchase_orders')).rows[0]!.n);
  const negotiations = Number((await exec('select count(*)::int as n from negotiations')).rows[0]!.n);
  await exec(`select setval('purchase_order_number_seq', $1)`, [orders + 1]);
  await exec(`select setval('negotiation_number_seq', $1)`, [negotiations + 1]);
  // listings again too: measured after the whole generation, a third of a large organisation's listing pages
  // were not all-visible, and counting its My Listings read 31,000 rows from the table (112 ms, not 30)
  await exec('vacuum analyze listings, purchase_orders, negotiations, negotiation_offers');
  // write the bulk load's dirty pages now: a checkpoint in the middle of the measurements stalled requests
  // (single requests of 40–120 ms at p99 right after generation, on a machine otherwise idle)
  await exec('checkpoint');
  return { orders, negotiations, ms: performance.now() - started };
}
