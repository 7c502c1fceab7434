import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './mailbox';
import { signInOperatorByApi } from './operator';

export interface Customer {
  organisationId: string;
  name: string;
  /** The first manager, also a buyer, with every optional feature. */
  email: string;
  password: string;
}

/**
 * The operator opens a vetted customer in the United Kingdom trading in pounds (so it can buy the
 * Demo Steel Trading sellers' listings on credit, which Rhein Stahlhandel's euro line cannot), with
 * every optional feature, a manager who buys, and an approved primary warehouse to deliver to; the
 * manager replaces the e-mailed temporary password. Answers how to sign in as that buyer.
 */
export async function openBuyingCustomerByApi(
  request: APIRequestContext,
  customer: { name: string; domain: string; managerName: string; creditLimit: number; password: string },
): Promise<Customer> {
  const operator = await signInOperatorByApi(request);
  const admin = { authorization: `Bearer ${operator.accessToken}` };
  const created = await request.post('/api/admin/organisations/', {
    headers: admin,
    data: {
      name: customer.name,
      country: 'GB',
      currencyCode: 'GBP',
      emailDomain: customer.domain,
      paymentTerms: 'NET_30',
      erpCreditLimit: customer.creditLimit,
      vetting: {
        companyNumber: '01234567',
        vatNumber: 'GB123456789',
        vettedBy: 'Olivia Operator',
        vettedAt: new Date().toISOString(),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as { id: string };
  const features = await request.patch(`/api/admin/organisations/${organisation.id}`, {
    headers: admin,
    data: { defaultFeatures: ['CART', 'PACKAGES', 'PACKAGE_DRAFTS', 'BID_OFFERS', 'TARGET_PRICE'] },
  });
  expect(features.status(), await features.text()).toBe(200);

  const email = `${customer.managerName.toLowerCase().replace(/\W+/g, '.')}@${customer.domain}`;
  const since = new Date(Date.now() - 1000);
  const manager = await request.post(`/api/admin/organisations/${organisation.id}/managers`, {
    headers: admin,
    data: { name: customer.managerName, email, additionalRoles: ['BUYER'] },
  });
  expect(manager.status(), await manager.text()).toBe(201);
  const mail = await waitForMail(request, email, 'temporary-password', since);
  const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1];
  expect(temporary, 'the e-mail names the temporary password').toBeTruthy();

  const login = await request.post('/api/auth/login', {
    data: { username: email, password: temporary, tenant: 'MARKETPLACE' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const challenge = (await login.json()) as { type: string; session: string };
  expect(challenge.type).toBe('NEW_PASSWORD_REQUIRED');
  const responded = await request.post('/api/auth/challenge-respond', {
    data: {
      type: challenge.type,
      session: challenge.session,
      username: email,
      tenant: 'MARKETPLACE',
      newPassword: customer.password,
    },
  });
  expect(responded.status(), await responded.text()).toBe(200);
  const { accessToken } = (await responded.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const address = await request.post('/api/manager/addresses/', {
    headers,
    data: {
      name: `${customer.name} Yard`,
      addressLine1: '12 Wharf Road',
      city: 'Sheffield',
      postalCode: 'S9 3TY',
      country: 'GB',
      addressType: 'WAREHOUSE',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const { id: addressId } = (await address.json()) as { id: string };
  const approved = await request.post(`/api/admin/addresses/${addressId}/approve`, { headers: admin });
  expect(approved.status(), await approved.text()).toBe(200);
  const primary = await request.put(`/api/manager/addresses/${addressId}/primary`, { headers });
  expect(primary.status(), await primary.text()).toBeLessThan(300);

  return { organisationId: organisation.id, name: customer.name, email, password: customer.password };
}
