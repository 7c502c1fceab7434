import { z } from 'zod';
import { listingKind } from './admin-listings';
import { additionalDeliveryInformationField, buyerOrderNumberField, paymentOption } from './checkout';
import { PAGE_SIZE } from './constants';
import { listingMaterial, materialDimensions } from './material-schema';
import { orderStatus, paymentStatus } from './order-status';
import { listQuery, listReply } from './paging';
import { PRICING_UNITS } from './theoretical-weight';

/*
 * Purchase orders (spec 001 §2 Orders, §3 Order, Cart order group, §7).
 * - `GET api/universal/purchase-orders` (10 a page, createdAt descending; filter
 *   `status=PROCESSING|SHIPPING` and `buyerOrderNumber=…` (case-insensitive, contains)): buyers see
 *   their organisation's orders, sellers the orders of their organisation's listings, managers both.
 *   One row per order; orders of a cart carry cartRefNo (the page links them to the cart order).
 * - `GET api/universal/purchase-orders/{id}` → order (404 ORDER_MESSAGES.notFound for others).
 * - `GET api/universal/purchase-orders/cart-orders/{cartRefNo}` → cartOrderGroup.
 * - `PUT api/buyer/purchase-orders/{id}` updateOrderBody: the buyer corrects the PO number or the
 *   delivery text while the order is PROCESSING (400 ORDER_MESSAGES.notEditable later). Orders are
 *   binding: there is no buyer cancellation online (support handles it).
 * - Operator: `GET api/admin/purchase-orders` (every organisation; filters status, organisationId,
 *   orderNumber), `GET api/admin/purchase-orders/{id}`, `PUT api/admin/purchase-orders/{id}/status`
 *   updateOrderStatusBody (one step forward: canMoveOrderTo; e-mails the buyer; audit
 *   'order.status-changed'), `PUT api/admin/purchase-orders/{id}/payment` (an UPFRONT order's
 *   payment received: PAID; audit 'order.payment-received'). Read-only operators read only.
 */

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  notEditable: 'This order can no longer be changed.',
  transitionNotAllowed: 'The order cannot move to this status.',
  awaitingPayment: 'This order cannot ship before its payment has been received.',
  paymentNotAwaited: 'This order is not awaiting a payment.',
} as const;

/** The material of an order as it was bought (a snapshot: the listing may change or go later). */
export const orderItem = z.object({
  kind: listingKind,
  /** The listing's or package's id. */
  id: z.string(),
  /** The listing number: the spec's {product}ReferenceNumber ("CL-000123", "PK-000042"). */
  referenceNumber: z.string(),
  material: listingMaterial,
  materialDimensions: materialDimensions.nullable(),
  packageTitle: z.string().nullable(),
  numberOfItems: z.number().int().nullable(),
  weight: z.number(),
  tradeUnit: z.enum(PRICING_UNITS),
  prime: z.boolean(),
  origin: z.array(z.string()),
  /** Where the material is collected (country of the pickup address). */
  country: z.string().length(2),
});
export type OrderItem = z.infer<typeof orderItem>;

/** The figures of an order at the price it was bought (minor units). */
export const orderPricing = z.object({
  currencyCode: z.string().length(3),
  pricePerUnit: z.number().int(),
  totalExVat: z.number().int(),
  deliveryCosts: z.number().int(),
  vatPercent: z.number(),
  vat: z.number().int(),
  totalPrice: z.number().int(),
});
export type OrderPricing = z.infer<typeof orderPricing>;

export const orderAddress = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
});
export type OrderAddress = z.infer<typeof orderAddress>;

export const order = z.object({
  id: z.string(),
  /** Ours: "PO-000123". */
  orderNumber: z.string(),
  /** The buyer's purchase order number. */
  buyerOrderNumber: z.string(),
  /** The listing number ({product}ReferenceNumber). */
  referenceNumber: z.string(),
  status: orderStatus,
  /** A sentence for the status (English; the page shows its own translation). */
  statusDescription: z.string(),
  statusHistory: z.array(z.object({ status: orderStatus, at: z.string() })),
  createdAt: z.string(),
  /** Set when the order was bought with a cart. */
  cartRefNo: z.string().nullable(),
  /** The cart order's reference number ("CO-000012") with cartRefNo. */
  cartReferenceNumber: z.string().nullable(),
  item: orderItem,
  /** Spec names: set by kind (the same snapshot as item). */
  listing: orderItem.nullable(),
  packaging: orderItem.nullable(),
  pricing: orderPricing,
  paymentOption: paymentOption,
  paymentStatus: paymentStatus,
  deliveryAddressId: z.string(),
  deliveryAddress: orderAddress,
  additionalDeliveryInformation: z.string().nullable(),
  haulierSlotBooking: z.boolean(),
  /** The seller's pickup address (collection). */
  collectionAddress: orderAddress,
  /** The seller's delivery promise at purchase. */
  expectedDelivery: z.string().nullable(),
  buyerOrganisation: z.object({ id: z.string(), name: z.string() }),
  sellerOrganisation: z.object({ id: z.string(), name: z.string() }),
  /** Who bought: the buyer organisation's users only (null for the seller's view). */
  placedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whose view this is. */
  viewerSide: z.enum(['BUYER', 'SELLER', 'OPERATOR']),
});
export type Order = z.infer<typeof order>;
export const orderList = listReply(order);
export type OrderList = z.infer<typeof orderList>;

export const orderParams = z.object({ id: z.string().max(64) });
export const cartOrderParams = z.object({ cartRefNo: z.string().max(64) });

/** The sides an organisation's user sees orders from: bought (BUYER) or sold (SELLER). */
export const ORDER_SIDES = ['BUYER', 'SELLER'] as const;
export const orderSide = z.enum(ORDER_SIDES);
export type OrderSide = z.infer<typeof orderSide>;
export const isOrderSide = (value: unknown): value is OrderSide => orderSide.safeParse(value).success;

/**
 * The list's query: 10 a page; filter `status` (pipes) and `buyerOrderNumber`; `side` keeps the
 * orders bought (BUYER) or sold (SELLER) only, for a manager who sees both (issue 23, item 25).
 */
export const orderListQuery = listQuery(PAGE_SIZE.purchaseOrders).extend({ side: orderSide.optional() });
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const ORDER_FILTERS = ['status', 'buyerOrderNumber'] as const;
export const ADMIN_ORDER_FILTERS = ['status', 'organisationId', 'orderNumber', 'buyerOrderNumber'] as const;
/** The sorts of both order lists (newest first by default). */
export const ORDER_SORTS = ['createdAt'] as const;

/** Cart order group (spec 001 §3): the orders of one cart checkout and their totals. */
export const cartOrderGroup = z.object({
  cartRefNo: z.string(),
  buyerOrderNumber: z.string(),
  /** The group's reference number ("CO-000012"). */
  referenceNumber: z.string(),
  createdAt: z.string(),
  cartOrders: z.array(order),
  /** Total excluding VAT. */
  totalValue: z.number().int(),
  /** Total including VAT. */
  totalValueVAT: z.number().int(),
  taxValue: z.number().int(),
  taxPercent: z.number(),
  currencyCode: z.string().length(3),
  materialProductWithCount: z.array(z.object({ product: z.string(), count: z.number().int() })),
  primeStatus: z.enum(['PRIME', 'NON_PRIME', 'MIXED']),
  /** Countries the material is collected from. */
  materialLocations: z.array(z.string().length(2)),
  statusWithCount: z.array(z.object({ status: orderStatus, count: z.number().int() })),
  typeWithWeight: z.array(z.object({ type: z.string(), tradeUnit: z.enum(PRICING_UNITS), weight: z.number() })),
});
export type CartOrderGroup = z.infer<typeof cartOrderGroup>;

/** `PUT api/buyer/purchase-orders/{id}`. */
export const updateOrderBody = z.object({
  buyerOrderNumber: buyerOrderNumberField.optional(),
  additionalDeliveryInformation: additionalDeliveryInformationField,
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

/** `PUT api/admin/purchase-orders/{id}/status`. */
export const updateOrderStatusBody = z.object({ status: orderStatus });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBody>;

/** An operator's row: the order and whose it is. */
export const adminOrderList = listReply(order);
export type AdminOrderList = z.infer<typeof adminOrderList>;
