import { hasAnyRole } from '@steelyard/domain/roles';
import { PATHS } from '../../../shared/navigation/paths';

/** The tabs of /account, chosen by the hash (spec 000 §2). */
export const ACCOUNT_TABS = ['my-account', 'organisation', 'user-management'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'my-account';

/** The tabs a user sees: user management for managers only. */
export function visibleAccountTabs(roles: readonly string[]): AccountTab[] {
  const isManager = hasAnyRole(roles, ['MANAGER']);
  return ACCOUNT_TABS.filter((tab) => tab !== 'user-management' || isManager);
}

/** The tab of a hash; an unknown tab, or one the user may not see, is the default tab. */
export function accountTabFromHash(hash: string, roles: readonly string[]): AccountTab {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return visibleAccountTabs(roles).find((tab) => tab === wanted) ?? DEFAULT_ACCOUNT_TAB;
}

/** The path of a tab of /account (e.g. where a form goes back to). */
export function accountTabPath(tab: AccountTab): string {
  return tab === DEFAULT_ACCOUNT_TAB ? PATHS.account : `${PATHS.account}#${tab}`;
}
