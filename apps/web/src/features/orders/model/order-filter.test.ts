import { describe, expect, it } from 'vitest';
import { buildOrderFilter, orderFilterOf, orderPathOf, orderStatusesOf } from './order-filter';

describe('orders filter', () => {
  it('joins the chosen statuses with a pipe and adds the PO number searched', () => {
    expect(buildOrderFilter(['PROCESSING', 'SHIPPING'], '')).toBe('status=PROCESSING|SHIPPING');
    expect(buildOrderFilter([], ' PO-77 ')).toBe('buyerOrderNumber=PO-77');
    expect(buildOrderFilter(['DELIVERED'], 'PO-77')).toBe('status=DELIVERED;buyerOrderNumber=PO-77');
  });

  it('sends no filter for no choice, and never the syntax characters', () => {
    expect(buildOrderFilter([], '   ')).toBe('');
    expect(buildOrderFilter([], 'a;b|c')).toBe('buyerOrderNumber=a b c');
  });

  it('links cart orders to their group and others to the order', () => {
    expect(orderPathOf({ id: 'o1', cartRefNo: null })).toBe('/orders/o1');
    expect(orderPathOf({ id: 'o1', cartRefNo: 'c 1' })).toBe('/orders/cart/c%201');
  });
});

describe('the filter a URL opens', () => {
  it('reads the known statuses and the search of the list’s URL', () => {
    expect(orderStatusesOf(new URLSearchParams('status=SHIPPING|LOST|DELIVERED'))).toEqual(['SHIPPING', 'DELIVERED']);
    expect(orderFilterOf(new URLSearchParams('status=SHIPPING&q=PO-77'))).toBe(
      'status=SHIPPING;buyerOrderNumber=PO-77',
    );
    expect(orderFilterOf(new URLSearchParams(''))).toBe('');
  });
});
