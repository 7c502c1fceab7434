import { PATHS } from '../shared/navigation/paths';

/**
 * Areas whose paths that no route matches show the shared "being prepared" page rather than the
 * signed-in fallback, which would leave the area without a word.
 */
export const PENDING_AREAS: readonly { path: string; titleKey: string }[] = [
  // the wizard edits at /listings/edit/:listingId and /listings/edit/packages/:packageId; this
  // catches any other path under /listings/edit (an old link, a path cut short)
  { path: PATHS.editListing, titleKey: 'my-listings.actions.edit' },
];
