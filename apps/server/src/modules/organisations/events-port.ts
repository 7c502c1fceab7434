/*
 * What the organisations module announces to other modules (decision 179): jobs enqueued in the
 * transaction of a change, handled by the modules that care.
 */

/**
 * The job a suspension enqueues in its transaction; the listings module handles it by withdrawing the
 * organisation's live listings and packages (listings/jobs.ts).
 */
export const ORGANISATION_SUSPENDED_JOB = 'organisation.suspended';
