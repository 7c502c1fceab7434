import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import type { AddressList } from '@steelyard/domain/address-list';
import { createAddress } from '../modules/organisations/service';
import { expectStatus } from '../test-support/listing-helpers';
import type { ManagedOrganisation } from './race-fixtures';
import { countStatuses, expectRace, messageOf, type RaceApp, type RaceLog } from './race-rounds';

/*
 * The primary-address race of issue 12: a manager's "make primary" calls on every warehouse address
 * of the organisation at once, several organisations at a time, while one address is being deleted.
 */

/**
 * One round: each organisation gets a new approved warehouse address; then, all at once, every
 * warehouse address is made primary `callsPerAddress` times and the new one is deleted. Every call on
 * an existing address answers 200; the new one's are 200 or 404 (deleted first), its deletion 204 or
 * 400 primaryCannotBeDeleted; each organisation ends with exactly one primary address, never a deleted one.
 */
export async function racePrimaryAddresses(
  race: RaceApp,
  log: RaceLog,
  organisations: ManagedOrganisation[],
  callsPerAddress: number,
  round: number,
): Promise<void> {
  const { t } = race;
  const doomed = await Promise.all(
    organisations.map(async (o) => {
      const address = await createAddress(t.db, {
        organisationId: o.organisationId,
        addressType: 'WAREHOUSE',
        name: `Short-lived yard ${round + 1}`,
        addressLine1: `${round + 1} Quay`,
        city: 'Hull',
        postalCode: 'HU1 1AA',
        country: 'GB',
        primary: false,
        validationState: 'APPROVED',
      });
      return address.id;
    }),
  );
  const results = await Promise.all(
    organisations.map(async (o, i) => {
      const calls = [...o.warehouseIds, doomed[i]!].flatMap((id) =>
        Array.from({ length: callsPerAddress }, () => ({
          id,
          reply: o.manager('PUT', `/api/manager/addresses/${id}/primary`),
        })),
      );
      const deletion = o.manager('DELETE', `/api/manager/addresses/${doomed[i]}`);
      return {
        calls: await Promise.all(calls.map(async (c) => ({ id: c.id, reply: await c.reply }))),
        deletion: await deletion,
      };
    }),
  );
  log.races += organisations.length;
  for (const [i, o] of organisations.entries()) {
    const { calls, deletion } = results[i]!;
    for (const { id, reply } of calls) {
      const ok =
        reply.statusCode === 200 ||
        (id === doomed[i] && reply.statusCode === 404 && messageOf(reply) === ADDRESS_MESSAGES.notFound);
      expectRace(log, ok, `make primary: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    }
    expectRace(
      log,
      deletion.statusCode === 204 ||
        (deletion.statusCode === 400 && messageOf(deletion) === ADDRESS_MESSAGES.primaryCannotBeDeleted),
      `delete while made primary: ${deletion.statusCode} ${deletion.body}`,
    );
    const listed = expectStatus<AddressList>(
      await o.manager('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE'),
      200,
    ).items;
    const primaries = listed.filter((a) => a.primary);
    expectRace(
      log,
      primaries.length === 1,
      `organisation ${o.organisationId}: ${primaries.length} primary addresses after ${JSON.stringify(countStatuses(calls.map((c) => c.reply)))}`,
    );
    if (deletion.statusCode === 204) {
      expectRace(log, !listed.some((a) => a.id === doomed[i]), `a deleted address is still listed`);
    }
  }
}
