import { z } from 'zod';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { CART_EXPIRY_JOB, emptyExpiredCart } from './service';

const expiryPayload = z.object({ userId: z.string(), expiresAt: z.iso.datetime() });

/**
 * Registers the cart's emptying at its expiry: claimed once across instances (decision 23), and a
 * job of an older cart of the same user changes nothing (the delete names the expiry).
 */
export function registerCartJobs(jobs: JobRegistry): void {
  jobs.register(CART_EXPIRY_JOB, async (payload, ctx) => {
    const parsed = expiryPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed cart expiry payload');
    return (tx) => emptyExpiredCart(tx, parsed.data, ctx.now);
  });
}
