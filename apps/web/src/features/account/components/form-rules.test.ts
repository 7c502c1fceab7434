import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../test/catalogues';
import { accountIssueKey } from './form-issues';
import { changePasswordSchema } from './settings/change-password-form';
import { editEmailSchema } from './settings/edit-email-form';
import { canSavePaymentTerms } from './settings/payment-terms-form';
import {
  canSavePurchaseContact,
  purchaseContactChanged,
  purchaseContactPartlyChanged,
} from './settings/purchase-contact-form';
import { canSaveUser, selfProtection, toUpdateBody, userChanged } from './users/user-form-rules';
import { newPasswordIssueKey } from '../../../shared/password/new-password-rules';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.en);

function messages(schema: { safeParse: (v: unknown, o: object) => unknown }, value: unknown, error = accountIssueKey) {
  const result = schema.safeParse(value, { error }) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${text(i.message) as string}`);
}

describe('user form rules (spec 000 §5)', () => {
  const stored = { name: 'Ben Buyer', roles: ['BUYER' as const] };
  it('disables Save while the name or e-mail is empty or nothing has changed', () => {
    expect(canSaveUser({ name: 'Dora', email: 'dora@demo-steel.example' }, true)).toBe(true);
    expect(canSaveUser({ name: ' ', email: 'dora@demo-steel.example' }, true)).toBe(false);
    expect(canSaveUser({ name: 'Dora', email: '' }, true)).toBe(false);
    expect(canSaveUser({ name: 'Dora', email: 'dora@demo-steel.example' }, false)).toBe(false);
  });

  it('sees a change of name or roles, not a reordering or surrounding spaces', () => {
    const values = { name: 'Ben Buyer ', email: 'b@x.example', roles: ['BUYER' as const], activated: true };
    expect(userChanged(stored, values)).toBe(false);
    expect(userChanged(stored, { ...values, roles: ['SELLER', 'BUYER'] })).toBe(true);
    expect(userChanged({ ...stored, roles: ['SELLER', 'BUYER'] }, { ...values, roles: ['BUYER', 'SELLER'] })).toBe(
      false,
    );
    expect(userChanged(stored, { ...values, name: 'Benjamin Buyer' })).toBe(true);
  });

  it('sends name and roles only (the e-mail cannot change; activation is its own call)', () => {
    expect(
      toUpdateBody({ name: ' Ben ', email: 'b@x.example', roles: ['SELLER', 'MANAGER'], activated: false }),
    ).toEqual({ name: 'Ben', roles: ['MANAGER', 'SELLER'] });
  });

  it('keeps managers from deactivating themselves or dropping their own manager role', () => {
    expect(selfProtection('u1', 'u1')).toEqual({ managerRoleLocked: true, activationLocked: true });
    expect(selfProtection('u2', 'u1')).toEqual({ managerRoleLocked: false, activationLocked: false });
    expect(selfProtection(null, 'u1')).toEqual({ managerRoleLocked: false, activationLocked: false });
  });
});

describe('e-mail form rules (spec 000 §5)', () => {
  const schema = editEmailSchema('ben@demo-steel.example');
  it('needs a valid address that differs from the current one', () => {
    expect(messages(schema, { email: 'ben.new@demo-steel.example' })).toEqual([]);
    expect(messages(schema, { email: 'ben@' })).toEqual(['email: Enter a valid email address']);
    expect(messages(schema, { email: ' Ben@Demo-Steel.example ' })).toEqual([
      'email: Email address has not been updated',
    ]);
  });
});

describe('change-password rules (spec 000 §5)', () => {
  const schema = changePasswordSchema('ben@demo-steel.example');
  const GOOD = 'Rolling-Mill-Sheffield-77';
  it('needs the current password and a new one of the criteria, retyped', () => {
    expect(messages(schema, { oldPassword: 'x', password: GOOD, retype: GOOD }, newPasswordIssueKey)).toEqual([]);
    expect(messages(schema, { oldPassword: '', password: GOOD, retype: GOOD }, newPasswordIssueKey)).toEqual([
      'oldPassword: Please enter your current password',
    ]);
    expect(messages(schema, { oldPassword: 'x', password: 'short', retype: 'short' }, newPasswordIssueKey)).toEqual([
      'password: Your password does not meet all criteria yet.',
    ]);
    expect(messages(schema, { oldPassword: 'x', password: GOOD, retype: `${GOOD}!` }, newPasswordIssueKey)).toEqual([
      'retype: The passwords do not match.',
    ]);
  });
});

describe('purchase contact and payment terms rules (spec 000 §5)', () => {
  const current = { purchaseContactName: 'Alice Manager', purchaseContactEmail: 'purchasing@demo-steel.example' };
  it('needs both purchase contact fields, each other than the current one', () => {
    const same = { purchaseContactName: 'Alice Manager ', purchaseContactEmail: 'Purchasing@Demo-Steel.example' };
    expect(purchaseContactChanged(current, same)).toBe(false);
    expect(canSavePurchaseContact(same, purchaseContactChanged(current, same))).toBe(false);
    // only the name changed: not saved (decision 152)
    const nameOnly = { ...same, purchaseContactName: 'Pat Purchaser' };
    expect(canSavePurchaseContact(nameOnly, purchaseContactChanged(current, nameOnly))).toBe(false);
    expect(purchaseContactPartlyChanged(current, nameOnly)).toBe(true);
    const other = { purchaseContactName: 'Pat Purchaser', purchaseContactEmail: 'pat@demo-steel.example' };
    expect(canSavePurchaseContact(other, purchaseContactChanged(current, other))).toBe(true);
    expect(purchaseContactPartlyChanged(current, other)).toBe(false);
    expect(canSavePurchaseContact({ ...other, purchaseContactEmail: '' }, true)).toBe(false);
    expect(purchaseContactChanged({ purchaseContactName: null, purchaseContactEmail: null }, other)).toBe(true);
  });

  it('saves payment terms only when another one is selected and nothing is pending', () => {
    expect(canSavePaymentTerms('NET_60', 'NET_30', false)).toBe(true);
    expect(canSavePaymentTerms('NET_30', 'NET_30', false)).toBe(false);
    expect(canSavePaymentTerms(null, 'NET_30', false)).toBe(false);
    expect(canSavePaymentTerms('NET_60', 'NET_30', true)).toBe(false);
  });
});
