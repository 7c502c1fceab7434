import { describe, expect, it } from 'vitest';
import {
  LISTING_ACTIONS,
  LISTING_STATUSES,
  LISTING_STATUS_TONES,
  SELLER_LISTING_FILTER_STATUSES,
  allowedListingActions,
  canTransition,
  expiryAction,
  expiryCardMode,
  isFinalListingStatus,
  nextListingStatus,
  showsAutoRenew,
  showsExpiryLine,
  showsExpirySection,
} from './listing-status';
import type { ListingAction, ListingStatus } from './listing-status';
import { nextWizardStep, previousWizardStep, listingTypeOf, wizardStepOfField, wizardSteps } from './listing-wizard';

// every allowed transition of spec 001 §4; everything else is refused
const allowed: [ListingStatus, ListingAction, ListingStatus][] = [
  ['DRAFT', 'SUBMIT', 'REVIEW_REQUIRED'],
  ['REVIEW_REJECTED', 'SUBMIT', 'REVIEW_REQUIRED'],
  ['REVIEW_REQUIRED', 'APPROVE', 'PUBLISHED'],
  ['REVIEW_REQUIRED', 'REJECT', 'REVIEW_REJECTED'],
  ['REVIEW_REJECTED', 'EDIT', 'REVIEW_REJECTED'],
  ['PUBLISHED', 'EDIT', 'PUBLISHED'],
  ['REVIEW_REJECTED', 'TURN_INTO_DRAFT', 'DRAFT'],
  ['PUBLISHED', 'EXPIRE', 'EXPIRED'],
  ['PUBLISHED', 'AUTO_RENEW', 'PUBLISHED'],
  ['EXPIRED', 'RENEW', 'PUBLISHED'],
  ['PUBLISHED', 'WITHDRAW', 'WITHDRAWN'],
  ['REVIEW_REQUIRED', 'WITHDRAW', 'WITHDRAWN'],
  ['REVIEW_REJECTED', 'WITHDRAW', 'WITHDRAWN'],
  ['EXPIRED', 'WITHDRAW', 'WITHDRAWN'],
  ['PUBLISHED', 'PURCHASE', 'PURCHASED'],
  ['PUBLISHED', 'UPDATE_PRICE', 'PUBLISHED'],
  ['PUBLISHED', 'UPDATE_EXPIRY', 'PUBLISHED'],
  ['PUBLISHED', 'SET_AUTO_RENEW', 'PUBLISHED'],
  ['REVIEW_REQUIRED', 'SET_AUTO_RENEW', 'REVIEW_REQUIRED'],
  ['EXPIRED', 'SET_AUTO_RENEW', 'EXPIRED'],
  ['PUBLISHED', 'APPROVE_REVISION', 'PUBLISHED'],
  ['EXPIRED', 'APPROVE_REVISION', 'EXPIRED'],
  ['PUBLISHED', 'REJECT_REVISION', 'PUBLISHED'],
  ['EXPIRED', 'REJECT_REVISION', 'EXPIRED'],
];

describe('listing transitions', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(canTransition(from, action)).toBe(true);
    expect(nextListingStatus(from, action)).toBe(to);
  });

  it('refuses every other pair', () => {
    const isAllowed = (from: ListingStatus, action: ListingAction) =>
      allowed.some(([f, a]) => f === from && a === action);
    for (const from of LISTING_STATUSES) {
      for (const action of LISTING_ACTIONS) {
        if (isAllowed(from, action)) continue;
        expect(canTransition(from, action), `${from} ${action}`).toBe(false);
        expect(nextListingStatus(from, action)).toBeNull();
      }
    }
  });

  it('keeps sold and withdrawn listings final', () => {
    expect(isFinalListingStatus('PURCHASED')).toBe(true);
    expect(isFinalListingStatus('WITHDRAWN')).toBe(true);
    expect(isFinalListingStatus('EXPIRED')).toBe(false);
    expect(allowedListingActions('EXPIRED')).toEqual([
      'RENEW',
      'WITHDRAW',
      'SET_AUTO_RENEW',
      'APPROVE_REVISION',
      'REJECT_REVISION',
    ]);
  });

  it('renews or expires a live listing at its expiry', () => {
    expect(expiryAction(true)).toBe('AUTO_RENEW');
    expect(expiryAction(false)).toBe('EXPIRE');
  });
});

describe('listing status display', () => {
  it('gives the badge tones of the spec', () => {
    expect(LISTING_STATUS_TONES.PUBLISHED).toBe('positive');
    expect(LISTING_STATUS_TONES.EXPIRED).toBe('warning');
    expect(LISTING_STATUS_TONES.REVIEW_REJECTED).toBe('negative');
    expect(LISTING_STATUS_TONES.WITHDRAWN).toBe('neutral');
  });
  it('shows the expiry line for live listings and those in review', () => {
    expect(LISTING_STATUSES.filter(showsExpiryLine)).toEqual(['REVIEW_REQUIRED', 'REVIEW_REJECTED', 'PUBLISHED']);
  });
  it('hides auto-renewal for withdrawn and rejected listings and the section for sold ones', () => {
    expect(showsExpirySection('PURCHASED')).toBe(false);
    expect(showsAutoRenew('WITHDRAWN')).toBe(false);
    expect(showsAutoRenew('REVIEW_REJECTED')).toBe(false);
    expect(showsAutoRenew('PURCHASED')).toBe(false);
    expect(showsAutoRenew('PUBLISHED')).toBe(true);
    expect(showsExpirySection('WITHDRAWN')).toBe(true);
  });
  it('picks the expiry card mode', () => {
    expect(expiryCardMode('PUBLISHED')).toBe('LIVE_EDITABLE');
    expect(expiryCardMode('EXPIRED')).toBe('EXPIRED');
    expect(expiryCardMode('REVIEW_REQUIRED')).toBe('READ');
  });
  it('filters My Listings by every status but draft', () => {
    expect(SELLER_LISTING_FILTER_STATUSES).not.toContain('DRAFT');
    expect(SELLER_LISTING_FILTER_STATUSES).toHaveLength(6);
  });
});

describe('listing wizard', () => {
  it('has the steps of listings and packages', () => {
    expect(wizardSteps('LISTING')).toEqual(['MATERIAL', 'DIMENSIONS', 'WEIGHT_PRICE', 'PICKUP_ADDRESS']);
    expect(wizardSteps('PACKAGE')).toEqual(['MATERIAL', 'LIST_UPLOAD', 'WEIGHT_PRICE', 'DELIVERY_INFO']);
    expect(listingTypeOf('PACKAGE')).toBe('PACKAGE');
    expect(listingTypeOf('TREAD')).toBe('LISTING');
  });
  it('walks the steps', () => {
    expect(nextWizardStep('LISTING', 'MATERIAL')).toBe('DIMENSIONS');
    expect(nextWizardStep('PACKAGE', 'MATERIAL')).toBe('LIST_UPLOAD');
    expect(nextWizardStep('LISTING', 'PICKUP_ADDRESS')).toBeNull();
    expect(nextWizardStep('LISTING', 'LIST_UPLOAD')).toBe('MATERIAL');
    expect(previousWizardStep('PACKAGE', 'DELIVERY_INFO')).toBe('WEIGHT_PRICE');
    expect(previousWizardStep('LISTING', 'MATERIAL')).toBeNull();
  });
  it('finds the step that owns a field', () => {
    expect(wizardStepOfField('LISTING', 'grade')).toBe('MATERIAL');
    expect(wizardStepOfField('LISTING', 'tolerance')).toBe('DIMENSIONS');
    expect(wizardStepOfField('LISTING', 'expiresAt')).toBe('WEIGHT_PRICE');
    expect(wizardStepOfField('PACKAGE', 'packageDocument')).toBe('LIST_UPLOAD');
    expect(wizardStepOfField('PACKAGE', 'pickupAddressId')).toBe('DELIVERY_INFO');
    expect(wizardStepOfField('PACKAGE', 'thickness')).toBeNull();
  });
});
