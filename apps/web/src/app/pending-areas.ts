import { PATHS } from '../shared/navigation/paths';

/**
 * Navigation destinations that later releases build. Each shows the shared, honest
 * "being prepared" page until its feature replaces the entry here with real routes.
 */
export const PENDING_AREAS: readonly { path: string; titleKey: string }[] = [
  // the wizard's editing of a rejected or live listing (My Listings links to it)
  { path: PATHS.editListing, titleKey: 'my-listings.actions.edit' },
];
