import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { PAYMENT_OPTIONS } from '@steelyard/domain/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '@steelyard/domain/order-status';
import type { OrderAddress, OrderItem } from '@steelyard/domain/orders';
import { listings } from '../listings/schema';
import { organisations } from '../organisations/schema';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// our order numbers ("PO-000123") and cart order numbers ("CO-000012")
export const purchaseOrderNumberSeq = pgSequence('purchase_order_number_seq');
export const cartOrderNumberSeq = pgSequence('cart_order_number_seq');

/** The orders of one cart checkout (spec 001 §3 Cart order group); its id is the cartRefNo. */
export const cartOrderGroups = pgTable(
  'cart_order_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull(),
    buyerOrderNumber: text('buyer_order_number').notNull(),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    placedByUserId: uuid('placed_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cart_order_groups_reference_idx').on(t.referenceNumber)],
);

/**
 * Purchase orders: one listing or package each, bought at a price (minor units) with a snapshot of
 * the material, the addresses and the names as they were, so later changes of the listing or the
 * organisations do not rewrite an order. A listing is bought once (unique listing_id).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    buyerOrderNumber: text('buyer_order_number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    statusHistory: jsonb('status_history').$type<{ status: OrderStatus; at: string }[]>().notNull(),
    cartOrderGroupId: uuid('cart_order_group_id').references(() => cartOrderGroups.id),
    /** The cart order group's "CO-000012", kept on the order so that lists name it without a join. */
    cartReferenceNumber: text('cart_reference_number'),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    kind: text('kind').$type<ListingKind>().notNull(),
    item: jsonb('item').$type<OrderItem>().notNull(),
    currencyCode: text('currency_code').notNull(),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    totalExVat: bigint('total_ex_vat', { mode: 'number' }).notNull(),
    deliveryCosts: bigint('delivery_costs', { mode: 'number' }).notNull(),
    vatPercent: doublePrecision('vat_percent').notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    paymentOption: text('payment_option', { enum: PAYMENT_OPTIONS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    deliveryAddressId: uuid('delivery_address_id').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    additionalDeliveryInformation: text('additional_delivery_information'),
    haulierSlotBooking: boolean('haulier_slot_booking').notNull(),
    collectionAddress: jsonb('collection_address').$type<OrderAddress>().notNull(),
    expectedDelivery: text('expected_delivery'),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id),
    buyerOrganisationName: text('buyer_organisation_name').notNull(),
    sellerOrganisationId: uuid('seller_organisation_id')
      .notNull()
      .references(() => organisations.id),
    sellerOrganisationName: text('seller_organisation_name').notNull(),
    // a user id (users are never deleted, only anonymised) and the name at the time
    placedByUserId: uuid('placed_by_user_id').notNull(),
    placedByName: text('placed_by_name').notNull(),
    // the two legal confirmations of the checkout, and the version of the buyer terms accepted
    authorisedToSignAt: timestamp('authorised_to_sign_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    termsVersion: text('terms_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_idx').on(t.orderNumber),
    // never selling one item twice, whatever the code above does
    uniqueIndex('purchase_orders_listing_idx').on(t.listingId),
    // an organisation's orders, newest first; the status rides along so that the lists' status filter
    // and its count are answered in the index, not row by row (decision 122)
    index('purchase_orders_buyer_idx').on(t.buyerOrganisationId, t.createdAt, t.status),
    index('purchase_orders_seller_idx').on(t.sellerOrganisationId, t.createdAt, t.status),
    index('purchase_orders_group_idx').on(t.cartOrderGroupId),
    index('purchase_orders_created_idx').on(t.createdAt),
    // the lists' order-number searches ("contains", any case) read trigrams instead of every order of an
    // organisation (a manager's 36,000: 375 ms → 2 ms) or, for operators, of the marketplace (decision 124)
    index('purchase_orders_buyer_order_number_trgm_idx').using('gin', t.buyerOrderNumber.op('gin_trgm_ops')),
    index('purchase_orders_order_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')),
    check('purchase_orders_status_check', sql`${t.status} in (${quoted(ORDER_STATUSES)})`),
    check('purchase_orders_payment_status_check', sql`${t.paymentStatus} in (${quoted(PAYMENT_STATUSES)})`),
    check('purchase_orders_payment_option_check', sql`${t.paymentOption} in (${quoted(PAYMENT_OPTIONS)})`),
    check('purchase_orders_total_check', sql`${t.totalPrice} = ${t.totalExVat} + ${t.vat}`),
    // nobody buys their own organisation's material (cart, checkout and offers refuse it); the orders
    // lists count an organisation's purchases and sales apart and add them (queries.ts)
    check('purchase_orders_parties_check', sql`${t.buyerOrganisationId} <> ${t.sellerOrganisationId}`),
  ],
);

export type CartOrderGroupRow = typeof cartOrderGroups.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type NewPurchaseOrder = typeof purchaseOrders.$inferInsert;
