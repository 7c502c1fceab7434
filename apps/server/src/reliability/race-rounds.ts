import type { LightMyRequestResponse } from 'fastify';
import { LISTING_TEST_START } from '../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { checkRaceInvariants } from './race-invariants';
import { recordSoak } from './soak-report';

/** The app a race suite runs against, counting every request it serves (the soak report's "requests"). */
export interface RaceApp {
  t: TestApp;
  served(): number;
}

/** A fresh test app (seeded database, clock at LISTING_TEST_START) that counts the requests it serves. */
export async function createRaceApp(): Promise<RaceApp> {
  let served = 0;
  const t = await createTestApp({
    configure: (app) =>
      app.addHook('onRequest', async () => {
        served++;
      }),
  });
  t.clock.set(LISTING_TEST_START);
  return { t, served: () => served };
}

/** What one round of a race recorded: the races run and every expectation that did not hold. */
export interface RaceLog {
  races: number;
  violations: string[];
}

/** Records a broken expectation of a race (the round goes on, so the invariants are still checked). */
export function expectRace(log: RaceLog, holds: boolean, message: string): void {
  if (!holds) log.violations.push(message);
}

/** The status codes of raced replies, counted: `{ 201: 1, 409: 49 }`. */
export function countStatuses(replies: readonly LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/** The message of an error reply ('' for anything else). */
export function messageOf(reply: LightMyRequestResponse): string {
  try {
    return (reply.json<{ message?: string }>().message ?? '') as string;
  } catch {
    return '';
  }
}

export interface RaceRoundsOptions {
  /** The soak report's suite name; null (the short run in `npm test`) records nothing. */
  suite: string | null;
  rounds: number;
}

/**
 * Runs `round` `rounds` times, checks every invariant in SQL after each, and records the requests,
 * races, invariants checked and violations ("lost") with recordSoak. Stops after the first round with
 * a violation and answers them all (empty when everything held).
 */
export async function runRaceRounds(
  race: RaceApp,
  options: RaceRoundsOptions,
  round: (log: RaceLog, index: number) => Promise<void>,
): Promise<string[]> {
  const violations: string[] = [];
  for (let index = 0; index < options.rounds && violations.length === 0; index++) {
    const before = race.served();
    const log: RaceLog = { races: 0, violations: [] };
    let checked = 0;
    try {
      await round(log, index);
      const report = await checkRaceInvariants(race.t.db, race.t.config.exchangeRates);
      checked = report.checked;
      log.violations.push(...report.violations);
    } finally {
      violations.push(...log.violations.map((v) => `round ${index + 1}: ${v}`));
      if (options.suite) {
        recordSoak(options.suite, {
          requests: race.served() - before,
          races: log.races,
          invariantsChecked: checked,
          lost: log.violations.length,
        });
      }
    }
  }
  return violations;
}
