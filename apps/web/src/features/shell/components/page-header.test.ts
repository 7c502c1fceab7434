import { describe, expect, it } from 'vitest';
import { backTargetOf } from '../../../shared/navigation/paths';
import { parentPath } from './page-header';

describe('parentPath', () => {
  it('goes one level up, and to the dashboard from a top-level page', () => {
    expect(parentPath('/orders/cart/12')).toBe('/orders/cart');
    expect(parentPath('/orders/')).toBe('/');
    expect(parentPath('/orders')).toBe('/');
  });
});

describe('backTargetOf', () => {
  it("takes the deepest route's back target, or none", () => {
    expect(backTargetOf([undefined, { backTo: '/account#user-management' }, {}])).toBe('/account#user-management');
    expect(backTargetOf([{ backTo: '/a' }, { backTo: '/b' }])).toBe('/b');
    expect(backTargetOf([undefined, null, { other: 1 }])).toBeNull();
  });
});
