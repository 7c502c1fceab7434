import { z } from 'zod';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { LISTING_CLOSED_JOB } from '../listings/lifecycle';
import { endListingNegotiations, expireNegotiationAtDeadline, NEGOTIATION_DEADLINE_JOB } from './events';

const deadlinePayload = z.object({ negotiationId: z.string(), expiresAt: z.iso.datetime() });
const listingClosedPayload = z.object({ listingId: z.string(), status: z.string() });

/**
 * Registers the negotiation jobs: the deadline of each awaited response and purchase window, and
 * the end of the open negotiations when their listing is bought, expires or is withdrawn (the
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
}
