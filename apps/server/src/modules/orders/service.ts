import { desc } from 'drizzle-orm';
import type { Language } from '@steelyard/domain/constants';
import { canMoveOrderTo, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@steelyard/domain/order-status';
import {
  ADMIN_ORDER_FILTERS,
  ORDER_FILTERS,
  ORDER_MESSAGES,
  ORDER_SORTS,
  type CartOrderGroup,
  type Order,
  type OrderAddress,
  type OrderItem,
  type OrderListQuery,
  type UpdateOrderBody,
} from '@steelyard/domain/orders';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { hasAnyRole } from '@steelyard/domain/roles';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { defineListSpec } from '../../platform/paging';
import { recordAudit, type AuditActor } from '../audit/service';
import { findUserCredentialsById } from '../users/service';
import {
  findCartOrderGroup,
  findGroupOrders,
  findOrderById,
  findOrderPage,
  insertCartOrderGroup,
  insertOrder,
  nextCartOrderSequence,
  nextOrderSequence,
  organisationOrdersScope,
  organisationOrdersScopes,
  updateOrderRow,
} from './queries';
import { purchaseOrders, type CartOrderGroupRow, type NewPurchaseOrder, type PurchaseOrderRow } from './schema';

/*
 * Purchase orders (spec 001 §2 Orders, §3 Order, Cart order group): read by the buyer organisation
 * and the seller organisation (without who placed it), moved on by operators. The checkout workflow
 * places them with recordPurchaseOrder in its transaction.
 */

export type ViewerSide = Order['viewerSide'];

/** A sentence per status (English; the web shows its own translation). */
const STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  PROCESSING: 'Your order is being processed.',
  FREIGHT_BOOKED: 'Freight has been booked for your order.',
  SHIPPING: 'Your order has been shipped.',
  DELIVERED: 'Your order has been delivered.',
};
/** The same for the seller's view: the order is the buyer's (issue 23, item 25). */
const SELLER_STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  PROCESSING: "Your buyer's order is being processed.",
  FREIGHT_BOOKED: 'Freight has been booked for the material you sold.',
  SHIPPING: 'The material you sold is on its way to the buyer.',
  DELIVERED: 'The material you sold has been delivered to the buyer.',
};

/** "PO-000123" and "CO-000012". */
export const formatOrderNumber = (n: number) => `PO-${String(n).padStart(6, '0')}`;
export const formatCartOrderNumber = (n: number) => `CO-${String(n).padStart(6, '0')}`;

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);

/** Which sides of orders a marketplace caller sees: buyers the bought, sellers the sold, managers both. */
function sidesOf(caller: Pick<Caller, 'roles'>) {
  return {
    buyer: hasAnyRole(caller.roles, ['BUYER', 'MANAGER']),
    seller: hasAnyRole(caller.roles, ['SELLER', 'MANAGER']),
  };
}

/** The side the caller sees an order from; null when it is not theirs to see. */
function sideOf(caller: Pick<Caller, 'roles' | 'organisationId'>, row: PurchaseOrderRow): ViewerSide | null {
  const sides = sidesOf(caller);
  if (sides.buyer && row.buyerOrganisationId === caller.organisationId) return 'BUYER';
  if (sides.seller && row.sellerOrganisationId === caller.organisationId) return 'SELLER';
  return null;
}

/** An order as every call answers it, from the viewer's side (sellers do not learn who placed it). */
export function toOrder(row: PurchaseOrderRow, side: ViewerSide): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    buyerOrderNumber: row.buyerOrderNumber,
    referenceNumber: row.item.referenceNumber,
    status: row.status,
    statusDescription: (side === 'SELLER' ? SELLER_STATUS_DESCRIPTIONS : STATUS_DESCRIPTIONS)[row.status],
    statusHistory: row.statusHistory,
    createdAt: row.createdAt.toISOString(),
    cartRefNo: row.cartOrderGroupId,
    cartReferenceNumber: row.cartReferenceNumber,
    item: row.item,
    listing: row.kind === 'LISTING' ? row.item : null,
    packaging: row.kind === 'PACKAGE' ? row.item : null,
    pricing: {
      currencyCode: row.currencyCode,
      pricePerUnit: row.pricePerUnit,
      totalExVat: row.totalExVat,
      deliveryCosts: row.deliveryCosts,
      vatPercent: row.vatPercent,
      vat: row.vat,
      totalPrice: row.totalPrice,
    },
    paymentOption: row.paymentOption,
    paymentStatus: row.paymentStatus,
    deliveryAddressId: row.deliveryAddressId,
    deliveryAddress: row.deliveryAddress,
    additionalDeliveryInformation: row.additionalDeliveryInformation,
    haulierSlotBooking: row.haulierSlotBooking,
    collectionAddress: row.collectionAddress,
    expectedDelivery: row.expectedDelivery,
    buyerOrganisation: { id: row.buyerOrganisationId, name: row.buyerOrganisationName },
    sellerOrganisation: { id: row.sellerOrganisationId, name: row.sellerOrganisationName },
    placedBy: side === 'SELLER' ? null : { id: row.placedByUserId, name: row.placedByName },
    viewerSide: side,
  };
}

/** The group figures of spec 001 §3 over the orders the viewer sees. */
export function toCartOrderGroup(group: CartOrderGroupRow, orders: Order[]): CartOrderGroup {
  const sum = (pick: (o: Order) => number) => orders.reduce((total, o) => total + pick(o), 0);
  const countBy = <K extends string>(keys: K[]) => {
    const counts = new Map<K, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const products = countBy(orders.map((o) => o.item.material.product as string));
  const statuses = countBy(orders.map((o) => o.status));
  const primes = new Set(orders.map((o) => o.item.prime));
  const weights = new Map<string, { type: string; tradeUnit: Order['item']['tradeUnit']; weight: number }>();
  for (const o of orders) {
    const type = (o.item.material.materialType as string | null | undefined) ?? o.item.material.product;
    const key = `${type}|${o.item.tradeUnit}`;
    const entry = weights.get(key) ?? { type, tradeUnit: o.item.tradeUnit, weight: 0 };
    // weights in thousandths keep sums of decimals exact
    entry.weight = Math.round((entry.weight + o.item.weight) * 1000) / 1000;
    weights.set(key, entry);
  }
  return {
    cartRefNo: group.id,
    buyerOrderNumber: group.buyerOrderNumber,
    referenceNumber: group.referenceNumber,
    createdAt: group.createdAt.toISOString(),
    cartOrders: orders,
    totalValue: sum((o) => o.pricing.totalExVat),
    totalValueVAT: sum((o) => o.pricing.totalPrice),
    taxValue: sum((o) => o.pricing.vat),
    taxPercent: orders[0]?.pricing.vatPercent ?? 0,
    currencyCode: orders[0]?.pricing.currencyCode ?? '',
    materialProductWithCount: [...products].map(([product, n]) => ({ product, count: n })),
    primeStatus: primes.size > 1 ? 'MIXED' : primes.has(false) ? 'NON_PRIME' : 'PRIME',
    materialLocations: [...new Set(orders.map((o) => o.item.country))],
    statusWithCount: ORDER_STATUSES.filter((s) => statuses.has(s)).map((s) => ({ status: s, count: statuses.get(s)! })),
    typeWithWeight: [...weights.values()],
  };
}

const STATUS_FILTER = { column: purchaseOrders.status, type: { kind: 'enum', values: ORDER_STATUSES } } as const;

/** `GET api/universal/purchase-orders`: ORDER_FILTERS, newest first. */
const ORDER_LIST = defineListSpec(
  { filters: ORDER_FILTERS, sorts: ORDER_SORTS },
  {
    filters: {
      status: STATUS_FILTER,
      buyerOrderNumber: { column: purchaseOrders.buyerOrderNumber, type: { kind: 'search' } },
    },
    sorts: { createdAt: purchaseOrders.createdAt },
    defaultSort: [desc(purchaseOrders.createdAt)],
    tieBreaker: purchaseOrders.id,
  },
);

/** `GET api/admin/purchase-orders`: ADMIN_ORDER_FILTERS (organisationId is the buying organisation). */
const ADMIN_ORDER_LIST = defineListSpec(
  { filters: ADMIN_ORDER_FILTERS, sorts: ORDER_SORTS },
  {
    filters: {
      ...ORDER_LIST.filters,
      organisationId: { column: purchaseOrders.buyerOrganisationId, type: { kind: 'uuid' } },
      orderNumber: { column: purchaseOrders.orderNumber, type: { kind: 'search' } },
    },
    sorts: ORDER_LIST.sorts,
    defaultSort: ORDER_LIST.defaultSort,
    tieBreaker: ORDER_LIST.tieBreaker,
  },
);

/**
 * One page of the orders the caller's organisation bought or sold (by role), newest first; `side`
 * keeps one side only (a side the caller's roles do not see is an empty page).
 */
export async function listOrders(db: Database, caller: Caller, query: OrderListQuery): Promise<ListReply<Order>> {
  const { side, ...listQuery } = query;
  const sides = sidesOf(caller);
  const scopes = organisationOrdersScopes(caller.organisationId, {
    buyer: sides.buyer && side !== 'SELLER',
    seller: sides.seller && side !== 'BUYER',
  });
  const page = await findOrderPage(db, scopes, listQuery, ORDER_LIST);
  return { ...page, items: page.items.map((row) => toOrder(row, sideOf(caller, row)!)) };
}

async function requireVisibleOrder(db: Database, caller: Caller, id: string, options: { forUpdate?: boolean } = {}) {
  const row = isUuid(id) ? await findOrderById(db, id, options) : null;
  const side = row ? sideOf(caller, row) : null;
  if (!row || !side) throw notFound();
  return { row, side };
}

/** One order of the caller's organisation (bought or sold); 404 for anyone else's. */
export async function getOrder(db: Database, caller: Caller, id: string): Promise<Order> {
  const { row, side } = await requireVisibleOrder(db, caller, id);
  return toOrder(row, side);
}

/** A cart order group with the orders of it the caller sees (a seller: those of its listings); 404 if none. */
export async function getCartOrderGroup(db: Database, caller: Caller, cartRefNo: string): Promise<CartOrderGroup> {
  const group = isUuid(cartRefNo) ? await findCartOrderGroup(db, cartRefNo) : null;
  if (!group) throw notFound();
  const rows = await findGroupOrders(db, group.id, organisationOrdersScope(caller.organisationId, sidesOf(caller)));
  if (rows.length === 0) throw notFound();
  return toCartOrderGroup(
    group,
    rows.map((row) => toOrder(row, sideOf(caller, row)!)),
  );
}

/** The buyer corrects the PO number or the delivery text while the order is PROCESSING. */
export async function updateOrderByBuyer(
  db: Database,
  caller: Caller,
  id: string,
  body: UpdateOrderBody,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const { row, side } = await requireVisibleOrder(tx, caller, id, { forUpdate: true });
    if (side !== 'BUYER') throw notFound();
    if (row.status !== 'PROCESSING') throw new AppError('VALIDATION', ORDER_MESSAGES.notEditable);
    const changes: Partial<NewPurchaseOrder> = {};
    if (body.buyerOrderNumber !== undefined) changes.buyerOrderNumber = body.buyerOrderNumber;
    if (body.additionalDeliveryInformation !== undefined) {
      changes.additionalDeliveryInformation = body.additionalDeliveryInformation || null;
    }
    return toOrder(await updateOrderRow(tx, row.id, changes, now), 'BUYER');
  });
}

/* ---------- placing orders (the checkout workflow, in its transaction) ---------- */

/** Everything an order records of one purchase, except its number and status. */
export interface PurchaseOrderValues {
  buyerOrderNumber: string;
  listingId: string;
  item: OrderItem;
  pricing: Order['pricing'];
  paymentOption: Order['paymentOption'];
  deliveryAddress: OrderAddress & { id: string };
  additionalDeliveryInformation: string | null;
  haulierSlotBooking: boolean;
  collectionAddress: OrderAddress;
  expectedDelivery: string | null;
  buyerOrganisation: { id: string; name: string };
  sellerOrganisation: { id: string; name: string };
  placedBy: { id: string; name: string };
  termsVersion: string;
}

/** The next order number ("PO-000123"); take it before charging credit so the change can name it. */
export async function takeOrderNumber(tx: Database): Promise<string> {
  return formatOrderNumber(await nextOrderSequence(tx));
}

/** Opens a cart order group ("CO-000012"); its id is the cartRefNo. */
export async function openCartOrderGroup(
  tx: Database,
  values: { buyerOrderNumber: string; buyerOrganisationId: string; placedByUserId: string },
  now: Date,
): Promise<CartOrderGroupRow> {
  const referenceNumber = formatCartOrderNumber(await nextCartOrderSequence(tx));
  return insertCartOrderGroup(tx, { ...values, referenceNumber, createdAt: now });
}

/**
 * An order just placed, as the checkout workflows read it (decision 179): what the e-mails, the
 * negotiations and the RFQ need, and the buyer's reply; the table's row stays in this module.
 */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  buyerOrderNumber: string;
  listingId: string;
  item: OrderItem;
  currencyCode: string;
  totalPrice: number;
  paymentOption: PurchaseOrderRow['paymentOption'];
  buyerOrganisationId: string;
  buyerOrganisationName: string;
  sellerOrganisationId: string;
  /** The order as the buyer's reply carries it. */
  buyerReply: Order;
}

function toPlacedOrder(row: PurchaseOrderRow): PlacedOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    buyerOrderNumber: row.buyerOrderNumber,
    listingId: row.listingId,
    item: row.item,
    currencyCode: row.currencyCode,
    totalPrice: row.totalPrice,
    paymentOption: row.paymentOption,
    buyerOrganisationId: row.buyerOrganisationId,
    buyerOrganisationName: row.buyerOrganisationName,
    sellerOrganisationId: row.sellerOrganisationId,
    buyerReply: toOrder(row, 'BUYER'),
  };
}

/** Records a placed order (PROCESSING); upfront orders await their payment. */
export async function recordPurchaseOrder(
  tx: Database,
  orderNumber: string,
  values: PurchaseOrderValues,
  cartOrderGroup: Pick<CartOrderGroupRow, 'id' | 'referenceNumber'> | null,
  now: Date,
): Promise<PlacedOrder> {
  const { id: deliveryAddressId, ...deliveryAddress } = values.deliveryAddress;
  const paymentStatus: PaymentStatus = values.paymentOption === 'UPFRONT' ? 'AWAITING_PAYMENT' : 'NOT_REQUIRED';
  const row = await insertOrder(tx, {
    orderNumber,
    buyerOrderNumber: values.buyerOrderNumber,
    status: 'PROCESSING',
    statusHistory: [{ status: 'PROCESSING', at: now.toISOString() }],
    cartOrderGroupId: cartOrderGroup?.id ?? null,
    cartReferenceNumber: cartOrderGroup?.referenceNumber ?? null,
    listingId: values.listingId,
    kind: values.item.kind,
    item: values.item,
    ...values.pricing,
    paymentOption: values.paymentOption,
    paymentStatus,
    deliveryAddressId,
    deliveryAddress,
    additionalDeliveryInformation: values.additionalDeliveryInformation,
    haulierSlotBooking: values.haulierSlotBooking,
    collectionAddress: values.collectionAddress,
    expectedDelivery: values.expectedDelivery,
    buyerOrganisationId: values.buyerOrganisation.id,
    buyerOrganisationName: values.buyerOrganisation.name,
    sellerOrganisationId: values.sellerOrganisation.id,
    sellerOrganisationName: values.sellerOrganisation.name,
    placedByUserId: values.placedBy.id,
    placedByName: values.placedBy.name,
    authorisedToSignAt: now,
    termsAcceptedAt: now,
    termsVersion: values.termsVersion,
    createdAt: now,
    updatedAt: now,
  });
  return toPlacedOrder(row);
}

/* ---------- the operator console ---------- */

/** Every organisation's orders, newest first (ADMIN_ORDER_FILTERS). */
export async function listAllOrders(db: Database, query: ListQuery): Promise<ListReply<Order>> {
  const page = await findOrderPage(db, undefined, query, ADMIN_ORDER_LIST);
  return { ...page, items: page.items.map((row) => toOrder(row, 'OPERATOR')) };
}

async function requireOrder(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const row = isUuid(id) ? await findOrderById(db, id, options) : null;
  if (!row) throw notFound();
  return row;
}

export async function getOrderForOperator(db: Database, id: string): Promise<Order> {
  return toOrder(await requireOrder(db, id), 'OPERATOR');
}

/** Where order e-mails link to: the web app's address. */
export interface OrderMailDeps {
  publicUrl: string;
}

/**
 * The operator moves an order one step on (canMoveOrderTo: an upfront order ships only once paid);
 * the buyer who placed it is e-mailed in their language and the step is audited.
 */
export async function moveOrderStatus(
  db: Database,
  deps: OrderMailDeps,
  actor: AuditActor,
  id: string,
  status: OrderStatus,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, id, { forUpdate: true });
    if (!canMoveOrderTo(row.status, status, row.paymentStatus)) {
      const unpaid = canMoveOrderTo(row.status, status, 'PAID') && row.paymentStatus === 'AWAITING_PAYMENT';
      throw new AppError('VALIDATION', unpaid ? ORDER_MESSAGES.awaitingPayment : ORDER_MESSAGES.transitionNotAllowed);
    }
    const statusHistory = [...row.statusHistory, { status, at: now.toISOString() }];
    const updated = await updateOrderRow(tx, row.id, { status, statusHistory }, now);
    await recordAudit(tx, {
      action: 'order.status-changed',
      entityType: 'ORDER',
      entityId: row.id,
      organisationId: row.buyerOrganisationId,
      actor,
      before: { status: row.status },
      after: { status },
      now,
    });
    const buyer = await findUserCredentialsById(tx, row.placedByUserId);
    if (buyer) {
      await sendMail(
        tx,
        {
          to: buyer.email,
          locale: buyer.locale as Language,
          template: 'order-status-changed',
          params: {
            name: buyer.name,
            orderNumber: row.orderNumber,
            buyerOrderNumber: row.buyerOrderNumber,
            status,
            link: buildLink(deps.publicUrl, `/orders/${row.id}`),
          },
        },
        now,
      );
    }
    return toOrder(updated, 'OPERATOR');
  });
}

/** The operator records an upfront order's payment (AWAITING_PAYMENT → PAID); audited. */
export async function recordOrderPayment(db: Database, actor: AuditActor, id: string, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, id, { forUpdate: true });
    if (row.paymentStatus !== 'AWAITING_PAYMENT') throw new AppError('VALIDATION', ORDER_MESSAGES.paymentNotAwaited);
    const updated = await updateOrderRow(tx, row.id, { paymentStatus: 'PAID' }, now);
    await recordAudit(tx, {
      action: 'order.payment-received',
      entityType: 'ORDER',
      entityId: row.id,
      organisationId: row.buyerOrganisationId,
      actor,
      before: { paymentStatus: row.paymentStatus },
      after: { paymentStatus: 'PAID' },
      now,
    });
    return toOrder(updated, 'OPERATOR');
  });
}
