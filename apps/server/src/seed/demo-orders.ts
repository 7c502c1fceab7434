import type { ListingKind } from '@steelyard/domain/admin-listings';
import { DEFAULT_CART_RESERVATION_MINUTES } from '@steelyard/domain/cart';
import { checkoutCartBody, checkoutItemBody, type PaymentOption } from '@steelyard/domain/checkout';
import type { OrderStatus } from '@steelyard/domain/order-status';
import { ORDER_STATUSES } from '@steelyard/domain/order-status';
import { addToCart, getCart } from '../modules/cart/service';
import {
  buyerPriceSummary,
  findListingRecord,
  listOrganisationListings,
  type ListingRecord,
} from '../modules/listings/service';
import { findOrganisationTradingProfile } from '../modules/organisations/service';
import { moveOrderStatus, recordOrderPayment } from '../modules/orders/service';
import { checkoutCart, checkoutItem, type Purchaser } from '../workflows/checkout';
import { parse, type DemoMember, type DemoOrganisation, type Seeding } from './demo-cast';

/*
 * Demo orders (issue 8): the listings of the PURCHASED stories are bought through the checkout
 * workflow by the other organisation's buyer and moved on by the demo operator, so orders exist in
 * every status; then Rhein Stahl checks out a cart of two Demo Steel listings (one cart order) and
 * Demo Steel's buyer leaves two of Rhein Stahl's listings in the cart. The organisations' credit
 * lines are in their own currency and each sells in its own, so these purchases are upfront.
 */

const HOUR = 3_600_000;
const PUBLIC_URL = 'http://localhost:3000';

/** Where the n-th purchased item's order ends (its payment is recorded unless it stays AWAITING_PAYMENT). */
const ORDER_ENDS: { status: OrderStatus; paid: boolean }[] = [
  { status: 'DELIVERED', paid: true },
  { status: 'SHIPPING', paid: true },
  { status: 'FREIGHT_BOOKED', paid: true },
  { status: 'PROCESSING', paid: true },
  { status: 'PROCESSING', paid: false },
  { status: 'FREIGHT_BOOKED', paid: true },
];
const planned = new WeakMap<Seeding, number>();

async function purchaserOf(s: Seeding, member: DemoMember): Promise<Purchaser> {
  const organisation = (await findOrganisationTradingProfile(s.db, member.caller.organisationId))!;
  return {
    caller: member.caller,
    features: member.features,
    organisation,
    view: { feeSchedule: s.feeSchedule, viewerCountry: organisation.country },
  };
}

function checkoutFields(org: DemoOrganisation, poNumber: string, paymentOption: PaymentOption) {
  return {
    buyerOrderNumber: poNumber,
    authorisedToSign: true,
    termsAccepted: true,
    deliveryAddress: { type: 'EXISTING', addressId: org.warehouses[0]!.id },
    additionalDeliveryInformation:
      org.language === 'de' ? 'Anlieferung Tor 2, 7–15 Uhr' : 'Deliveries to gate 2, 7am–3pm',
    haulierSlotBooking: true,
    paymentOption,
  };
}

/**
 * Plans the purchase of a PURCHASED story's item at `at` by `buyerOrg`'s buyer, and the operator's
 * later steps (payment received, freight booked, shipped, delivered) a few hours apart.
 */
export function planDemoOrder(
  s: Seeding,
  kind: ListingKind,
  state: { id: string },
  buyerOrg: DemoOrganisation,
  at: Date,
): void {
  const n = planned.get(s) ?? 0;
  planned.set(s, n + 1);
  const end = ORDER_ENDS[n % ORDER_ENDS.length]!;
  const order = { id: '' };
  s.steps.push({
    at,
    run: async () => {
      const purchaser = await purchaserOf(s, buyerOrg.buyer);
      const row = (await findListingRecord(s.db, state.id))!;
      const body = parse(
        checkoutItemBody,
        {
          ...checkoutFields(buyerOrg, `${buyerOrg.key === 'DEMO' ? 'DST' : 'RSH'}-${4711 + n}`, 'UPFRONT'),
          kind,
          id: row.id,
          pricePerUnit: buyerPriceSummary(row, purchaser.view).pricePerUnit,
        },
        'a demo order',
      );
      const idempotency = { userId: purchaser.caller.userId, key: `demo-order-${row.id}`, requestHash: 'demo' };
      const placed = await checkoutItem(s.db, { publicUrl: PUBLIC_URL }, purchaser, body, idempotency, at);
      order.id = (placed.body as { id: string }).id;
    },
  });
  const stepsTo = ORDER_STATUSES.slice(1, ORDER_STATUSES.indexOf(end.status) + 1);
  // steps that would lie after the seed's now are left out (the order stays where it is)
  const before = (when: Date) => when.getTime() < s.now.getTime();
  if (end.paid && before(new Date(at.getTime() + 2 * HOUR))) {
    s.steps.push({
      at: new Date(at.getTime() + 2 * HOUR),
      run: async () => void (await recordOrderPayment(s.db, s.operator, order.id, new Date(at.getTime() + 2 * HOUR))),
    });
  }
  stepsTo.forEach((status, i) => {
    const when = new Date(at.getTime() + (i + 1) * 6 * HOUR);
    if (!before(when)) return;
    s.steps.push({
      at: when,
      run: async () =>
        void (await moveOrderStatus(s.db, { publicUrl: PUBLIC_URL }, s.operator, order.id, status, when)),
    });
  });
}

/** Live listings of an organisation, newest first, as its seller's list shows them. */
async function liveListingsOf(s: Seeding, org: DemoOrganisation): Promise<ListingRecord[]> {
  const query = { limit: 100, offset: 0, filter: 'status.value=PUBLISHED' };
  return (await listOrganisationListings(s.db, org.seller.caller, 'LISTING', query)).items;
}

/**
 * After the timeline: Rhein Stahl's buyer checks out a cart of two live Demo Steel listings (one cart
 * order), and Demo Steel's buyer puts two live Rhein Stahl listings in the cart (reserved from now).
 */
export async function seedDemoCarts(s: Seeding): Promise<void> {
  const { DEMO, RHEIN } = s.organisations;
  const rhein = await purchaserOf(s, RHEIN.buyer);
  const bought = (await liveListingsOf(s, DEMO)).slice(0, 2);
  for (const row of bought) {
    const pricePerUnit = buyerPriceSummary(row, rhein.view).pricePerUnit;
    await addToCart(s.db, rhein, { kind: row.kind, id: row.id, pricePerUnit }, DEFAULT_CART_RESERVATION_MINUTES, s.now);
  }
  const cart = await getCart(s.db, rhein, DEFAULT_CART_RESERVATION_MINUTES, s.now);
  const body = parse(
    checkoutCartBody,
    { ...checkoutFields(RHEIN, 'RSH-CART-1', 'UPFRONT'), entryIds: cart.cartEntries.map((e) => e.id) },
    'the demo cart order',
  );
  const idempotency = { userId: rhein.caller.userId, key: 'demo-cart-order', requestHash: 'demo' };
  await checkoutCart(s.db, { publicUrl: PUBLIC_URL }, rhein, body, idempotency, s.now);

  const demo = await purchaserOf(s, DEMO.buyer);
  for (const row of (await liveListingsOf(s, RHEIN)).slice(0, 2)) {
    const pricePerUnit = buyerPriceSummary(row, demo.view).pricePerUnit;
    await addToCart(s.db, demo, { kind: row.kind, id: row.id, pricePerUnit }, DEFAULT_CART_RESERVATION_MINUTES, s.now);
  }
}
