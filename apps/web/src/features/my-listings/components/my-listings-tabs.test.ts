import { describe, expect, it } from 'vitest';
import { myListingsHash, myListingsPath, myListingsViewFromHash, showsPackageSubTabs } from './my-listings-tabs';

const ALL = ['PACKAGES', 'PACKAGE_DRAFTS'];

describe('My Listings tabs', () => {
  it.each([
    ['', ALL, 'listings', 'listings'],
    ['#listings', ALL, 'listings', 'listings'],
    ['#drafts', ALL, 'drafts', 'listings'],
    ['#listings-packages', ALL, 'listings', 'packages'],
    ['#drafts-packages', ALL, 'drafts', 'packages'],
    ['#listings-packages', [], 'listings', 'listings'],
    ['#drafts-packages', ['PACKAGES'], 'drafts', 'listings'],
    ['#drafts-packages', ['PACKAGE_DRAFTS'], 'drafts', 'listings'],
    ['#nonsense', ALL, 'listings', 'listings'],
  ])('hash %s with %j shows %s / %s', (hash, features, tab, kind) => {
    expect(myListingsViewFromHash(hash, features)).toEqual({ tab, kind });
  });

  it('writes the hashes of spec 001 §2 back', () => {
    expect(myListingsHash({ tab: 'listings', kind: 'listings' })).toBe('');
    expect(myListingsHash({ tab: 'drafts', kind: 'listings' })).toBe('#drafts');
    expect(myListingsHash({ tab: 'listings', kind: 'packages' })).toBe('#listings-packages');
    expect(myListingsPath({ tab: 'drafts', kind: 'packages' })).toBe('/listings/my#drafts-packages');
  });

  it('needs PACKAGES for package listings, and PACKAGE_DRAFTS too for package drafts', () => {
    expect(showsPackageSubTabs('listings', ['PACKAGES'])).toBe(true);
    expect(showsPackageSubTabs('drafts', ['PACKAGES'])).toBe(false);
    expect(showsPackageSubTabs('drafts', ALL)).toBe(true);
  });
});
