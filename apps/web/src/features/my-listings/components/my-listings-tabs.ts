import { hasFeatures } from '@steelyard/domain/roles';
import { PATHS } from '../../../shared/navigation/paths';

/** The two tabs of /listings/my (spec 001 §2). */
export const MY_LISTINGS_TABS = ['listings', 'drafts'] as const;
export type MyListingsTab = (typeof MY_LISTINGS_TABS)[number];

/** The sub-tabs of each tab: listings, or packages with their features. */
export const MY_LISTINGS_KINDS = ['listings', 'packages'] as const;
export type MyListingsKind = (typeof MY_LISTINGS_KINDS)[number];

/** Where the page stands: a tab and its sub-tab. */
export interface MyListingsView {
  tab: MyListingsTab;
  kind: MyListingsKind;
}

/** The lists the page can show, one per view; the key names a list's remembered state. */
export type MyListingsList = `${MyListingsTab}-${MyListingsKind}`;

export const listOf = (view: MyListingsView): MyListingsList => `${view.tab}-${view.kind}`;

/** Package sub-tabs of the Listings tab need PACKAGES; those of the Drafts tab PACKAGES and PACKAGE_DRAFTS. */
export function showsPackageSubTabs(tab: MyListingsTab, features: readonly string[]): boolean {
  return hasFeatures(features, tab === 'listings' ? ['PACKAGES'] : ['PACKAGES', 'PACKAGE_DRAFTS']);
}

const HASHES: Record<MyListingsList, string> = {
  'listings-listings': '',
  'listings-packages': '#listings-packages',
  'drafts-listings': '#drafts',
  'drafts-packages': '#drafts-packages',
};

/**
 * The view of a hash: none (or #listings) the listings, #drafts the draft listings,
 * #listings-packages and #drafts-packages the packages when the user has their features; a packages
 * hash without them shows the listings of that tab, anything unknown the listings.
 */
export function myListingsViewFromHash(hash: string, features: readonly string[]): MyListingsView {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  const tab: MyListingsTab = wanted === 'drafts' || wanted === 'drafts-packages' ? 'drafts' : 'listings';
  const kind: MyListingsKind =
    wanted.endsWith('-packages') && showsPackageSubTabs(tab, features) ? 'packages' : 'listings';
  return { tab, kind };
}

/** The hash of a view ('' for the default one). */
export function myListingsHash(view: MyListingsView): string {
  return HASHES[listOf(view)];
}

/** The address of a view of My Listings, e.g. where a detail page goes back to. */
export function myListingsPath(view: MyListingsView): string {
  return `${PATHS.myListings}${myListingsHash(view)}`;
}
