import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  MFA_MESSAGES,
  ORGANISATION_MESSAGES,
  USER_MESSAGES,
} from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { PERMISSION_GROUP_IDS, PERMISSIONS } from '@steelyard/domain/permissions';
import { catalogues } from '../../../test/catalogues';
import { ApiError } from '../../../shared/api/api-error';
import { purchaseContactErrorKey } from '../components/settings/purchase-contact-form';
import { isAccountAnswer } from './account-answers';
import { addressErrorKey } from './addresses';
import { passwordChangeErrorKey } from './change-password';
import { emailChangeErrorKey, emailValidationErrorKey } from './email-change';
import { userFormErrorKey } from './managed-users';
import { disableTwoFactorMessageKey, replaceTwoFactorMessageKey } from './two-factor';

const failure = (status: number, message: string) =>
  ApiError.fromStatus(status, message, { method: 'POST', uri: '/api/manager/users/' });
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.en);

describe('account error mappings (spec 000 §8)', () => {
  it('user form: invalidDomain for the domain message, a taken address, otherwise the general error', () => {
    expect(userFormErrorKey(failure(400, USER_MESSAGES.invalidDomain))).toBe('invalidDomain');
    expect(userFormErrorKey(failure(400, USER_MESSAGES.emailTaken))).toBe('emailTaken');
    expect(userFormErrorKey(failure(400, USER_MESSAGES.cannotRemoveOwnManagerRole))).toBe('generalError');
    expect(userFormErrorKey(failure(500, 'boom'))).toBe('generalError');
    expect(userFormErrorKey(new Error('x'))).toBe('generalError');
    expect(text('account.editUser.errors.invalidDomain')).toBe(
      'The email address must be from the same domain as your organisation.',
    );
  });

  it('change password: wrong password, attempt limit, anything else', () => {
    expect(passwordChangeErrorKey(failure(400, AUTH_MESSAGES.wrongPassword))).toBe('incorrectPassword');
    expect(passwordChangeErrorKey(failure(429, AUTH_MESSAGES.attemptLimitExceed))).toBe('rateLimitError');
    expect(passwordChangeErrorKey(failure(500, 'boom'))).toBe('genericError');
    expect(text('account.changePassword.errors.rateLimitError')).toBe(
      'Too many wrong attempts. Please try again in an hour.',
    );
  });

  it('addresses: the primary rule and the other known answers, not found, otherwise general', () => {
    expect(addressErrorKey(failure(400, ADDRESS_MESSAGES.primaryCannotBeDeleted))).toBe('primaryCannotBeDeleted');
    expect(addressErrorKey(failure(400, ADDRESS_MESSAGES.primaryLocationLocked))).toBe('primaryLocationLocked');
    expect(addressErrorKey(failure(400, ADDRESS_MESSAGES.pendingCannotBePrimary))).toBe('pendingCannotBePrimary');
    expect(addressErrorKey(failure(404, ADDRESS_MESSAGES.notFound))).toBe('notFound');
    expect(addressErrorKey(failure(404, 'Not Found'))).toBe('notFound');
    expect(addressErrorKey(failure(503, 'down'))).toBe('generalError');
    expect(text('account.organisation.primaryCannotBeDeleted')).toBe(ADDRESS_MESSAGES.primaryCannotBeDeleted);
    expect(text('account.address.errors.loadFailed')).toBe('Address could not be loaded.');
  });

  it('e-mail change and validation', () => {
    expect(emailChangeErrorKey(failure(400, EMAIL_CHANGE_MESSAGES.notUpdated))).toBe('notUpdated');
    expect(emailChangeErrorKey(failure(403, EMAIL_CHANGE_MESSAGES.csrfInvalid))).toBe('csrf');
    expect(emailChangeErrorKey(failure(400, USER_MESSAGES.invalidDomain))).toBe('invalidDomain');
    expect(emailChangeErrorKey(failure(429, AUTH_MESSAGES.tooManyRequests))).toBe('rateLimited');
    expect(emailValidationErrorKey(failure(404, EMAIL_CHANGE_MESSAGES.tokenUnknown))).toBe('unknown');
    expect(emailValidationErrorKey(failure(400, EMAIL_CHANGE_MESSAGES.tokenUsed))).toBe('used');
    expect(emailValidationErrorKey(failure(400, EMAIL_CHANGE_MESSAGES.tokenExpired))).toBe('expired');
    expect(emailValidationErrorKey(failure(500, 'boom'))).toBe('generalError');
  });

  it('two-factor switch-off: code messages, lockout, the organisation rule', () => {
    expect(disableTwoFactorMessageKey(failure(400, AUTH_MESSAGES.codeMismatch))).toBe(
      'shared.twoFactor.errors.codeMismatch',
    );
    expect(disableTwoFactorMessageKey(failure(429, AUTH_MESSAGES.attemptLimitExceed))).toBe(
      'account.editMfa.errors.rateLimit',
    );
    expect(disableTwoFactorMessageKey(failure(400, MFA_MESSAGES.requiredByOrganisation))).toBe(
      'account.editMfa.errors.required',
    );
  });

  it('replacing the authenticator: the current code, the lockout, then the new code as spec 000 §8', () => {
    expect(replaceTwoFactorMessageKey(failure(400, MFA_MESSAGES.currentCodeMismatch))).toBe(
      'account.editMfa.errors.currentCodeMismatch',
    );
    expect(replaceTwoFactorMessageKey(failure(400, MFA_MESSAGES.currentCodeRequired))).toBe(
      'account.editMfa.errors.currentCodeRequired',
    );
    expect(replaceTwoFactorMessageKey(failure(429, AUTH_MESSAGES.attemptLimitExceed))).toBe(
      'account.editMfa.errors.rateLimit',
    );
    expect(replaceTwoFactorMessageKey(failure(400, AUTH_MESSAGES.codeMismatch))).toBe(
      'shared.twoFactor.errors.codeMismatch',
    );
    for (const key of ['currentCodeMismatch', 'currentCodeRequired']) {
      expect(text(`account.editMfa.errors.${key}`)).toEqual(expect.any(String));
    }
  });

  it('purchase contact: unchanged, otherwise the save failure', () => {
    expect(purchaseContactErrorKey(failure(400, ORGANISATION_MESSAGES.purchaseContactUnchanged))).toBe(
      'account.purchaseContact.unchanged',
    );
    expect(purchaseContactErrorKey(failure(500, 'boom'))).toBe('account.purchaseContact.failed');
  });

  it("treats the account contract's answers as answers, and reports faults and unknown 400s", () => {
    expect(isAccountAnswer(failure(400, USER_MESSAGES.invalidDomain))).toBe(true);
    expect(isAccountAnswer(failure(404, 'User not found.'))).toBe(true);
    expect(isAccountAnswer(failure(400, AUTH_MESSAGES.wrongPassword))).toBe(true);
    expect(isAccountAnswer(failure(400, 'body/name must be string'))).toBe(false);
    expect(isAccountAnswer(failure(500, 'boom'))).toBe(false);
  });

  it('has a text for every permission and group of the catalogue', () => {
    for (const p of PERMISSIONS) expect(typeof text(`account.permissions.${p.id}`), p.id).toBe('string');
    for (const g of PERMISSION_GROUP_IDS) expect(typeof text(`account.permissionGroups.${g}`), g).toBe('string');
  });
});
