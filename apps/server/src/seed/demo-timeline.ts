import { and, inArray, isNotNull } from 'drizzle-orm';
import { getExpiryChoices, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import { createTestClock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createJobRegistry } from '../platform/jobs/job-registry';
import { runDueJobs } from '../platform/jobs/run-due-jobs';
import { jobs } from '../platform/jobs/schema';
import { registerListingJobs } from '../modules/listings/jobs';
import type { Random } from './demo-random';
import type { Story } from './demo-stock';

/*
 * The demo seed plays the last two weeks of trading: every step (upload and submit, review,
 * price change, purchase …) runs at its own time through the services, and the listing jobs
 * (expiry, auto-renewal) run in between at the expiries that lie in the past, as the job runner would.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A step of the story at its time, or (without `run`) the job runner's turn then. */
export interface TimelineStep {
  at: Date;
  run?: () => Promise<void>;
}

/**
 * Runs the steps in time order; at a job step (a listing's expiry before `now`) the listing jobs due
 * then run, as the job runner would run them; at the end every job due `now`.
 */
export async function playTimeline(db: Database, steps: TimelineStep[], now: Date): Promise<void> {
  const clock = createTestClock(now);
  const registry = createJobRegistry();
  registerListingJobs(registry);
  // stable: steps of one listing at the same time keep their order
  const ordered = [...steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of ordered) {
    if (step.run) {
      await step.run();
    } else {
      clock.set(step.at);
      await runDueJobs(db, clock, registry);
    }
  }
  clock.set(now);
  await runDueJobs(db, clock, registry);
  // a failed job is retried later by the runner: here it is a mistake of the seed
  const failed = await db
    .select({ id: jobs.id, lastError: jobs.lastError })
    .from(jobs)
    .where(and(inArray(jobs.type, registry.types()), isNotNull(jobs.lastError)));
  if (failed.length > 0) throw new Error(`Demo seed: listing jobs failed: ${JSON.stringify(failed)}`);
}

/** When a listing's steps happen; expiry limits the expiry chosen at submission. */
export interface Schedule {
  submit: Date;
  approve?: Date;
  reject?: Date;
  /** The story's own step: price cut, edit, renewal, draft, withdrawal or purchase. */
  action?: Date;
  /** A buyer of the other organisation opens the live listing. */
  view?: Date;
  expiry: { after?: Date; before?: Date };
}

/**
 * The times of a story, the `k`th of its kind (so that listings of one story spread out). Live
 * listings were submitted in the last two and a half days, so their expiries fall in the week ahead;
 * expired ones a week and more ago; auto-renewed ones a week ago with an expiry in the last week.
 */
export function scheduleOf(story: Story, k: number, random: Random, now: Date): Schedule {
  const t = now.getTime();
  const ago = (hours: number) => new Date(t - hours * HOUR - random.int(0, 50) * MINUTE);
  // a later step, never later than five minutes ago
  const later = (from: Date, minMinutes: number, maxMinutes: number) =>
    new Date(Math.min(from.getTime() + random.int(minMinutes, maxMinutes) * MINUTE, t - 5 * MINUTE));
  const ahead = (hours: number) => new Date(t + hours * HOUR);
  switch (story) {
    case 'LIVE': {
      const submit = ago(2 + ((k * 5) % 58));
      const approve = later(submit, 40, 200);
      return { submit, approve, view: later(approve, 30, 900), expiry: { after: ahead(2) } };
    }
    case 'PRICE_CUT':
    case 'PENDING_EDIT': {
      const submit = ago(30 + k * 6);
      const approve = later(submit, 60, 180);
      return {
        submit,
        approve,
        action: later(approve, 16 * 60, 22 * 60),
        view: later(approve, 120, 600),
        expiry: { after: ahead(2) },
      };
    }
    case 'AUTO_RENEWED': {
      const submit = ago(168 + k * 3);
      const approve = later(submit, 60, 180);
      const afterRenewal = Math.max(approve.getTime() + 2 * HOUR, t - 7 * 24 * HOUR + HOUR);
      return {
        submit,
        approve,
        view: later(approve, 24 * 60, 5 * 24 * 60),
        expiry: { after: new Date(afterRenewal), before: ahead(-1) },
      };
    }
    case 'RENEWED':
    case 'EXPIRED': {
      const submit = ago((story === 'RENEWED' ? 260 : 200) + k * 17);
      const approve = later(submit, 60, 180);
      const expiry = { after: new Date(approve.getTime() + 2 * HOUR), before: new Date(submit.getTime() + 72 * HOUR) };
      return { submit, approve, action: story === 'RENEWED' ? ago(20) : undefined, expiry };
    }
    case 'REVIEW':
      return { submit: ago(1 + k * 4), expiry: { after: ahead(6) } };
    case 'REJECTED':
    case 'DRAFTED': {
      const submit = ago(20 + k * 9);
      const reject = later(submit, 120, 300);
      return { submit, reject, action: later(reject, 60, 120), expiry: { after: ahead(6) } };
    }
    case 'WITHDRAWN': {
      const submit = ago(80 + k * 13);
      // every other one is withdrawn while still waiting for review
      const approve = k % 2 === 1 ? undefined : later(submit, 60, 180);
      const action = approve ? later(approve, 20 * 60, 30 * 60) : later(submit, 240, 360);
      return { submit, approve, action, expiry: { after: new Date(action.getTime() + 2 * HOUR) } };
    }
    case 'PURCHASED': {
      const submit = ago(70 + k * 11);
      const approve = later(submit, 60, 180);
      const action = later(approve, 10 * 60, 20 * 60);
      return { submit, approve, action, expiry: { after: new Date(action.getTime() + 2 * HOUR) } };
    }
  }
}

/** One of the expiry choices the form offered at `at`, within the limits (spread over them). */
export function chooseExpiry(at: Date, random: Random, limits: Schedule['expiry']): string {
  const choices = getExpiryChoices(at)
    .flatMap((day) => day.slots.map((slot) => toExpiryInstant(day.date, slot)))
    .filter((instant) => (!limits.after || instant > limits.after) && (!limits.before || instant < limits.before));
  if (choices.length === 0) throw new Error(`Demo seed: no expiry choice at ${at.toISOString()} fits`);
  return random.pick(choices).toISOString();
}
