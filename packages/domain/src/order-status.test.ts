import { describe, expect, it } from 'vitest';
import { canMoveOrderTo, nextOrderStatuses, orderTrackerSteps } from './order-status';

const states = (status: Parameters<typeof orderTrackerSteps>[0]) => orderTrackerSteps(status).map((s) => s.state);

describe('order status', () => {
  it('moves one step forward only', () => {
    expect(canMoveOrderTo('PROCESSING', 'FREIGHT_BOOKED', 'NOT_REQUIRED')).toBe(true);
    expect(canMoveOrderTo('PROCESSING', 'SHIPPING', 'NOT_REQUIRED')).toBe(false);
    expect(canMoveOrderTo('SHIPPING', 'FREIGHT_BOOKED', 'NOT_REQUIRED')).toBe(false);
    expect(nextOrderStatuses('DELIVERED', 'PAID')).toEqual([]);
  });

  it('does not ship an upfront order before it is paid', () => {
    expect(canMoveOrderTo('FREIGHT_BOOKED', 'SHIPPING', 'AWAITING_PAYMENT')).toBe(false);
    expect(canMoveOrderTo('FREIGHT_BOOKED', 'SHIPPING', 'PAID')).toBe(true);
    expect(canMoveOrderTo('PROCESSING', 'FREIGHT_BOOKED', 'AWAITING_PAYMENT')).toBe(true);
  });

  it('draws the tracker of spec 001 §4', () => {
    expect(states('PROCESSING')).toEqual(['IN_PROGRESS', 'UNCOMPLETED', 'UNCOMPLETED', 'UNCOMPLETED']);
    expect(states('FREIGHT_BOOKED')).toEqual(['COMPLETED', 'IN_PROGRESS', 'UNCOMPLETED', 'UNCOMPLETED']);
    expect(states('SHIPPING')).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'IN_PROGRESS']);
    expect(states('DELIVERED')).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED']);
  });
});
