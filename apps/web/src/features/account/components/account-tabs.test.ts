import { describe, expect, it } from 'vitest';
import { accountTabFromHash, accountTabPath, visibleAccountTabs } from './account-tabs';

describe('account tabs', () => {
  it('shows user management to managers only', () => {
    expect(visibleAccountTabs(['MANAGER'])).toEqual(['my-account', 'organisation', 'user-management']);
    expect(visibleAccountTabs(['BUYER', 'SELLER'])).toEqual(['my-account', 'organisation']);
    expect(visibleAccountTabs([])).toEqual(['my-account', 'organisation']);
  });

  it('chooses the tab by hash, my account by default and for a tab the user may not see', () => {
    expect(accountTabFromHash('', ['MANAGER'])).toBe('my-account');
    expect(accountTabFromHash('#organisation', ['BUYER'])).toBe('organisation');
    expect(accountTabFromHash('#user-management', ['MANAGER'])).toBe('user-management');
    expect(accountTabFromHash('#user-management', ['BUYER'])).toBe('my-account');
    expect(accountTabFromHash('#nonsense', ['MANAGER'])).toBe('my-account');
  });

  it('links to a tab', () => {
    expect(accountTabPath('my-account')).toBe('/account');
    expect(accountTabPath('organisation')).toBe('/account#organisation');
  });
});
