/**
 * Messages the server answers on the account calls (users, organisation, addresses, e-mail change)
 * and the mappings the screens use. The client maps by message, so these strings are part of the
 * contract: change them on both sides.
 */
export const USER_MESSAGES = {
  // spec 000 §8: this exact message gives the form's invalidDomain error
  invalidDomain: 'Invalid request with message Email must be from same domain as organisation',
  emailTaken: 'A user with this e-mail address already exists.',
  emailUnchangeable: 'The e-mail address of an existing user cannot be changed.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotRemoveOwnManagerRole: 'You cannot remove your own manager role.',
  notFound: 'User not found.',
} as const;

export const ORGANISATION_MESSAGES = {
  purchaseContactUnchanged: "The purchase contact's name and e-mail must both differ from the current ones.",
} as const;

/** A purchase contact as stored (either part may be missing) or as entered. */
export interface PurchaseContactValues {
  purchaseContactName: string | null;
  purchaseContactEmail: string | null;
}

/**
 * Spec 000 §5: a new purchase contact's name and e-mail must both differ from the current values
 * (decision 152). Each is compared trimmed and in any case, so 'alice manager' is Alice Manager.
 */
export function purchaseContactDiffers(current: PurchaseContactValues, next: PurchaseContactValues): boolean {
  const same = (a: string | null, b: string | null) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return (
    !same(current.purchaseContactName, next.purchaseContactName) &&
    !same(current.purchaseContactEmail, next.purchaseContactEmail)
  );
}

export const ADDRESS_MESSAGES = {
  // spec 000 §5, word for word
  primaryCannotBeDeleted:
    'It is not possible to delete your primary address. Set another address as the primary address first.',
  invoiceCannotBeDeleted: 'The invoice address cannot be deleted.',
  invoiceCannotBePrimary: 'Only a warehouse address can be the primary address.',
  pendingCannotBePrimary: 'An address can be the primary address only once it has been validated.',
  invoiceExists: 'Your organisation already has an invoice address.',
  primaryLocationLocked:
    'The location of the primary address cannot be changed. Add the new address and make it the primary address once it has been validated.',
  notFound: 'Address not found.',
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  // spec 000 §5: the e-mail form's message for an unchanged address
  notUpdated: 'Email address has not been updated',
  taken: 'This e-mail address is already used by another user.',
  csrfInvalid: 'The security token is missing, invalid or expired. Please reload the page and try again.',
  tokenUnknown: 'E-mail validation link not found',
  tokenUsed: 'This e-mail validation link has already been used',
  tokenExpired: 'This e-mail validation link has expired',
} as const;

export const MFA_MESSAGES = {
  requiredByOrganisation: 'Your organisation requires two-factor authentication; it cannot be switched off.',
  notEnabled: 'Two-factor authentication is not switched on.',
  // replacing the authenticator in use needs one of its codes (decision 134)
  currentCodeRequired: 'A current code of the authenticator app in use is required to replace it.',
  currentCodeMismatch: 'The code of the authenticator app in use is not correct.',
} as const;

/** User create/edit failures of spec 000 §8 (emailTaken is ours: a clearer message than the general one). */
export type UserFormErrorKey = 'invalidDomain' | 'emailTaken' | 'generalError';

export function mapUserFormError(message: string): UserFormErrorKey {
  if (message.includes(USER_MESSAGES.invalidDomain)) return 'invalidDomain';
  if (message.includes(USER_MESSAGES.emailTaken)) return 'emailTaken';
  return 'generalError';
}

/** The notice of the e-mail validation screen (back on /account). */
export type EmailValidationErrorKey = 'expired' | 'used' | 'unknown' | 'taken' | 'generalError';

export function mapEmailValidationError(message: string): EmailValidationErrorKey {
  if (message.includes(EMAIL_CHANGE_MESSAGES.tokenExpired)) return 'expired';
  if (message.includes(EMAIL_CHANGE_MESSAGES.tokenUsed)) return 'used';
  if (message.includes(EMAIL_CHANGE_MESSAGES.tokenUnknown)) return 'unknown';
  if (message.includes(EMAIL_CHANGE_MESSAGES.taken)) return 'taken';
  return 'generalError';
}

/** Failures of the e-mail form (`email-change`). */
export type EmailChangeErrorKey = 'notUpdated' | 'taken' | 'invalidDomain' | 'csrf' | 'generalError';

export function mapEmailChangeError(message: string): EmailChangeErrorKey {
  if (message.includes(EMAIL_CHANGE_MESSAGES.notUpdated)) return 'notUpdated';
  if (message.includes(EMAIL_CHANGE_MESSAGES.taken)) return 'taken';
  if (message.includes(USER_MESSAGES.invalidDomain)) return 'invalidDomain';
  if (message.includes(EMAIL_CHANGE_MESSAGES.csrfInvalid)) return 'csrf';
  return 'generalError';
}
