import { z } from 'zod';
import type { BadgeTone } from './listing-status';

/** Order statuses (spec 001 §4), in the order an order goes through them. */
export const ORDER_STATUSES = ['PROCESSING', 'FREIGHT_BOOKED', 'SHIPPING', 'DELIVERED'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** DELIVERED is positive, the others neutral (spec 001 §4). */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  PROCESSING: 'neutral',
  FREIGHT_BOOKED: 'neutral',
  SHIPPING: 'neutral',
  DELIVERED: 'positive',
};

/**
 * Whether the buyer still owes payment before shipping: CREDIT orders never do (NOT_REQUIRED);
 * UPFRONT orders start AWAITING_PAYMENT until the operator records the payment (PAID).
 */
export const PAYMENT_STATUSES = ['NOT_REQUIRED', 'AWAITING_PAYMENT', 'PAID'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/**
 * The operator moves an order one step forward at a time (no going back: the buyer was e-mailed
 * each step). An upfront order cannot ship before it is paid.
 */
export function canMoveOrderTo(from: OrderStatus, to: OrderStatus, payment: PaymentStatus): boolean {
  const next = ORDER_STATUSES.indexOf(from) + 1;
  if (ORDER_STATUSES[next] !== to) return false;
  if ((to === 'SHIPPING' || to === 'DELIVERED') && payment === 'AWAITING_PAYMENT') return false;
  return true;
}

/** The statuses an order may move to next (none when delivered). */
export function nextOrderStatuses(from: OrderStatus, payment: PaymentStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrderTo(from, to, payment));
}

/* ---------- Status tracker (spec 001 §4) ---------- */

export const TRACKER_STEPS = ['processed', 'freightBooked', 'shippingConfirmed', 'delivered'] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];
export const TRACKER_STEP_STATES = ['UNCOMPLETED', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;
export type TrackerStepState = (typeof TRACKER_STEP_STATES)[number];

export interface TrackerStepView {
  step: TrackerStep;
  state: TrackerStepState;
}

/**
 * The tracker of an order: PROCESSING has the first step in progress; FREIGHT_BOOKED has
 * "processed" done and freight booked in progress… ; SHIPPING has everything up to "shipping
 * confirmed" done; DELIVERED has every step done.
 */
export function orderTrackerSteps(status: OrderStatus): TrackerStepView[] {
  const done =
    status === 'DELIVERED' ? TRACKER_STEPS.length : ORDER_STATUSES.indexOf(status) + (status === 'SHIPPING' ? 1 : 0);
  return TRACKER_STEPS.map((step, i) => ({
    step,
    state: i < done ? 'COMPLETED' : i === done ? 'IN_PROGRESS' : 'UNCOMPLETED',
  }));
}
