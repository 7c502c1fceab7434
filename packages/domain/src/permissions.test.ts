import { describe, expect, it } from 'vitest';
import {
  groupPermissions,
  hasPermission,
  listPermissions,
  PERMISSION_GROUP_IDS,
  PERMISSIONS,
  permissionsOfGroup,
} from './permissions';

describe('permission catalogue', () => {
  it('has unique ids and only known groups', () => {
    const ids = PERMISSIONS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(PERMISSIONS.every((p) => (PERMISSION_GROUP_IDS as readonly string[]).includes(p.group))).toBe(true);
  });

  it('gives everyone the basic permissions, also without roles', () => {
    const nobody = { roles: [], features: [] };
    expect(listPermissions(nobody)).toEqual(permissionsOfGroup('basic'));
    expect(listPermissions(nobody)).toEqual(expect.arrayContaining(['searchListings', 'createAlerts']));
    expect(groupPermissions(nobody).map((g) => g.id)).toEqual(['basic']);
  });

  it('needs the role and all features: the cart needs BUYER and CART', () => {
    expect(hasPermission({ roles: ['BUYER'], features: ['CART'] }, 'useCart')).toBe(true);
    expect(hasPermission({ roles: ['BUYER'], features: [] }, 'useCart')).toBe(false);
    expect(hasPermission({ roles: ['SELLER'], features: ['CART'] }, 'useCart')).toBe(false);
    expect(hasPermission({ roles: ['SELLER'], features: [] }, 'submitListings')).toBe(true);
  });

  it('groups a user with several roles in display order', () => {
    const groups = groupPermissions({ roles: ['SELLER', 'MANAGER'], features: ['BID_OFFERS'] });
    expect(groups.map((g) => g.id)).toEqual(['basic', 'seller', 'manager']);
    expect(groups[1]!.permissions).toContain('answerOffers');
    expect(groups[1]!.permissions).not.toContain('createPackages');
    expect(groups[2]!.permissions).toEqual(expect.arrayContaining(['addUsers', 'manageAddresses', 'viewCreditLine']));
  });

  it('lets sellers and managers delete drafts (spec 000 §6)', () => {
    expect(hasPermission({ roles: ['SELLER'], features: [] }, 'deleteListingDrafts')).toBe(true);
    expect(hasPermission({ roles: ['MANAGER'], features: [] }, 'deleteOrganisationListingDrafts')).toBe(true);
    expect(hasPermission({ roles: ['BUYER'], features: [] }, 'deleteListingDrafts')).toBe(false);
  });

  it('lists what a role grants whatever the features', () => {
    expect(permissionsOfGroup('buyer')).toEqual(expect.arrayContaining(['purchaseProducts', 'useCart', 'makeOffers']));
  });
});
