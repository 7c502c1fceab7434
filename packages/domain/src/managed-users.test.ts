import { describe, expect, it } from 'vitest';
import { managedUser, managedUserList } from './managed-users';

const user = {
  id: '7f9c1d2e-0000-4000-8000-000000000001',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART'],
  mfaPreferences: 'Disabled',
};

describe('managedUser', () => {
  it('accepts a user of the manager list', () => {
    expect(managedUser.parse(user)).toEqual(user);
  });

  it('rejects an unknown role', () => {
    expect(managedUser.safeParse({ ...user, roles: ['ADMIN'] }).success).toBe(false);
  });

  it('wraps users in the list reply shape', () => {
    const page = { items: [user], currentPage: 1, maxPages: 1, totalItems: 1 };
    expect(managedUserList.parse(page)).toEqual(page);
  });
});
