import type { z } from 'zod';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { Address } from '@steelyard/domain/organisations';
import type { Feature } from '@steelyard/domain/roles';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import type { AuditActor } from '../modules/audit/service';
import type { Seller } from '../modules/listings/service';
import { findOrganisationTradingProfile, getOwnOrganisation } from '../modules/organisations/service';
import { findUserCredentialsByEmail, findUserFeatures } from '../modules/users/service';
import type { BodyContext } from './demo-bodies';
import type { DemoUploads } from './demo-files';
import type { DemoOrganisationKey } from './demo-stock';
import type { TimelineStep } from './demo-timeline';

/*
 * Who acts in the demo marketplace: the demo organisations' sellers, managers and buyers, and the
 * operator who reviews, loaded through the users and organisations services.
 */

/** A demo user as the services take them. */
export interface DemoMember {
  caller: Caller;
  seller: Seller;
  features: Feature[];
}

export interface DemoOrganisation {
  key: DemoOrganisationKey;
  name: string;
  language: 'en' | 'de';
  currencyCode: 'GBP' | 'EUR';
  seller: DemoMember;
  manager: DemoMember;
  buyer: DemoMember;
  /** Approved warehouses, the primary first. */
  warehouses: Address[];
}

const USERS: Record<DemoOrganisationKey, Record<'seller' | 'manager' | 'buyer', string>> = {
  DEMO: {
    seller: 'seller@demo-steel.example',
    manager: 'manager@demo-steel.example',
    buyer: 'buyer@demo-steel.example',
  },
  RHEIN: {
    seller: 'seller@rhein-stahl.example',
    manager: 'manager@rhein-stahl.example',
    buyer: 'buyer@rhein-stahl.example',
  },
};
const OPERATOR = 'operator@steelyard.example';

async function memberOf(db: Database, email: string): Promise<DemoMember> {
  const user = await findUserCredentialsByEmail(db, email);
  if (!user) throw new Error(`Demo seed: the user ${email} is missing`);
  const caller: Caller = {
    userId: user.id,
    organisationId: user.organisationId,
    tenant: user.tenant,
    roles: user.roles,
  };
  const organisation = (await findOrganisationTradingProfile(db, user.organisationId))!;
  return { caller, seller: { actor: caller, organisation }, features: await findUserFeatures(db, user.id) };
}

async function organisationOf(db: Database, key: DemoOrganisationKey): Promise<DemoOrganisation> {
  const seller = await memberOf(db, USERS[key].seller);
  const manager = await memberOf(db, USERS[key].manager);
  const buyer = await memberOf(db, USERS[key].buyer);
  // a seller sees the approved warehouses only
  const own = await getOwnOrganisation(db, seller.caller);
  const warehouses = [...own.warehouseAddresses].sort((a, b) => Number(b.primary) - Number(a.primary));
  const { name, currencyCode } = seller.seller.organisation;
  const language = key === 'DEMO' ? 'en' : 'de';
  return {
    key,
    name,
    language,
    currencyCode: currencyCode as 'GBP' | 'EUR',
    seller: seller,
    manager: manager,
    buyer: buyer,
    warehouses,
  };
}

/** Parses a body as the route does for the caller's features; a demo row that breaks a rule fails the seed. */
export function parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Demo seed: ${what} is not valid: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

export interface Seeding {
  db: Database;
  uploads: DemoUploads;
  feeSchedule: FeeSchedule;
  operator: AuditActor;
  organisations: Record<DemoOrganisationKey, DemoOrganisation>;
  now: Date;
  steps: TimelineStep[];
}

/** Where a listing lies and how it is written, for the body builders. */
export function contextOf(
  org: DemoOrganisation,
  secondWarehouse: boolean | undefined,
): Omit<BodyContext, 'expiresAt' | 'pictures' | 'certificates'> {
  const warehouse = (secondWarehouse && org.warehouses[1]) || org.warehouses[0]!;
  return {
    language: org.language,
    currencyCode: org.currencyCode,
    pickupAddressId: warehouse.id,
    city: warehouse.city,
    skuPrefix: warehouse.city.slice(0, 3).toUpperCase(),
  };
}

/** The demo organisations' members and warehouses, and the operator, as the seed's steps use them. */
export async function loadDemoCast(db: Database) {
  const operator = await findUserCredentialsByEmail(db, OPERATOR);
  if (!operator) throw new Error(`Demo seed: the operator ${OPERATOR} is missing`);
  const organisations = { DEMO: await organisationOf(db, 'DEMO'), RHEIN: await organisationOf(db, 'RHEIN') };
  return { operator: { userId: operator.id, tenant: operator.tenant } satisfies AuditActor, organisations };
}
