import { describe, expect, it } from 'vitest';
import { canUseCart, visibleAreas } from './app-areas';

const ALL = ['CART', 'PACKAGES', 'PACKAGE_DRAFTS', 'BID_OFFERS', 'TARGET_PRICE'];
const ids = (roles: string[], features: string[] = ALL) => visibleAreas({ roles, features }).map((a) => a.id);
const EVERYONE = ['dashboard', 'search', 'myAlerts', 'createListing', 'myListings', 'account'];

describe('navigation visibility', () => {
  it('everyone sees the common areas', () => {
    expect(ids([])).toEqual(EVERYONE);
  });
  it('buyers see orders, requests, RFQs and, with bid offers, their offers', () => {
    expect(ids(['BUYER'])).toEqual([
      'dashboard',
      'search',
      'myAlerts',
      'createListing',
      'myListings',
      'myOffers',
      'orders',
      'requestMaterial',
      'activeRequests',
      'createRfq',
      'myRfqs',
      'account',
    ]);
    expect(ids(['BUYER'], [])).not.toContain('myOffers');
  });
  it('sellers see the orders of their listings, the RFQs to quote, and manage offers only with the bid-offer feature', () => {
    expect(ids(['SELLER'])).toEqual([...EVERYONE.slice(0, 5), 'manageOffers', 'orders', 'rfqQuotes', 'account']);
    expect(ids(['SELLER'], [])).toEqual([...EVERYONE.slice(0, 5), 'orders', 'rfqQuotes', 'account']);
  });
  it('managers see the orders besides what their other roles give', () => {
    expect(ids(['MANAGER'])).toEqual([...EVERYONE.slice(0, 5), 'orders', 'account']);
    expect(ids(['MANAGER', 'BUYER', 'SELLER'])).toHaveLength(14);
  });
  it('the cart needs the buyer role and the cart feature', () => {
    expect(canUseCart({ roles: ['BUYER'], features: ['CART'] })).toBe(true);
    expect(canUseCart({ roles: ['BUYER'], features: [] })).toBe(false);
    expect(canUseCart({ roles: ['SELLER', 'MANAGER'], features: ['CART'] })).toBe(false);
  });
});
