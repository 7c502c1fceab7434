import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_MESSAGES,
  mapEmailChangeError,
  mapEmailValidationError,
  mapUserFormError,
  USER_MESSAGES,
} from './account-messages';
import { createAddressBody, updateAddressBody } from './addresses';
import { isCountryCode } from './countries';
import { emailChangeBody } from './email-change';
import { createManagedUserBody, normaliseRoles, updateManagedUserBody } from './managed-users';
import { disableSoftwareTokenBody } from './mfa';
import { paymentTermsBody, purchaseContactBody } from './organisations';

const address = {
  name: 'Demo Steel – Leeds',
  addressLine1: '5 Canal Wharf',
  city: 'Leeds',
  postalCode: 'LS11 5PS',
  country: 'gb',
};

describe('user bodies', () => {
  it('default a new user to activated and allow no roles (basic only)', () => {
    expect(createManagedUserBody.parse({ name: ' Dora ', email: 'dora@demo-steel.example', roles: [] })).toEqual({
      name: 'Dora',
      email: 'dora@demo-steel.example',
      roles: [],
      activated: true,
    });
  });
  it('refuse an empty name, a bad e-mail and unknown roles', () => {
    const base = { name: 'Dora', email: 'dora@demo-steel.example', roles: ['BUYER'] };
    expect(createManagedUserBody.safeParse({ ...base, name: '  ' }).success).toBe(false);
    expect(createManagedUserBody.safeParse({ ...base, email: 'dora' }).success).toBe(false);
    expect(createManagedUserBody.safeParse({ ...base, roles: ['ADMIN'] }).success).toBe(false);
  });
  it('take any part of a user as an update', () => {
    expect(updateManagedUserBody.parse({ activated: false })).toEqual({ activated: false });
  });
  it('order roles and drop repeats', () => {
    expect(normaliseRoles(['SELLER', 'MANAGER', 'SELLER'])).toEqual(['MANAGER', 'SELLER']);
  });
});

describe('organisation bodies', () => {
  it('need both purchase contact fields and a valid e-mail', () => {
    expect(purchaseContactBody.safeParse({ purchaseContactName: 'Ann', purchaseContactEmail: 'x' }).success).toBe(
      false,
    );
    expect(purchaseContactBody.safeParse({ purchaseContactEmail: 'ann@example.com' }).success).toBe(false);
    expect(paymentTermsBody.safeParse({ paymentTerms: 'NET_90' }).success).toBe(false);
  });
});

describe('address bodies', () => {
  it('take a warehouse by default, capitalise the country and allow no line 2 or phone', () => {
    expect(createAddressBody.parse(address)).toMatchObject({ addressType: 'WAREHOUSE', country: 'GB' });
    expect(updateAddressBody.parse({ ...address, addressLine2: '', phone: '' })).toMatchObject({
      addressLine2: '',
      phone: '',
    });
  });
  it('refuse missing required fields, unknown countries, long fields and odd phones', () => {
    for (const field of ['name', 'addressLine1', 'city', 'postalCode', 'country'] as const) {
      expect(updateAddressBody.safeParse({ ...address, [field]: ' ' }).success, field).toBe(false);
    }
    expect(updateAddressBody.safeParse({ ...address, country: 'XX' }).success).toBe(false);
    expect(updateAddressBody.safeParse({ ...address, country: 'GBR' }).success).toBe(false);
    expect(updateAddressBody.safeParse({ ...address, city: 'x'.repeat(81) }).success).toBe(false);
    expect(updateAddressBody.safeParse({ ...address, phone: 'call me' }).success).toBe(false);
    expect(updateAddressBody.safeParse({ ...address, phone: '+44 (0)113 496-0000' }).success).toBe(true);
  });
  it('know the assigned country codes', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
  });
});

describe('account error mappings', () => {
  it('map the user form errors of spec 000 §8', () => {
    expect(mapUserFormError(USER_MESSAGES.invalidDomain)).toBe('invalidDomain');
    expect(mapUserFormError(USER_MESSAGES.emailTaken)).toBe('emailTaken');
    expect(mapUserFormError('boom')).toBe('generalError');
  });
  it('map the e-mail change and validation errors', () => {
    expect(mapEmailChangeError(EMAIL_CHANGE_MESSAGES.notUpdated)).toBe('notUpdated');
    expect(mapEmailChangeError(USER_MESSAGES.invalidDomain)).toBe('invalidDomain');
    expect(mapEmailChangeError(EMAIL_CHANGE_MESSAGES.csrfInvalid)).toBe('csrf');
    expect(mapEmailValidationError(EMAIL_CHANGE_MESSAGES.tokenExpired)).toBe('expired');
    expect(mapEmailValidationError(EMAIL_CHANGE_MESSAGES.tokenUsed)).toBe('used');
    expect(mapEmailValidationError(EMAIL_CHANGE_MESSAGES.tokenUnknown)).toBe('unknown');
    expect(mapEmailValidationError(EMAIL_CHANGE_MESSAGES.taken)).toBe('taken');
  });
  it('validate the e-mail change and two-factor bodies', () => {
    expect(emailChangeBody.safeParse({ email: 'not-an-address' }).success).toBe(false);
    expect(disableSoftwareTokenBody.safeParse({ code: '123456' }).success).toBe(true);
  });
});
