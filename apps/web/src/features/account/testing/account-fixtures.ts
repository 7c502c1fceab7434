import type { ManagedUser } from '@steelyard/domain/managed-users';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import type { SelfUser } from '@steelyard/domain/users';

/** Demo data for the account screens' tests, shaped by the domain schemas. */
const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };
const FINANCIAL = {
  paymentTerms: 'NET_30' as const,
  currencyCode: 'GBP',
  erpCreditLimit: { value: 25_000_000 },
  erpBalance: { value: 4_000_000 },
  availableCredit: 21_000_000,
};

export const MANAGER: SelfUser = {
  id: 'u-manager',
  name: 'Alice Manager',
  email: 'manager@demo-steel.example',
  roles: ['MANAGER', 'BUYER', 'SELLER'],
  activated: true,
  features: ['CART', 'BID_OFFERS'],
  mfaPreferences: 'Disabled',
  organisation: { ...ORG, financialDetails: FINANCIAL, mfaRequired: false },
};

export const BUYER: SelfUser = {
  ...MANAGER,
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  organisation: { ...ORG, financialDetails: null, mfaRequired: false },
};

export const managedUser = (overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 'u-ben',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART'],
  mfaPreferences: 'Disabled',
  ...overrides,
});

export const address = (overrides: Partial<Address> = {}): Address => ({
  id: 'a-sheffield',
  addressType: 'WAREHOUSE',
  name: 'Demo Steel – Sheffield Depot',
  addressLine1: 'Unit 4, Attercliffe Road',
  addressLine2: null,
  city: 'Sheffield',
  postalCode: 'S4 7WZ',
  country: 'GB',
  primary: true,
  phone: null,
  validationState: 'APPROVED',
  organisation: ORG,
  ...overrides,
});

export const organisation = (overrides: Partial<OrganisationReply> = {}): OrganisationReply => ({
  ...ORG,
  country: 'GB',
  purchaseContactName: 'Alice Manager',
  purchaseContactEmail: 'purchasing@demo-steel.example',
  invoiceAddress: null,
  warehouseAddresses: [],
  financialDetails: FINANCIAL,
  emailDomain: 'demo-steel.example',
  mfaRequired: false,
  ...overrides,
});

/** A one-page list reply. */
export const page = <T>(items: T[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });
