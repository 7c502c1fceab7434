import { describe, expect, it } from 'vitest';
import { serializeFilter } from '@steelyard/domain/paging';
import { operatorOrderCriteria } from './orders';

describe('operatorOrderCriteria', () => {
  it('joins statuses with a pipe and tells our order numbers from the buyer’s', () => {
    expect(
      serializeFilter(operatorOrderCriteria({ statuses: ['PROCESSING', 'SHIPPING'], number: ' po-000012 ' })),
    ).toBe('status=PROCESSING|SHIPPING;orderNumber=PO-000012');
    expect(serializeFilter(operatorOrderCriteria({ statuses: ['DELIVERED'], number: 'ACME;4711|x' }))).toBe(
      'status=DELIVERED;buyerOrderNumber=ACME4711x',
    );
    expect(operatorOrderCriteria({ statuses: [], number: '  ' })).toEqual([]);
  });
});
