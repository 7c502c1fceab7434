import { describe, expect, it } from 'vitest';
import { rejectAddressBody } from './admin-addresses';
import { createOrganisationBody, creditBody, updateOrganisationBody } from './admin-organisations';
import { createManagerBody, updateAdminUserBody } from './admin-users';

const vetting = {
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  vettedBy: 'Olivia Operator',
  vettedAt: '2026-01-05T10:00:00Z',
};

describe('admin contract', () => {
  it('needs the whole vetting record for a new organisation and normalises domain and currency', () => {
    const body = {
      name: 'Nordic Steel AB',
      country: 'SE',
      currencyCode: 'sek',
      emailDomain: 'Nordic-Steel.Example',
      paymentTerms: 'NET_30',
      vetting,
    };
    const parsed = createOrganisationBody.parse(body);
    expect(parsed.currencyCode).toBe('SEK');
    expect(parsed.emailDomain).toBe('nordic-steel.example');
    expect(parsed.erpCreditLimit).toBeNull();
    expect(createOrganisationBody.safeParse({ ...body, vetting: { ...vetting, vatNumber: '' } }).success).toBe(false);
    expect(createOrganisationBody.safeParse({ ...body, emailDomain: 'no-dot' }).success).toBe(false);
  });
  it('asks credit changes for a reason and something to change', () => {
    expect(creditBody.safeParse({ erpCreditLimit: 5, reason: 'ERP sync' }).success).toBe(true);
    expect(creditBody.safeParse({ erpCreditLimit: 5 }).success).toBe(false);
    expect(creditBody.safeParse({ erpCreditLimit: 5, reason: '  ' }).success).toBe(false);
    expect(creditBody.safeParse({ reason: 'nothing' }).success).toBe(false);
    expect(creditBody.safeParse({ erpBalance: null, reason: 'cleared' }).success).toBe(true);
  });
  it('checks the other bodies', () => {
    expect(updateOrganisationBody.safeParse({ defaultFeatures: ['CART'] }).success).toBe(true);
    expect(updateOrganisationBody.safeParse({ defaultFeatures: ['FLY'] }).success).toBe(false);
    expect(createManagerBody.parse({ name: 'M', email: 'm@x.example' }).additionalRoles).toEqual([]);
    expect(createManagerBody.safeParse({ name: 'M', email: 'm@x.example', additionalRoles: ['MANAGER'] }).success).toBe(
      false,
    );
    expect(updateAdminUserBody.safeParse({}).success).toBe(false);
    expect(rejectAddressBody.safeParse({ reason: '' }).success).toBe(false);
  });
});
