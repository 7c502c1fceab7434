import { z } from 'zod';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { LISTING_CLOSED_JOB, LISTING_GOODS_CHANGED_JOB } from '../listings/events-port';
import { endListingNegotiations, expireNegotiationAtDeadline, NEGOTIATION_DEADLINE_JOB } from './events';
import { endNegotiationsOnOtherGoods } from './listing-changes';

const deadlinePayload = z.object({ negotiationId: z.string(), expiresAt: z.iso.datetime() });
const listingClosedPayload = z.object({ listingId: z.string(), status: z.string() });
const goodsChangedPayload = z.object({ listingId: z.string(), contentRevision: z.number().int() });

/**
 * Registers the negotiation jobs: the deadline of each awaited response and purchase window, and
 * the end of the open negotiations when their listing is bought, expires, is withdrawn or changes its
 * goods (the
 * listings module announces it with LISTING_CLOSED_JOB and knows nothing of negotiations).
 */
export function registerNegotiationJobs(jobs: JobRegistry, publicUrl: string): void {
  jobs.register(NEGOTIATION_DEADLINE_JOB, async (payload, ctx) => {
    const parsed = deadlinePayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed negotiation deadline payload');
    return (tx) => expireNegotiationAtDeadline(tx, publicUrl, parsed.data, ctx.now);
  });
  jobs.register(LISTING_CLOSED_JOB, async (payload, ctx) => {
    const parsed = listingClosedPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed listing closed payload');
    const event = parsed.data.status === 'PURCHASED' ? 'LISTING_PURCHASED_BY_OTHER' : 'LISTING_ENDED';
    return async (tx) => {
      await endListingNegotiations(tx, publicUrl, parsed.data.listingId, event, ctx.now);
    };
  });
  // an approved revision changed the goods: negotiations made on the earlier ones end (decision 178)
  jobs.register(LISTING_GOODS_CHANGED_JOB, async (payload, ctx) => {
    const parsed = goodsChangedPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed listing goods changed payload');
    return async (tx) => {
      await endNegotiationsOnOtherGoods(tx, publicUrl, parsed.data.listingId, ctx.now);
    };
  });
}
