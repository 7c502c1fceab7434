import pg from 'pg';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { LISTING_NUMBER_PREFIXES, MATERIAL_AGES } from '@steelyard/domain/listing-commercial';
import { FEATURES } from '@steelyard/domain/roles';
import type { Database } from '../src/platform/db/database';
import type { PasswordHasher } from '../src/platform/passwords';
import { createAddress, createOrganisation } from '../src/modules/organisations/service';
import { createUser } from '../src/modules/users/service';
import { DEMO_ORGANISATIONS, seedDemoData } from '../src/seed/demo-seed';

/*
 * The search benchmark's data: the demo accounts (the seed's account part), ten more selling
 * organisations, then listings generated in PostgreSQL with INSERT … SELECT generate_series in
 * batches, in the order they were created over a year of trading: the newest eighth is the last two
 * weeks, four in five of them PUBLISHED (expiry ahead: a tenth of all rows), the rest in review,
 * rejected, purchased or withdrawn; older rows EXPIRED, PURCHASED, WITHDRAWN, rejected or DRAFT. Materials, sizes, weights and prices follow the demo seed's stock
 * (demo-materials.ts) with a stockholder's mix of products.
 */

interface Template {
  product: 'COIL' | 'SHEET' | 'PLATE' | 'TREAD';
  /** The material without product and grade. */
  material: Record<string, string>;
  grades: string[];
  thicknesses: number[];
  widths: number[];
  /** Null for coils. */
  lengths: number[] | null;
  /** Target lot weight in tonnes. */
  minTonnes: number;
  maxTonnes: number;
  /** Net price per tonne in minor units. */
  minPrice: number;
  maxPrice: number;
  /** Share of the listings, in percent (all add up to 100). */
  share: number;
}

const mild = { materialType: 'MILD_STEEL', shape: 'FLAT' };
const hrThick = [1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12];
const crThick = [0.5, 0.6, 0.7, 0.8, 1, 1.2, 1.5, 2];
const coatedThick = [0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.25, 1.5, 2, 3];
const plateThick = [5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50];
const coilWidths = [1000, 1250, 1500, 1800, 2000];
const sheetWidths = [1000, 1250, 1500, 2000];
const sheetLengths = [2000, 2500, 3000, 6000];
const plateWidths = [1500, 2000, 2500];
const plateLengths = [3000, 4000, 6000, 8000];

const TEMPLATES: Template[] = [
  {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    grades: ['S235JR', 'S275JR', 'S355J2'],
    thicknesses: hrThick,
    widths: coilWidths,
    lengths: null,
    minTonnes: 5,
    maxTonnes: 28,
    minPrice: 62_000,
    maxPrice: 88_000,
    share: 20,
  },
  {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10149_2',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    grades: ['S355MC', 'S420MC'],
    thicknesses: hrThick,
    widths: coilWidths,
    lengths: null,
    minTonnes: 5,
    maxTonnes: 28,
    minPrice: 70_000,
    maxPrice: 95_000,
    share: 6,
  },
  {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'HOT_ROLLED_PICKLED_OILED',
      specification: 'EN_10111',
      surface: 'PICKLED_OILED',
      tolerance: 'EN_10051',
    },
    grades: ['DD11', 'DD12'],
    thicknesses: [1.5, 2, 2.5, 3, 4, 5, 6],
    widths: coilWidths,
    lengths: null,
    minTonnes: 5,
    maxTonnes: 25,
    minPrice: 70_000,
    maxPrice: 92_000,
    share: 6,
  },
  {
    product: 'COIL',
    material: {
      ...mild,
      definition: 'COLD_ROLLED',
      specification: 'EN_10130',
      surface: 'OILED',
      temper: 'SKIN_PASSED',
      tolerance: 'EN_10131',
    },
    grades: ['DC01', 'DC04'],
    thicknesses: crThick,
    widths: [1000, 1250, 1500],
    lengths: null,
    minTonnes: 3,
    maxTonnes: 22,
    minPrice: 78_000,
    maxPrice: 105_000,
    share: 8,
  },
  {
    product: 'COIL',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10346',
      surface: 'CHEMICALLY_PASSIVATED',
      finish: 'MINIMISED_SPANGLE',
      coatingThicknessValue: 'Z275',
      tolerance: 'EN_10143',
    },
    grades: ['DX51D', 'DX53D', 'S350GD'],
    thicknesses: coatedThick,
    widths: [1000, 1250, 1500],
    lengths: null,
    minTonnes: 3,
    maxTonnes: 22,
    minPrice: 85_000,
    maxPrice: 115_000,
    share: 10,
  },
  {
    product: 'COIL',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC_MAGNESIUM',
      specification: 'EN_10346',
      surface: 'OILED',
      coatingThicknessValue: 'ZM120',
      tolerance: 'EN_10143',
    },
    grades: ['S350GD', 'DX51D'],
    thicknesses: coatedThick,
    widths: [1000, 1250, 1500],
    lengths: null,
    minTonnes: 3,
    maxTonnes: 20,
    minPrice: 90_000,
    maxPrice: 120_000,
    share: 3,
  },
  {
    product: 'COIL',
    material: {
      materialType: 'PRE_PAINTED',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10169',
      coatingThicknessValue: 'Z225',
      coatingColour: 'RAL_9002',
      coatingType: 'POLYESTER',
      coatingCoverage: 'ONE_SIDED',
      tolerance: 'EN_10143',
    },
    grades: ['DX51D', 'S250GD'],
    thicknesses: [0.4, 0.5, 0.6, 0.7],
    widths: [1000, 1250],
    lengths: null,
    minTonnes: 2,
    maxTonnes: 12,
    minPrice: 110_000,
    maxPrice: 150_000,
    share: 3,
  },
  {
    product: 'SHEET',
    material: {
      ...mild,
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      surface: 'BLACK',
      tolerance: 'EN_10051',
    },
    grades: ['S235JR', 'S275JR', 'S355J2'],
    thicknesses: [2, 3, 4, 5, 6, 8, 10],
    widths: sheetWidths,
    lengths: sheetLengths,
    minTonnes: 1,
    maxTonnes: 25,
    minPrice: 68_000,
    maxPrice: 98_000,
    share: 10,
  },
  {
    product: 'SHEET',
    material: {
      ...mild,
      definition: 'COLD_ROLLED',
      specification: 'EN_10130',
      surface: 'OILED',
      tolerance: 'EN_10131',
    },
    grades: ['DC01', 'DC03'],
    thicknesses: crThick,
    widths: [1000, 1250, 1500],
    lengths: [2000, 2500, 3000],
    minTonnes: 1,
    maxTonnes: 15,
    minPrice: 82_000,
    maxPrice: 110_000,
    share: 5,
  },
  {
    product: 'SHEET',
    material: {
      materialType: 'COATED_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10346',
      surface: 'CHEMICALLY_PASSIVATED',
      finish: 'MINIMISED_SPANGLE',
      coatingThicknessValue: 'Z275',
      tolerance: 'EN_10143',
    },
    grades: ['DX51D', 'S250GD'],
    thicknesses: [0.5, 0.6, 0.7, 0.8, 1, 1.25, 1.5, 2, 3],
    widths: [1000, 1250, 1500],
    lengths: [2000, 2500, 3000],
    minTonnes: 1,
    maxTonnes: 15,
    minPrice: 88_000,
    maxPrice: 125_000,
    share: 6,
  },
  {
    product: 'SHEET',
    material: {
      materialType: 'PRE_PAINTED',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      coating: 'ZINC',
      specification: 'EN_10169',
      coatingThicknessValue: 'Z275',
      coatingColour: 'RAL_7016',
      coatingType: 'POLYESTER',
      coatingCoverage: 'TWO_SIDED',
      tolerance: 'EN_10143',
    },
    grades: ['S250GD', 'DX51D'],
    thicknesses: [0.5, 0.6, 0.7],
    widths: [1000, 1250],
    lengths: [2000, 2500, 3000],
    minTonnes: 1,
    maxTonnes: 8,
    minPrice: 115_000,
    maxPrice: 160_000,
    share: 2,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'STRUCTURAL_STEEL',
      specification: 'EN_10025_2',
      surface: 'BLACK',
      tolerance: 'EN_10029_CLASS_A',
    },
    grades: ['S275JR', 'S355J2', 'S355J2', 'S355JR'],
    thicknesses: plateThick,
    widths: plateWidths,
    lengths: plateLengths,
    minTonnes: 2,
    maxTonnes: 30,
    minPrice: 75_000,
    maxPrice: 110_000,
    share: 10,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'STRUCTURAL_STEEL',
      specification: 'EN_10025_4',
      surface: 'SHOT_BLASTED_PRIMED',
      tolerance: 'EN_10029_CLASS_B',
    },
    grades: ['S355ML', 'S460ML'],
    thicknesses: plateThick,
    widths: plateWidths,
    lengths: plateLengths,
    minTonnes: 2,
    maxTonnes: 25,
    minPrice: 90_000,
    maxPrice: 125_000,
    share: 2,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'HIGH_STRENGTH',
      specification: 'EN_10025_6',
      surface: 'SHOT_BLASTED',
      tolerance: 'EN_10029_CLASS_A',
    },
    grades: ['S690QL', 'S960QL'],
    thicknesses: [6, 8, 10, 12, 15, 20, 25, 30],
    widths: [2000, 2500],
    lengths: [4000, 6000],
    minTonnes: 1,
    maxTonnes: 15,
    minPrice: 130_000,
    maxPrice: 190_000,
    share: 2,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'WEAR_RESISTANT',
      specification: 'BRINELL_HARDNESS',
      surface: 'SHOT_BLASTED_PRIMED',
      tolerance: 'EN_10029_CLASS_A',
    },
    grades: ['HB400', 'HB450', 'HB500'],
    thicknesses: [6, 8, 10, 12, 15, 20, 25, 30, 40],
    widths: [2000, 2500],
    lengths: [4000, 6000],
    minTonnes: 1,
    maxTonnes: 12,
    minPrice: 135_000,
    maxPrice: 180_000,
    share: 2,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'PRESSURE_VESSEL',
      specification: 'EN_10028_2',
      surface: 'BLACK',
      tolerance: 'EN_10029_CLASS_B',
    },
    grades: ['P265GH', 'P355GH'],
    thicknesses: [8, 10, 12, 15, 20, 25, 30, 40, 50],
    widths: plateWidths,
    lengths: [4000, 6000, 8000],
    minTonnes: 2,
    maxTonnes: 20,
    minPrice: 100_000,
    maxPrice: 130_000,
    share: 2,
  },
  {
    product: 'PLATE',
    material: {
      ...mild,
      plateType: 'ROAD_PLATE',
      specification: 'EN_10025_2',
      surface: 'BLACK',
      tolerance: 'EN_10029_CLASS_A',
    },
    grades: ['S235JR', 'S275JR'],
    thicknesses: [15, 20, 25, 30],
    widths: [1500, 2000],
    lengths: [2500, 3000],
    minTonnes: 2,
    maxTonnes: 20,
    minPrice: 55_000,
    maxPrice: 75_000,
    share: 1,
  },
  {
    product: 'TREAD',
    material: { ...mild, specification: 'EN_10025_2', surface: 'BLACK' },
    grades: ['S235JR', 'S275JR'],
    thicknesses: [3, 4, 5, 6, 8],
    widths: [1000, 1250, 1500],
    lengths: [2000, 2500, 3000],
    minTonnes: 1,
    maxTonnes: 10,
    minPrice: 80_000,
    maxPrice: 100_000,
    share: 2,
  },
];

/** Selling organisations beside the two demo ones: name, country, currency, share of the listings in percent. */
const EXTRA_SELLERS: [string, string, string, number][] = [
  ['Humber Steel Stockholders Ltd', 'GB', 'GBP', 9],
  ['Midlands Metals Ltd', 'GB', 'GBP', 8],
  ['Ruhr Blechhandel GmbH', 'DE', 'EUR', 9],
  ['Noordzee Staalhandel B.V.', 'NL', 'EUR', 8],
  ['Schelde Steel NV', 'BE', 'EUR', 7],
  ['Acier Lorraine SAS', 'FR', 'EUR', 8],
  ['Acciai Padani S.p.A.', 'IT', 'EUR', 8],
  ['Aceros Levante S.L.', 'ES', 'EUR', 7],
  ['Stal Slask Sp. z o.o.', 'PL', 'EUR', 7],
  ['Donau Stahl GmbH', 'AT', 'EUR', 7],
];
/** The demo organisations' shares (Demo Steel is the benchmark buyer's own: its rows are left out). */
const DEMO_SHARES = { 'Demo Steel Trading Ltd': 10, 'Rhein Stahlhandel GmbH': 12 } as Record<string, number>;

const ORIGINS = ['GB', 'DE', 'NL', 'BE', 'AT', 'FI', 'FR', 'IT', 'ES', 'PL', 'SE', 'CZ', 'TR', 'IN', 'KR'];

interface Seller {
  organisationId: string;
  userId: string;
  addressId: string;
  country: string;
  currencyCode: string;
  share: number;
}

interface SellerRow {
  organisation_id: string;
  name: string;
  user_id: string;
  address_id: string;
  country: string;
  currency_code: string;
}

const queryRows = async <T>(exec: SqlExec, text: string, params: unknown[]) =>
  (await exec(text, params)) as unknown as { rows: T[] };

/** The benchmark's organisations: the demo accounts (seed) plus EXTRA_SELLERS, each with a seller and a warehouse. */
export async function createBenchAccounts(db: Database, passwords: PasswordHasher): Promise<void> {
  await seedDemoData(db, passwords);
  const features = FEATURES.filter((f) => f !== 'STAINLESS_STEEL');
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const template = DEMO_ORGANISATIONS[1]!;
  const { addresses: _a, users: _u, locale: _l, ...base } = template;
  for (const [name, country, currencyCode] of EXTRA_SELLERS) {
    const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}example`;
    const org = await createOrganisation(db, {
      ...base,
      name,
      country,
      currencyCode,
      emailDomain: domain,
      purchaseContactEmail: `purchasing@${domain}`,
      defaultFeatures: features,
    });
    await createAddress(db, {
      organisationId: org.id,
      addressType: 'WAREHOUSE',
      name: `${name} – Warehouse`,
      addressLine1: '1 Steel Street',
      city: 'Steeltown',
      postalCode: '10000',
      country,
      primary: true,
      validationState: 'APPROVED',
    });
    await createUser(db, {
      email: `seller@${domain}`,
      name: `${name} Seller`,
      roles: ['SELLER'],
      organisationId: org.id,
      locale: 'en',
      activated: true,
      features,
      passwordHash,
      tenant: 'MARKETPLACE',
    });
  }
}

/** The demo organisations' sellers and warehouses, read back from the database. */
async function demoSellers(exec: SqlExec): Promise<Seller[]> {
  const { rows } = await queryRows<SellerRow>(
    exec,
    `
    select o.id as organisation_id, o.name, o.country, o.currency_code,
      (select u.id from users u where u.organisation_id = o.id and 'SELLER' = any(u.roles) order by u.email limit 1) as user_id,
      (select a.id from addresses a where a.organisation_id = o.id and a.address_type = 'WAREHOUSE'
         and a.validation_state = 'APPROVED' order by a.is_primary desc limit 1) as address_id
    from organisations o where o.name = any($1)`,
    [Object.keys(DEMO_SHARES)],
  );
  return rows.map((r) => ({
    organisationId: r.organisation_id,
    userId: r.user_id,
    addressId: r.address_id,
    country: r.country,
    currencyCode: r.currency_code,
    share: DEMO_SHARES[r.name]!,
  }));
}

/** Expands shares (percent) into 100 slots of indices. */
function slotsOf(shares: number[]): number[] {
  const slots = shares.flatMap((share, i) => Array<number>(share).fill(i));
  if (slots.length !== 100) throw new Error(`shares add up to ${slots.length}, not 100`);
  return slots;
}

const INSERT_BATCH = `
insert into listings (
  kind, listing_number, organisation_id, created_by_user_id, status, status_reason, status_modified_at,
  submitted_at, material, product, material_type, material_dimensions, number_of_items, trade_unit,
  trade_unit_calculation, weight_grams, currency_code, net_price_per_unit, prime, origin, age,
  pickup_address_id, country, description, internal_seller_sku, expires_at, auto_renew, version,
  created_at, updated_at
)
select
  'LISTING',
  p.prefix || '-' || lpad(x.g::text, 7, '0'),
  s.organisation_id, s.user_id, st.status,
  case st.status when 'REVIEW_REJECTED' then 'Pictures do not show the material' end,
  tm.status_modified_at,
  tm.status_modified_at - interval '3 hours',
  t.material || jsonb_build_object('product', t.product, 'grade', t.grades[1 + floor(x.r_grade * cardinality(t.grades))::int]),
  t.product,
  t.material->>'materialType',
  case when d.ranged then jsonb_build_object('thickness', d.th, 'minWidth', d.w, 'maxWidth', d.w + 250)
    else jsonb_build_object('thickness', d.th, 'width', d.w) end
    || case when d.l is null then '{}'::jsonb else jsonb_build_object('length', d.l) end,
  i.items,
  u.trade_unit,
  case when i.items is null then 'BY_WEIGHT' else 'BY_ITEM' end,
  w.grams,
  s.currency_code,
  greatest(1, case u.trade_unit
    when 'TON' then round(d.price_t)
    when 'KILOGRAM' then round(d.price_t / 1000.0)
    else round(d.price_t * w.grams / i.items / 1000000.0) end)::bigint,
  x.r_prime < 0.85,
  case when x.r_two < 0.1 then array[o.first, o.second] else array[o.first] end,
  ($5::text[])[1 + floor(x.r_age * cardinality($5::text[]))::int],
  s.address_id, s.country,
  'Generated for the search benchmark.',
  'BENCH-' || x.g,
  tm.expires_at,
  x.r_time < 0.3,
  1,
  tm.status_modified_at - interval '3 hours',
  tm.status_modified_at
from (
  select g, random() as r_template, random() as r_grade, random() as r_th, random() as r_w, random() as r_l,
    random() as r_weight, random() as r_price, random() as r_seller, random() as r_status, random() as r_time,
    random() as r_origin, random() as r_prime, random() as r_unit, random() as r_two,
    random() as r_expiry, random() as r_age
  from generate_series($1::int, $2::int) as g
) x
join bench_templates t on t.id = ($3::int[])[1 + floor(x.r_template * 100)::int]
join bench_sellers s on s.slot = floor(x.r_seller * 100)::int
cross join lateral (select ($4::text[])[1 + o.i] as first, ($4::text[])[1 + (o.i + 1) % cardinality($4::text[])] as second
  from (select floor(x.r_origin * cardinality($4::text[]))::int as i) o) o
cross join lateral (select case t.product when 'COIL' then 'CL' when 'SHEET' then 'SH' when 'PLATE' then 'PL' else 'TP' end as prefix) p
cross join lateral (select
  t.thicknesses[1 + floor(x.r_th * cardinality(t.thicknesses))::int] as th,
  t.widths[1 + floor(x.r_w * cardinality(t.widths))::int] as w,
  case when t.lengths is null then null else t.lengths[1 + floor(x.r_l * cardinality(t.lengths))::int] end as l,
  t.min_tonnes + (t.max_tonnes - t.min_tonnes) * x.r_weight as tonnes,
  t.min_price + (t.max_price - t.min_price) * x.r_price as price_t,
  t.product = 'COIL' and x.r_l < 0.05 as ranged
) d
cross join lateral (select case when d.l is null then null
  else greatest(1, round(d.tonnes * 1000000.0 / (d.th * d.w * d.l * 0.00785)))::int end as items) i
cross join lateral (select case when i.items is null then round(d.tonnes * 1000000.0)::bigint
  else greatest(1, round(i.items * d.th * d.w * d.l * 0.00785))::bigint end as grams) w
cross join lateral (select case
  when t.product = 'TREAD' then 'TREAD'
  when i.items is not null and x.r_unit < 0.1 then 'KILOGRAM'
  else 'TON' end as trade_unit) u
cross join lateral (select case
  when x.g > $7::int and x.g % 5 <> 0 then 'PUBLISHED'
  when x.g > $7::int then case
    when x.r_status < 0.4 then 'REVIEW_REQUIRED' when x.r_status < 0.6 then 'REVIEW_REJECTED'
    when x.r_status < 0.8 then 'PURCHASED' else 'WITHDRAWN' end
  when x.r_status < 0.55 then 'EXPIRED'
  when x.r_status < 0.80 then 'PURCHASED'
  when x.r_status < 0.93 then 'WITHDRAWN'
  when x.r_status < 0.98 then 'REVIEW_REJECTED'
  else 'DRAFT' end as status) st
cross join lateral (select
  -- rows are inserted in the order they were created: a year of trading, the last two weeks live
  case when x.g > $7::int
    then $6::timestamptz - (1 - (x.g - $7::int)::float8 / ($8::int - $7::int)) * interval '14 days' - x.r_time * interval '2 hours'
    else $6::timestamptz - interval '14 days' - (1 - x.g::float8 / $7::int) * interval '365 days' end as status_modified_at
) t0
cross join lateral (select t0.status_modified_at,
  case st.status
    when 'PUBLISHED' then $6::timestamptz + interval '4 hours' + x.r_expiry * interval '14 days'
    when 'REVIEW_REQUIRED' then $6::timestamptz + interval '1 day' + x.r_expiry * interval '13 days'
    else t0.status_modified_at + interval '1 day' + x.r_expiry * interval '13 days' end as expires_at
) tm
`;

/** Runs one statement on the connection the data is generated through (pg client or PGlite). */
export type SqlExec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Generates `total` listings (every tenth PUBLISHED) in batches through one connection; answers the
 * milliseconds it took, including VACUUM ANALYZE.
 */
export async function generateListings(
  url: string,
  total: number,
  now: Date,
  log: (message: string) => void,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    return await generateListingsWith((text, params) => client.query(text, params), total, now, log);
  } finally {
    await client.end();
  }
}

/** generateListings through any connection (PGlite too): the same rows for the same `total`. */
export async function generateListingsWith(
  exec: SqlExec,
  total: number,
  now: Date,
  log: (message: string) => void,
): Promise<number> {
  const started = performance.now();
  await exec('select setseed(0.42)');
  await exec('drop table if exists bench_templates');
  await exec(`create temporary table bench_templates (
    id int primary key, product text, material jsonb, grades text[], thicknesses float8[], widths float8[],
    lengths float8[], min_tonnes float8, max_tonnes float8, min_price float8, max_price float8)`);
  await exec(
    `insert into bench_templates
     select (e.ordinality - 1)::int, t->>'product', t->'material',
       array(select jsonb_array_elements_text(t->'grades')),
       array(select jsonb_array_elements_text(t->'thicknesses')::float8),
       array(select jsonb_array_elements_text(t->'widths')::float8),
       case when t->'lengths' = 'null'::jsonb then null
         else array(select jsonb_array_elements_text(t->'lengths')::float8) end,
       (t->>'minTonnes')::float8, (t->>'maxTonnes')::float8, (t->>'minPrice')::float8, (t->>'maxPrice')::float8
     from jsonb_array_elements($1::jsonb) with ordinality as e(t, ordinality)`,
    [JSON.stringify(TEMPLATES)],
  );
  const sellers = await sellersOf(exec);
  await exec('drop table if exists bench_sellers');
  await exec(`create temporary table bench_sellers (
    slot int primary key, organisation_id uuid, user_id uuid, address_id uuid, country text, currency_code text)`);
  const sellerSlots = slotsOf(sellers.map((s) => s.share));
  for (const [slot, i] of sellerSlots.entries()) {
    const s = sellers[i]!;
    await exec(`insert into bench_sellers values ($1, $2, $3, $4, $5, $6)`, [
      slot,
      s.organisationId,
      s.userId,
      s.addressId,
      s.country,
      s.currencyCode,
    ]);
  }
  const templateSlots = slotsOf(TEMPLATES.map((t) => t.share));
  const batch = 100_000;
  // the newest eighth of the rows is the last two weeks: four in five of them PUBLISHED
  const liveFrom = total - Math.round(total / 8);
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await exec(INSERT_BATCH, [from, to, templateSlots, ORIGINS, MATERIAL_AGES, now.toISOString(), liveFrom, total]);
    log(`  ${to.toLocaleString('en')} listings (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // new listings the app numbers must not collide with the generated numbers
  for (const product of Object.keys(LISTING_NUMBER_PREFIXES)) {
    await exec(`select setval('listing_number_${product.toLowerCase()}_seq', $1)`, [total]);
  }
  await exec('vacuum analyze listings');
  // write the bulk load's dirty pages now: a checkpoint in the middle of the measurements stalled requests
  // (single requests of 40–120 ms at p99 right after generation, on a machine otherwise idle)
  await exec('checkpoint');
  return performance.now() - started;
}

/** Every selling organisation with its share. */
async function sellersOf(exec: SqlExec): Promise<Seller[]> {
  const demo = await demoSellers(exec);
  const { rows } = await queryRows<SellerRow>(
    exec,
    `select o.id as organisation_id, o.name, o.country, o.currency_code, u.id as user_id, a.id as address_id
     from organisations o join users u on u.organisation_id = o.id join addresses a on a.organisation_id = o.id
     where o.name = any($1)`,
    [EXTRA_SELLERS.map(([name]) => name)],
  );
  const extra = EXTRA_SELLERS.map(([name, , , share]) => {
    const r = rows.find((row) => row.name === name)!;
    return {
      organisationId: r.organisation_id,
      userId: r.user_id,
      addressId: r.address_id,
      country: r.country,
      currencyCode: r.currency_code,
      share,
    };
  });
  return [...demo, ...extra];
}
