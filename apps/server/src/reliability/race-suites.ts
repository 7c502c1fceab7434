import { racePrimaryAddresses } from './address-races';
import { raceCreditLimit, raceCrossTrades, raceOverlappingCarts, raceSingleListing } from './checkout-races';
import { raceOffers } from './offer-races';
import { addBuyerOrganisations, addManagedOrganisation, type ManagedOrganisation } from './race-fixtures';
import { runRaceRounds, type RaceApp, type RaceLog } from './race-rounds';

/** One race suite: what it proves, its name in the soak report, and how many rounds each run has. */
export interface RaceSuite {
  suite: string;
  title: string;
  soakRounds: number;
  /** The short run in `npm test` (usually one round). */
  shortRounds: number;
  /** Builds the suite's actors and answers one round. */
  prepare(race: RaceApp): Promise<(log: RaceLog, round: number) => Promise<void>>;
}

/**
 * The race suites of issue 12, shared by `races.test.ts` (`npm test`, one or two rounds) and
 * `races.soak.ts` (`npm run soak`, many rounds): the same rounds, the same invariants after each.
 */
export const RACE_SUITES: RaceSuite[] = [
  {
    suite: 'races-one-listing',
    title: 'sells one listing once to 50 buyers of 10 organisations checking out at once',
    soakRounds: 20,
    shortRounds: 1,
    prepare: async (race) => {
      const buyers = await addBuyerOrganisations(race.t, 'one-listing', 10, 5, { balance: 0 });
      return (log) => raceSingleListing(race, log, buyers);
    },
  },
  {
    suite: 'races-carts',
    title: 'buys overlapping carts checked out at once whole or refuses them whole',
    soakRounds: 6,
    shortRounds: 1,
    prepare: async (race) => {
      const buyers = await addBuyerOrganisations(race.t, 'carts', 6, 1, { balance: 0 });
      return (log, round) => raceOverlappingCarts(race, log, buyers, 5, round);
    },
  },
  {
    suite: 'races-credit-limit',
    title: 'lets only the credit purchases through that fit the limit (GBP and EUR credit lines)',
    soakRounds: 4,
    shortRounds: 2,
    prepare: async (race) => {
      const gbp = await addBuyerOrganisations(race.t, 'credit-gbp', 1, 8, { balance: 0, currencyCode: 'GBP' });
      const eur = await addBuyerOrganisations(race.t, 'credit-eur', 1, 8, { balance: 0, currencyCode: 'EUR' });
      return (log, round) => raceCreditLimit(race, log, round % 2 === 0 ? gbp : eur);
    },
  },
  {
    suite: 'races-cross-trades',
    title: 'completes cross trades of two organisations buying from each other on credit at once',
    soakRounds: 4,
    shortRounds: 1,
    prepare: async (race) => (log) => raceCrossTrades(race, log, 4),
  },
  {
    suite: 'races-offers',
    title: 'keeps negotiations in one state when offers, acceptances, withdrawals and checkouts race',
    soakRounds: 6,
    shortRounds: 1,
    prepare: async (race) => {
      const buyers = await addBuyerOrganisations(race.t, 'offers', 4, 2, { balance: 0 });
      return (log) => raceOffers(race, log, buyers, 2);
    },
  },
  {
    suite: 'races-primary-address',
    title: 'ends with exactly one primary address per organisation when managers switch it at once',
    soakRounds: 6,
    shortRounds: 1,
    prepare: async (race) => {
      const organisations: ManagedOrganisation[] = [];
      for (let i = 0; i < 3; i++) organisations.push(await addManagedOrganisation(race.t, `primary-${i}`, 4));
      return (log, round) => racePrimaryAddresses(race, log, organisations, 3, round);
    },
  },
];

/** Runs a suite's short (`npm test`) or soak rounds; answers every violation (empty when all held). */
export async function runRaceSuite(race: RaceApp, suite: RaceSuite, run: 'short' | 'soak'): Promise<string[]> {
  const round = await suite.prepare(race);
  const options =
    run === 'soak' ? { suite: suite.suite, rounds: suite.soakRounds } : { suite: null, rounds: suite.shortRounds };
  return runRaceRounds(race, options, round);
}
