import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import {
  BUYER_TERMS_VERSION,
  CHECKOUT_MESSAGES,
  type checkoutCartBody,
  type checkoutItemBody,
} from '@steelyard/domain/checkout';
import type { Language } from '@steelyard/domain/constants';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { contentChangesSince } from '@steelyard/domain/listing-revisions';
import { formatMoney } from '@steelyard/domain/money';
import type { CartOrderGroup, Order, OrderItem } from '@steelyard/domain/orders';
import type { Feature } from '@steelyard/domain/roles';
import type { z } from 'zod';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import {
  claimIdempotencyKey,
  storeIdempotentReply,
  type IdempotentRequest,
  type StoredReply,
} from '../platform/idempotency/idempotency';
import { buildLink, sendMail } from '../platform/mail/send-mail';
import { clearCheckedOutCart, lockCartForCheckout } from '../modules/cart/service';
import type { PriceView } from '../modules/listings/pricing-port';
import {
  buyerPriceSummary,
  isLiveAt,
  lockListingsForPurchase,
  markListingPurchased,
  type ListingRecord,
} from '../modules/listings/service';
import {
  closeNegotiationsOnPurchase,
  findNegotiationHold as findListingNegotiationHold,
} from '../modules/negotiations/checkout-port';
import { addAddress, chargeOrganisationCredit } from '../modules/organisations/checkout-port';
import {
  findAddressSnapshot,
  findOrganisationTradingProfile,
  type AddressSnapshot,
  type OrganisationTradingProfile,
} from '../modules/organisations/service';
import {
  openCartOrderGroup,
  recordPurchaseOrder,
  takeOrderNumber,
  toCartOrderGroup,
  type PlacedOrder,
  type PurchaseOrderValues,
} from '../modules/orders/service';
import { findUserCredentialsById, type UserCredentials } from '../modules/users/service';
import { notifySellersOfSale } from './sale-mails';

/*
 * Checkout (spec 001 §5; decision 67): buy now or the whole cart, in one transaction — the idempotency
 * key first, then the items locked in id order, every rule checked, the listings PURCHASED, credit
 * charged, the orders recorded, the buyer's confirmation and the sellers' "sold" e-mails written — so
 * it all happens or none of it.
 */

type CheckoutItemBody = z.output<typeof checkoutItemBody>;
type CheckoutCartBody = z.output<typeof checkoutCartBody>;
/** The checkout form's fields: PO number, confirmations, delivery address and text, haulier, payment. */
export type CheckoutFields = Omit<CheckoutItemBody, 'kind' | 'id' | 'pricePerUnit'>;

/** Who buys: the caller with their features, organisation and how prices are shown to them. */
export interface Purchaser {
  caller: Caller;
  features: Feature[];
  organisation: OrganisationTradingProfile;
  view: PriceView;
}

export interface CheckoutDeps {
  publicUrl: string;
}

/** Why an item may not be bought by this buyer right now, apart from its status and price. */
export type NegotiationHold = 'RESERVED_FOR_OFFER' | 'COLLEAGUE_NEGOTIATING';

/**
 * The negotiation checks of spec 001 §5 (the negotiations service, issue 9): held for another buyer
 * organisation's accepted offer within its purchase window, or under a colleague's open negotiation.
 */
export async function findNegotiationHold(
  tx: Database,
  listingId: string,
  buyer: Pick<Caller, 'userId' | 'organisationId'>,
  now: Date,
): Promise<NegotiationHold | null> {
  const hold = await findListingNegotiationHold(tx, listingId, buyer, now);
  if (hold === 'reservedForOffer') return 'RESERVED_FOR_OFFER';
  if (hold === 'colleagueNegotiating') return 'COLLEAGUE_NEGOTIATING';
  return null;
}

/**
 * The open negotiations on the bought listings end with the purchase (issue 9): the buyer
 * organisation's own one PURCHASED with the order (offer checkout) or WITHDRAWN, the others CANCELLED.
 */
async function closeNegotiationsOfOrders(
  tx: Database,
  deps: CheckoutDeps,
  orders: readonly PlacedOrder[],
  now: Date,
): Promise<void> {
  for (const order of orders) {
    const purchase = { listingId: order.listingId, buyerOrganisationId: order.buyerOrganisationId, orderId: order.id };
    await closeNegotiationsOnPurchase(tx, deps.publicUrl, purchase, now);
  }
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** What an order charges: the listing's price now, or an accepted offer's price (offer checkout). */
function orderPriceSummary(row: ListingRecord, view: PriceView, offerPricePerUnit?: number) {
  if (offerPricePerUnit === undefined) return buyerPriceSummary(row, view);
  const offer = buyerPriceSummary(row, view, offerPricePerUnit);
  return {
    ...offer,
    pricePerUnit: offerPricePerUnit,
    totalExVat: offer.offerTotalExVat!,
    vat: offer.offerVat!,
    totalPrice: offer.offerTotalPrice!,
  };
}

/** One item to buy: the locked row and the price per unit (incl. delivery) the buyer agreed to. */
export interface Purchase {
  row: ListingRecord;
  pricePerUnit: number;
  /** An accepted offer's price per unit incl. delivery (the offer checkout): the order's price. */
  offerPricePerUnit?: number;
  /** The content revision the buyer saw (decision 178): a cart entry's, or buy now's when sent. */
  contentRevision?: number;
}

/** The order's snapshot of the material as bought. */
function itemOf(row: ListingRecord, weight: number): OrderItem {
  return {
    kind: row.kind,
    id: row.id,
    referenceNumber: row.listingNumber,
    material: row.material,
    materialDimensions: row.materialDimensions ?? null,
    packageTitle: row.packageTitle,
    numberOfItems: row.numberOfItems,
    weight,
    tradeUnit: row.tradeUnit,
    prime: row.prime,
    origin: row.origin,
    country: row.country,
  };
}

/** The delivery address: an approved warehouse of the buyer's organisation, or a new one (PENDING). */
async function resolveDeliveryAddress(
  tx: Database,
  purchaser: Purchaser,
  choice: CheckoutFields['deliveryAddress'],
  now: Date,
): Promise<AddressSnapshot> {
  const organisationId = purchaser.organisation.id;
  if (choice.type === 'EXISTING') {
    const found = await findAddressSnapshot(tx, organisationId, choice.addressId, { approvedWarehouse: true });
    if (!found) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.addressInvalid);
    return found;
  }
  const added = await addAddress(tx, purchaser.caller, { ...choice.address, addressType: 'WAREHOUSE' }, now);
  const { id, name, addressLine1, addressLine2, city, postalCode, country } = added;
  return { id, name, addressLine1, addressLine2: addressLine2 ?? null, city, postalCode, country };
}

/** Checks every rule of the locked items; throws the first refusal. */
async function checkPurchases(tx: Database, purchaser: Purchaser, purchases: Purchase[], inCart: boolean, now: Date) {
  for (const { row, pricePerUnit, contentRevision } of purchases) {
    if (!isLiveAt(row, now)) throw conflict(inCart ? CHECKOUT_MESSAGES.cartChanged : CHECKOUT_MESSAGES.itemSold);
    if (row.organisationId === purchaser.organisation.id) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.ownItem);
    // other material than the buyer chose is never bought unseen (decision 178)
    if (contentRevision !== undefined && contentChangesSince(row.contentChanges, contentRevision).length > 0) {
      throw conflict(inCart ? CHECKOUT_MESSAGES.itemChanged : CHECKOUT_MESSAGES.itemChangedSinceViewed);
    }
    const hold = await findNegotiationHold(tx, row.id, purchaser.caller, now);
    if (hold === 'RESERVED_FOR_OFFER') throw conflict(CHECKOUT_MESSAGES.reservedForOffer);
    if (hold === 'COLLEAGUE_NEGOTIATING') throw conflict(CHECKOUT_MESSAGES.colleagueNegotiating);
    if (buyerPriceSummary(row, purchaser.view).pricePerUnit !== pricePerUnit) {
      throw conflict(inCart ? CHECKOUT_MESSAGES.cartChanged : CHECKOUT_MESSAGES.priceUpdated);
    }
  }
}

/**
 * Places one order per item in the caller's transaction: numbers, credit, PURCHASED, the order rows.
 * The items are locked and checked already.
 */
export async function placeOrders(
  tx: Database,
  purchaser: Purchaser,
  purchases: Purchase[],
  fields: CheckoutFields,
  cartOrderGroup: { id: string; referenceNumber: string } | null,
  now: Date,
): Promise<{ orders: PlacedOrder[]; buyer: UserCredentials }> {
  const buyer = await findUserCredentialsById(tx, purchaser.caller.userId);
  if (!buyer) throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  const delivery = await resolveDeliveryAddress(tx, purchaser, fields.deliveryAddress, now);
  const orders: PlacedOrder[] = [];
  for (const { row, offerPricePerUnit } of purchases) {
    const summary = orderPriceSummary(row, purchaser.view, offerPricePerUnit);
    const seller = (await findOrganisationTradingProfile(tx, row.organisationId))!;
    const collection = await findAddressSnapshot(tx, row.organisationId, row.pickupAddressId);
    const orderNumber = await takeOrderNumber(tx);
    if (fields.paymentOption === 'CREDIT') {
      const refusal = await chargeOrganisationCredit(
        tx,
        purchaser.caller,
        purchaser.organisation.id,
        { value: summary.totalPrice, currencyCode: summary.currencyCode },
        `Order ${orderNumber}`,
        now,
        purchaser.view.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
      );
      if (refusal === 'INSUFFICIENT') throw conflict(CHECKOUT_MESSAGES.creditLimitExceeded);
    }
    await markListingPurchased(tx, row, purchaser.caller, now);
    const { id: _id, ...collectionAddress } = collection ?? {
      id: row.pickupAddressId,
      name: seller.name,
      addressLine1: '',
      addressLine2: null,
      city: '',
      postalCode: '',
      country: row.country,
    };
    const values: PurchaseOrderValues = {
      buyerOrderNumber: fields.buyerOrderNumber,
      listingId: row.id,
      item: itemOf(row, summary.weight),
      pricing: {
        currencyCode: summary.currencyCode,
        pricePerUnit: summary.pricePerUnit,
        totalExVat: summary.totalExVat,
        deliveryCosts: summary.deliveryCosts,
        vatPercent: summary.vatPercent,
        vat: summary.vat,
        totalPrice: summary.totalPrice,
      },
      paymentOption: fields.paymentOption,
      deliveryAddress: delivery,
      additionalDeliveryInformation: fields.additionalDeliveryInformation || null,
      haulierSlotBooking: fields.haulierSlotBooking,
      collectionAddress,
      expectedDelivery: row.deliveryTimeframe ?? null,
      buyerOrganisation: { id: purchaser.organisation.id, name: purchaser.organisation.name },
      sellerOrganisation: { id: seller.id, name: seller.name },
      placedBy: { id: buyer.id, name: buyer.name },
      termsVersion: BUYER_TERMS_VERSION,
    };
    orders.push(await recordPurchaseOrder(tx, orderNumber, values, cartOrderGroup, now));
  }
  return { orders, buyer };
}

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES' };

/** The buyer's order confirmation in their language, written in the checkout's transaction. */
export async function sendConfirmation(
  tx: Database,
  buyer: UserCredentials,
  orders: PlacedOrder[],
  confirmation: {
    buyerOrderNumber: string;
    referenceNumber: string;
    link: string;
    paymentOption: Order['paymentOption'];
  },
  now: Date,
): Promise<void> {
  const locale = buyer.locale as Language;
  const total = orders.reduce((sum, o) => sum + o.totalPrice, 0);
  await sendMail(
    tx,
    {
      to: buyer.email,
      locale,
      template: 'order-confirmation',
      params: {
        name: buyer.name,
        ...confirmation,
        items: orders.map((o) => ({
          orderNumber: o.orderNumber,
          product: o.item.material.product,
          listingNumber: o.item.referenceNumber,
        })),
        total: formatMoney(total, orders[0]!.currencyCode, LOCALES[locale]),
      },
    },
    now,
  );
}

/**
 * The end of buying one item (buy now or an accepted offer), in the checkout's transaction: the
 * listing's negotiations closed, the seller and the buyer told, and the 201 stored for the key.
 */
export async function finishPurchase(
  tx: Database,
  deps: CheckoutDeps,
  buyer: UserCredentials,
  orders: PlacedOrder[],
  idempotency: IdempotentRequest,
  now: Date,
): Promise<StoredReply<Order>> {
  await closeNegotiationsOfOrders(tx, deps, orders, now);
  await notifySellersOfSale(tx, deps.publicUrl, orders, now);
  const placed = orders[0]!;
  await sendConfirmation(
    tx,
    buyer,
    orders,
    {
      buyerOrderNumber: placed.buyerOrderNumber,
      referenceNumber: placed.orderNumber,
      link: buildLink(deps.publicUrl, `/orders/${placed.id}`),
      paymentOption: placed.paymentOption,
    },
    now,
  );
  const reply: StoredReply<Order> = { statusCode: 201, body: placed.buyerReply };
  await storeIdempotentReply(tx, idempotency, reply);
  return reply;
}

function assertMayBuy(purchaser: Purchaser) {
  if (purchaser.organisation.suspended) throw new AppError('ACCESS_DENIED', ADMIN_ORGANISATION_MESSAGES.suspended);
}

/** `POST api/buyer/purchase-orders`: buy one listing or package now; 201 with the order. */
export async function checkoutItem(
  db: Database,
  deps: CheckoutDeps,
  purchaser: Purchaser,
  body: CheckoutItemBody,
  idempotency: IdempotentRequest,
  now: Date,
): Promise<StoredReply<Order>> {
  assertMayBuy(purchaser);
  if (body.kind === 'PACKAGE' && !purchaser.features.includes('PACKAGES')) {
    throw new AppError('ACCESS_DENIED', LISTING_MESSAGES.packagesFeatureRequired);
  }
  const { kind, id, pricePerUnit, contentRevision, ...fields } = body;
  return db.transaction(async (tx) => {
    const replay = await claimIdempotencyKey(tx, idempotency, now);
    if (replay) return replay as StoredReply<Order>;
    const [row] = await lockListingsForPurchase(tx, [id]);
    if (!row || row.kind !== kind || row.status === 'DRAFT') throw conflict(CHECKOUT_MESSAGES.itemSold);
    await checkPurchases(tx, purchaser, [{ row, pricePerUnit, contentRevision }], false, now);
    const { orders, buyer } = await placeOrders(tx, purchaser, [{ row, pricePerUnit }], fields, null, now);
    return finishPurchase(tx, deps, buyer, orders, idempotency, now);
  });
}

/** `POST api/buyer/purchase-orders/cart`: the whole cart, all or nothing; 201 with the cart order. */
export async function checkoutCart(
  db: Database,
  deps: CheckoutDeps,
  purchaser: Purchaser,
  body: CheckoutCartBody,
  idempotency: IdempotentRequest,
  now: Date,
): Promise<StoredReply<CartOrderGroup>> {
  assertMayBuy(purchaser);
  if (!purchaser.features.includes('CART')) throw new AppError('ACCESS_DENIED', CART_MESSAGES.featureRequired);
  const { entryIds, ...fields } = body;
  return db.transaction(async (tx) => {
    const replay = await claimIdempotencyKey(tx, idempotency, now);
    if (replay) return replay as StoredReply<CartOrderGroup>;
    const userId = purchaser.caller.userId;
    const locked = await lockCartForCheckout(tx, userId, now);
    const held = new Set(locked?.entries.map((e) => e.id) ?? []);
    const asked = new Set(entryIds);
    if (!locked || held.size === 0) throw conflict(CHECKOUT_MESSAGES.cartEmpty);
    if (held.size !== asked.size || [...asked].some((e) => !held.has(e))) throw conflict(CHECKOUT_MESSAGES.cartChanged);
    // in id order, so two carts sharing an item queue up instead of deadlocking
    const rows = new Map(
      (
        await lockListingsForPurchase(
          tx,
          locked.entries.map((e) => e.listingId),
        )
      ).map((r) => [r.id, r]),
    );
    const purchases: Purchase[] = [];
    for (const entry of locked.entries) {
      const row = rows.get(entry.listingId);
      if (!row) throw conflict(CHECKOUT_MESSAGES.cartChanged);
      purchases.push({ row, pricePerUnit: entry.pricePerUnit, contentRevision: entry.contentRevision });
    }
    await checkPurchases(tx, purchaser, purchases, true, now);
    const group = await openCartOrderGroup(
      tx,
      {
        buyerOrderNumber: fields.buyerOrderNumber,
        buyerOrganisationId: purchaser.organisation.id,
        placedByUserId: userId,
      },
      now,
    );
    const { orders: placed, buyer } = await placeOrders(tx, purchaser, purchases, fields, group, now);
    await closeNegotiationsOfOrders(tx, deps, placed, now);
    await notifySellersOfSale(tx, deps.publicUrl, placed, now);
    await clearCheckedOutCart(tx, userId);
    await sendConfirmation(
      tx,
      buyer,
      placed,
      {
        buyerOrderNumber: group.buyerOrderNumber,
        referenceNumber: group.referenceNumber,
        link: buildLink(deps.publicUrl, `/orders/cart/${group.id}`),
        paymentOption: fields.paymentOption,
      },
      now,
    );
    const reply: StoredReply<CartOrderGroup> = {
      statusCode: 201,
      body: toCartOrderGroup(
        group,
        placed.map((o) => o.buyerReply),
      ),
    };
    await storeIdempotentReply(tx, idempotency, reply);
    return reply;
  });
}
