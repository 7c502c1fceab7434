import { z } from 'zod';

/** Listing statuses (spec 001 §4); the web labels them Draft, Under review, Rejected, Live, Sold, Withdrawn, Expired. */
export const LISTING_STATUSES = [
  'DRAFT',
  'REVIEW_REQUIRED',
  'REVIEW_REJECTED',
  'PUBLISHED',
  'PURCHASED',
  'WITHDRAWN',
  'EXPIRED',
] as const;
export const listingStatus = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatus>;

/** The statuses My Listings filters by: every one but DRAFT (drafts have their own tab). */
export const SELLER_LISTING_FILTER_STATUSES = LISTING_STATUSES.filter((s) => s !== 'DRAFT');

export type BadgeTone = 'positive' | 'warning' | 'negative' | 'neutral';

/** Badge tones: live positive, expired warning, rejected negative, the rest neutral. */
export const LISTING_STATUS_TONES: Readonly<Record<ListingStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  REVIEW_REQUIRED: 'neutral',
  REVIEW_REJECTED: 'negative',
  PUBLISHED: 'positive',
  PURCHASED: 'neutral',
  WITHDRAWN: 'neutral',
  EXPIRED: 'warning',
};

/** The expiry line shows only for live listings and listings under or after review. */
export function showsExpiryLine(status: ListingStatus): boolean {
  return status === 'PUBLISHED' || status === 'REVIEW_REQUIRED' || status === 'REVIEW_REJECTED';
}

/** The expiry and auto-renew section of the seller's detail page is hidden for sold listings. */
export function showsExpirySection(status: ListingStatus): boolean {
  return status !== 'PURCHASED' && status !== 'DRAFT';
}

/** Auto-renewal is hidden for withdrawn and rejected listings (and with the section for sold ones). */
export function showsAutoRenew(status: ListingStatus): boolean {
  return showsExpirySection(status) && status !== 'WITHDRAWN' && status !== 'REVIEW_REJECTED';
}

export const EXPIRY_CARD_MODES = ['READ', 'LIVE_EDITABLE', 'EXPIRED'] as const;
export type ExpiryCardMode = (typeof EXPIRY_CARD_MODES)[number];

/** The expiry card edits a live listing's expiry, renews an expired one, and only shows it otherwise. */
export function expiryCardMode(status: ListingStatus): ExpiryCardMode {
  if (status === 'PUBLISHED') return 'LIVE_EDITABLE';
  if (status === 'EXPIRED') return 'EXPIRED';
  return 'READ';
}

/**
 * What can happen to a listing:
 * - SUBMIT: a draft, or a rejected listing after editing, goes to review (seller terms accepted);
 * - APPROVE / REJECT (with a reason): the operator's review;
 * - EDIT: a rejected listing is corrected; a live listing's edits of what buyers see (material,
 *   dimensions, files, texts) become a revision that waits for the operator's review, while buyers
 *   see the live version (issue 23; decision 142 replaces spec 001 §4's "at the auto-renewal");
 * - APPROVE_REVISION / REJECT_REVISION (with a reason): the operator's review of that revision;
 *   approval applies it at once, rejection drops it. Neither changes the status;
 * - TURN_INTO_DRAFT: a rejected listing goes back to the drafts;
 * - EXPIRE / AUTO_RENEW: at its expiry a live listing expires, or renews itself when auto-renewal is on;
 * - RENEW: an expired listing gets a new expiry (and optionally a new price) and is live again
 *   without a new review;
 * - WITHDRAW: the seller (or a suspension of the organisation) takes it off the market;
 * - PURCHASE: a buyer bought it;
 * - UPDATE_PRICE, UPDATE_EXPIRY: service actions on a live listing;
 * - SET_AUTO_RENEW: switch auto-renewal while the section shows it.
 */
export const LISTING_ACTIONS = [
  'SUBMIT',
  'APPROVE',
  'REJECT',
  'EDIT',
  'TURN_INTO_DRAFT',
  'EXPIRE',
  'AUTO_RENEW',
  'RENEW',
  'WITHDRAW',
  'PURCHASE',
  'UPDATE_PRICE',
  'UPDATE_EXPIRY',
  'SET_AUTO_RENEW',
  'APPROVE_REVISION',
  'REJECT_REVISION',
] as const;
export const listingAction = z.enum(LISTING_ACTIONS);
export type ListingAction = z.infer<typeof listingAction>;

/** Who takes an action: the seller, the operator, a buyer, or the system at a point in time. */
export const LISTING_ACTION_ACTORS: Readonly<Record<ListingAction, 'SELLER' | 'OPERATOR' | 'BUYER' | 'SYSTEM'>> = {
  SUBMIT: 'SELLER',
  APPROVE: 'OPERATOR',
  REJECT: 'OPERATOR',
  EDIT: 'SELLER',
  TURN_INTO_DRAFT: 'SELLER',
  EXPIRE: 'SYSTEM',
  AUTO_RENEW: 'SYSTEM',
  RENEW: 'SELLER',
  WITHDRAW: 'SELLER',
  PURCHASE: 'BUYER',
  UPDATE_PRICE: 'SELLER',
  UPDATE_EXPIRY: 'SELLER',
  SET_AUTO_RENEW: 'SELLER',
  APPROVE_REVISION: 'OPERATOR',
  REJECT_REVISION: 'OPERATOR',
};

/** The transitions table: for each action, the status it leads to from each status it is allowed in. */
export const LISTING_TRANSITIONS: Readonly<Record<ListingAction, Partial<Record<ListingStatus, ListingStatus>>>> = {
  SUBMIT: { DRAFT: 'REVIEW_REQUIRED', REVIEW_REJECTED: 'REVIEW_REQUIRED' },
  APPROVE: { REVIEW_REQUIRED: 'PUBLISHED' },
  REJECT: { REVIEW_REQUIRED: 'REVIEW_REJECTED' },
  EDIT: { REVIEW_REJECTED: 'REVIEW_REJECTED', PUBLISHED: 'PUBLISHED' },
  TURN_INTO_DRAFT: { REVIEW_REJECTED: 'DRAFT' },
  EXPIRE: { PUBLISHED: 'EXPIRED' },
  AUTO_RENEW: { PUBLISHED: 'PUBLISHED' },
  RENEW: { EXPIRED: 'PUBLISHED' },
  WITHDRAW: {
    PUBLISHED: 'WITHDRAWN',
    REVIEW_REQUIRED: 'WITHDRAWN',
    REVIEW_REJECTED: 'WITHDRAWN',
    EXPIRED: 'WITHDRAWN',
  },
  PURCHASE: { PUBLISHED: 'PURCHASED' },
  UPDATE_PRICE: { PUBLISHED: 'PUBLISHED' },
  UPDATE_EXPIRY: { PUBLISHED: 'PUBLISHED' },
  SET_AUTO_RENEW: { PUBLISHED: 'PUBLISHED', REVIEW_REQUIRED: 'REVIEW_REQUIRED', EXPIRED: 'EXPIRED' },
  // a revision saved while live is still reviewed after the listing expired (renewing it keeps the revision)
  APPROVE_REVISION: { PUBLISHED: 'PUBLISHED', EXPIRED: 'EXPIRED' },
  REJECT_REVISION: { PUBLISHED: 'PUBLISHED', EXPIRED: 'EXPIRED' },
};

/** The status an action leads to, or null when it is not allowed from `from`. */
export function nextListingStatus(from: ListingStatus, action: ListingAction): ListingStatus | null {
  return LISTING_TRANSITIONS[action][from] ?? null;
}

/** True when the action is allowed for a listing in `from`. */
export function canTransition(from: ListingStatus, action: ListingAction): boolean {
  return nextListingStatus(from, action) !== null;
}

/** The actions allowed in a status (for the buttons a screen offers). */
export function allowedListingActions(from: ListingStatus): ListingAction[] {
  return LISTING_ACTIONS.filter((a) => canTransition(from, a));
}

/** Sold and withdrawn listings never change again. */
export function isFinalListingStatus(status: ListingStatus): boolean {
  return allowedListingActions(status).length === 0;
}

/** What happens to a live listing at its expiry. */
export function expiryAction(autoRenewEnabled: boolean): 'AUTO_RENEW' | 'EXPIRE' {
  return autoRenewEnabled ? 'AUTO_RENEW' : 'EXPIRE';
}
