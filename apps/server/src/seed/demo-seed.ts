import { DEMO_PASSWORD, type Language } from '@steelyard/domain/constants';
import { FEATURES, type Feature, type OperatorRole, type Role } from '@steelyard/domain/roles';
import type { Database } from '../platform/db/database';
import type { PasswordHasher } from '../platform/passwords';
import { ensureOperatorOrganisation } from '../modules/organisations/admin-organisations';
import { createAddress, createOrganisation, hasOrganisations } from '../modules/organisations/service';
import { createUser } from '../modules/users/service';
import { seedDemoNegotiations } from './demo-negotiations';
import { seedDemoListings, type DemoMarketplaceOptions, type DemoMarketplaceSummary } from './demo-listings';
import { seedDemoRfqs } from './demo-rfqs';

// every optional area except stainless steel, which is a material flag rather than a product area
const DEMO_FEATURES: Feature[] = FEATURES.filter((f) => f !== 'STAINLESS_STEEL');

interface DemoAddress {
  addressType: 'INVOICE' | 'WAREHOUSE';
  name: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postalCode: string;
  phone?: string;
  primary?: boolean;
  /** Approved unless told: the seed's addresses were validated, but one waits for operations (issue 5). */
  validationState?: 'PENDING' | 'APPROVED';
}

interface DemoOrganisation {
  name: string;
  country: string;
  currencyCode: string;
  paymentTerms: 'NET_30' | 'NET_60';
  erpCreditLimit: number | null;
  erpBalance: number | null;
  purchaseContactName: string;
  purchaseContactEmail: string;
  /** Every user's e-mail is of this domain. */
  emailDomain: string;
  mfaRequired: boolean;
  /** How operations vetted the customer. */
  companyNumber: string;
  vatNumber: string;
  vettedBy: string;
  vettedAt: Date;
  /** The language of the users' e-mails. */
  locale: Language;
  addresses: DemoAddress[];
  users: { email: string; name: string; roles: Role[] }[];
}

/** The two demo organisations of issue 2, exactly; money in minor units. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: 'Demo Steel Trading Ltd',
    country: 'GB',
    currencyCode: 'GBP',
    paymentTerms: 'NET_30',
    erpCreditLimit: 25_000_000,
    erpBalance: 4_000_000,
    purchaseContactName: 'Alice Manager',
    purchaseContactEmail: 'purchasing@demo-steel.example',
    emailDomain: 'demo-steel.example',
    companyNumber: '09876543',
    vatNumber: 'GB987654321',
    vettedBy: 'Olivia Operator',
    vettedAt: new Date('2026-01-12T09:30:00Z'),
    // two-factor stays optional on the demo organisations; tests switch it on where needed
    mfaRequired: false,
    locale: 'en',
    addresses: [
      {
        addressType: 'INVOICE',
        name: 'Demo Steel Trading Ltd',
        addressLine1: '1 Cutlers Court',
        addressLine2: 'Accounts Department',
        city: 'London',
        postalCode: 'EC1A 1BB',
        phone: '+44 20 7946 0000',
      },
      {
        addressType: 'WAREHOUSE',
        name: 'Demo Steel Trading Ltd – Sheffield Depot',
        addressLine1: 'Unit 4, Attercliffe Road',
        city: 'Sheffield',
        postalCode: 'S4 7WZ',
        phone: '+44 114 496 0100',
        primary: true,
      },
      {
        addressType: 'WAREHOUSE',
        name: 'Demo Steel Trading Ltd – Birmingham Yard',
        addressLine1: '27 Tyburn Road',
        city: 'Birmingham',
        postalCode: 'B24 8NB',
        phone: '+44 121 496 0200',
      },
      {
        // added by the manager, waiting in the operator's validation queue
        addressType: 'WAREHOUSE',
        name: 'Demo Steel Trading Ltd – Rotherham Yard',
        addressLine1: '9 Centenary Way',
        city: 'Rotherham',
        postalCode: 'S60 1BX',
        validationState: 'PENDING',
      },
    ],
    users: [
      { email: 'manager@demo-steel.example', name: 'Alice Manager', roles: ['MANAGER', 'BUYER', 'SELLER'] },
      { email: 'buyer@demo-steel.example', name: 'Ben Buyer', roles: ['BUYER'] },
      { email: 'seller@demo-steel.example', name: 'Cara Seller', roles: ['SELLER'] },
    ],
  },
  {
    name: 'Rhein Stahlhandel GmbH',
    country: 'DE',
    currencyCode: 'EUR',
    paymentTerms: 'NET_60',
    erpCreditLimit: 10_000_000,
    erpBalance: null,
    purchaseContactName: 'Dieter Manager',
    purchaseContactEmail: 'einkauf@rhein-stahl.example',
    emailDomain: 'rhein-stahl.example',
    companyNumber: 'HRB 98765',
    vatNumber: 'DE298765432',
    vettedBy: 'Olivia Operator',
    vettedAt: new Date('2026-01-19T14:00:00Z'),
    mfaRequired: false,
    locale: 'de',
    addresses: [
      {
        addressType: 'INVOICE',
        name: 'Rhein Stahlhandel GmbH',
        addressLine1: 'Königsallee 12',
        city: 'Düsseldorf',
        postalCode: '40212',
        phone: '+49 211 5555 0100',
      },
      {
        addressType: 'WAREHOUSE',
        name: 'Rhein Stahlhandel GmbH – Lager Duisburg',
        addressLine1: 'Hafenstraße 40',
        city: 'Duisburg',
        postalCode: '47119',
        phone: '+49 203 5555 0200',
        primary: true,
      },
    ],
    users: [
      { email: 'manager@rhein-stahl.example', name: 'Dieter Manager', roles: ['MANAGER'] },
      { email: 'buyer@rhein-stahl.example', name: 'Erika Käufer', roles: ['BUYER'] },
      { email: 'seller@rhein-stahl.example', name: 'Frank Verkäufer', roles: ['SELLER'] },
    ],
  },
];

/** The demo operators (tenant ADMIN): two-factor not yet set up, so MFA_SETUP at the first sign-in. */
export const DEMO_OPERATORS: { email: string; name: string; role: OperatorRole }[] = [
  { email: 'operator@steelyard.example', name: 'Olivia Operator', role: 'OPERATOR' },
  { email: 'auditor@steelyard.example', name: 'Ursula Auditor', role: 'OPERATOR_READONLY' },
];

/** What the seed made: null when the database already had organisations. */
export interface DemoSeedSummary {
  /** The demo marketplace; null when only the accounts were seeded (no file store given). */
  marketplace: DemoMarketplaceSummary | null;
}

/**
 * Seeds the demo organisations, addresses and users into an empty database and, given a file store,
 * the demo marketplace (listings, packages, drafts and their files, demo-listings.ts), all in one
 * transaction. Returns null (and does nothing) when there already is an organisation. The API
 * tests' template seeds the accounts only, so that every test starts from an empty marketplace.
 */
export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  marketplace?: DemoMarketplaceOptions,
): Promise<DemoSeedSummary | null> {
  if (await hasOrganisations(db)) return null;
  // argon2 is slow on purpose: hash the shared demo password once
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    for (const demo of DEMO_ORGANISATIONS) {
      const { addresses, users, locale, ...organisation } = demo;
      const org = await createOrganisation(tx, { ...organisation, defaultFeatures: DEMO_FEATURES });
      for (const address of addresses) {
        await createAddress(tx, {
          ...address,
          organisationId: org.id,
          country: demo.country,
          validationState: address.validationState ?? 'APPROVED',
        });
      }
      for (const user of users) {
        await createUser(tx, {
          ...user,
          organisationId: org.id,
          locale,
          activated: true,
          features: DEMO_FEATURES,
          passwordHash,
          tenant: 'MARKETPLACE',
        });
      }
    }
    const operatorOrganisationId = await ensureOperatorOrganisation(tx, 'steelyard.example', new Date());
    for (const operator of DEMO_OPERATORS) {
      await createUser(tx, {
        email: operator.email,
        name: operator.name,
        roles: [operator.role],
        organisationId: operatorOrganisationId,
        tenant: 'ADMIN',
        activated: true,
        mfaPreference: 'Enabled',
        passwordHash,
      });
    }
    if (!marketplace) return { marketplace: null };
    const summary = await seedDemoListings(tx, marketplace);
    // demo offers between the two organisations on each other's live listings (issue 9)
    await seedDemoNegotiations(tx, marketplace);
    // requests for quotation of Demo Steel: a draft, under review, live with Rhein Stahl's quote, expired (issue 10)
    await seedDemoRfqs(tx, marketplace);
    return { marketplace: summary };
  });
}
