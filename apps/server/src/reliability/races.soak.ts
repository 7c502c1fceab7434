import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRaceApp, type RaceApp } from './race-rounds';
import { RACE_SUITES, runRaceSuite } from './race-suites';

/*
 * `npm run soak`: every race suite for its soak rounds (one listing: 50 buyers, 20 rounds) on one
 * database, every invariant checked in SQL after each round; the counts go to the soak report.
 */

let race: RaceApp;
beforeAll(async () => {
  race = await createRaceApp();
});
afterAll(async () => race.t.close());

describe('races', () => {
  for (const suite of RACE_SUITES) {
    it(`${suite.title} (${suite.soakRounds} rounds)`, async () => {
      expect(await runRaceSuite(race, suite, 'soak')).toEqual([]);
    });
  }
});
