import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { NegotiationAction } from '@steelyard/domain/negotiations';
import type { Database } from '../platform/db/database';
import { pricingAt } from '../modules/listings/replies';
import { listOrganisationListings, type ListingRecord } from '../modules/listings/service';
import { actOnNegotiation, createNegotiation, type NegotiationEnv } from '../modules/negotiations/service';
import { loadDemoCast, type DemoOrganisation } from './demo-cast';

/*
 * Demo offers (issue 9): negotiations between Demo Steel and Rhein Stahl on each other's live
 * listings, one in each open state and a few closed ones, made through the negotiations service as
 * the API would make them (the other party's e-mails land in the development mailbox).
 */

export interface DemoNegotiationOptions {
  feeSchedule: FeeSchedule;
  now: Date;
  /** Where the e-mails' links point (the default local address). */
  publicUrl?: string;
}

const HOUR = 3_600_000;

type Step = { by: 'buyer' | 'seller'; action: NegotiationAction; share?: number };

/** Each story: hours before now it starts, the first offer as a share of the original price, then its steps. */
const STORIES: { hoursAgo: number; share: number; steps: Step[] }[] = [
  // awaiting the seller
  { hoursAgo: 2, share: 0.92, steps: [] },
  // awaiting the buyer after the seller's counter
  { hoursAgo: 6, share: 0.88, steps: [{ by: 'seller', action: 'COUNTER', share: 0.95 }] },
  // accepted: the buyer may buy at the price until the window closes
  {
    hoursAgo: 5,
    share: 0.9,
    steps: [
      { by: 'seller', action: 'COUNTER', share: 0.96 },
      { by: 'buyer', action: 'COUNTER', share: 0.93 },
      { by: 'seller', action: 'ACCEPT' },
    ],
  },
  { hoursAgo: 9, share: 0.7, steps: [{ by: 'seller', action: 'REJECT' }] },
  { hoursAgo: 4, share: 0.94, steps: [{ by: 'buyer', action: 'WITHDRAW' }] },
];

async function liveListings(db: Database, seller: DemoOrganisation): Promise<ListingRecord[]> {
  const page = await listOrganisationListings(db, seller.seller.caller, 'LISTING', {
    limit: 50,
    offset: 0,
    filter: 'status.value=PUBLISHED',
  });
  return page.items;
}

/** Seeds the demo negotiations after the demo marketplace; answers how many it made. */
export async function seedDemoNegotiations(db: Database, options: DemoNegotiationOptions): Promise<number> {
  const cast = await loadDemoCast(db);
  const env: NegotiationEnv = {
    feeSchedule: options.feeSchedule,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  };
  let made = 0;
  // Rhein Stahl's buyer on Demo Steel's listings, then the other way round
  for (const [buyerOrg, sellerOrg] of [
    [cast.organisations.RHEIN, cast.organisations.DEMO],
    [cast.organisations.DEMO, cast.organisations.RHEIN],
  ] as const) {
    // listings that stay live for a day at least, so the open negotiations stay open meanwhile
    const listings = (await liveListings(db, sellerOrg)).filter(
      (row) => row.expiresAt.getTime() > options.now.getTime() + 24 * HOUR,
    );
    const view = { feeSchedule: options.feeSchedule, viewerCountry: buyerOrg.buyer.seller.organisation.country };
    for (const [i, story] of STORIES.entries()) {
      const listing = listings[i];
      if (!listing) break;
      let at = new Date(options.now.getTime() - story.hoursAgo * HOUR);
      // the original price is what this buyer pays per unit: net price, fees and delivery to its country
      const original = pricingAt(listing, listing.netPricePerUnit, view).priceIncludingDelivery.value;
      const priceOf = (share: number) => Math.max(1, Math.floor(original * share));
      let current = await createNegotiation(
        db,
        env,
        buyerOrg.buyer.caller,
        { listingId: listing.id, price: priceOf(story.share) },
        at,
      );
      for (const step of story.steps) {
        at = new Date(at.getTime() + HOUR);
        const who = step.by === 'buyer' ? buyerOrg.buyer.caller : sellerOrg.seller.caller;
        const price = step.action === 'COUNTER' ? priceOf(step.share ?? 0.95) : null;
        current = await actOnNegotiation(db, env, who, current.id, step.action, price, at);
      }
      made += 1;
    }
  }
  return made;
}
