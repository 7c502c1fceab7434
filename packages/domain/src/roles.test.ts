import { describe, expect, it } from 'vitest';
import { chooseCallFamily, hasAnyRole, hasFeatures, isMarketplaceRole, isOperator, isWritingOperator } from './roles';

describe('roles', () => {
  it('checks any of the roles', () => {
    expect(hasAnyRole(['BUYER'], ['SELLER', 'BUYER'])).toBe(true);
    expect(hasAnyRole(['BUYER'], ['MANAGER'])).toBe(false);
  });
  it('checks all of the features', () => {
    expect(hasFeatures(['CART', 'PACKAGES'], ['CART'])).toBe(true);
    expect(hasFeatures(['CART'], ['CART', 'PACKAGES'])).toBe(false);
  });
  it('chooses the family manager, buyer, seller, then universal', () => {
    expect(chooseCallFamily(['SELLER', 'BUYER', 'MANAGER'])).toBe('manager');
    expect(chooseCallFamily(['SELLER', 'BUYER'])).toBe('buyer');
    expect(chooseCallFamily(['SELLER'])).toBe('seller');
    expect(chooseCallFamily([])).toBe('universal');
    expect(chooseCallFamily(['MANAGER', 'SELLER'], ['SELLER'])).toBe('seller');
  });
});

describe('operator roles', () => {
  it('tells operators and writing operators apart', () => {
    expect(isOperator(['OPERATOR_READONLY'])).toBe(true);
    expect(isOperator(['MANAGER'])).toBe(false);
    expect(isWritingOperator(['OPERATOR_READONLY'])).toBe(false);
    expect(isWritingOperator(['OPERATOR'])).toBe(true);
    expect(isMarketplaceRole('OPERATOR')).toBe(false);
    expect(isMarketplaceRole('BUYER')).toBe(true);
  });
});
