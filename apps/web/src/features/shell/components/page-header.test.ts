import { describe, expect, it } from 'vitest';
import { parentPath } from './page-header';

describe('parentPath', () => {
  it('goes one level up, and to the dashboard from a top-level page', () => {
    expect(parentPath('/orders/cart/12')).toBe('/orders/cart');
    expect(parentPath('/orders/')).toBe('/');
    expect(parentPath('/orders')).toBe('/');
  });
});
