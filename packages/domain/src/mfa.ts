import { z } from 'zod';
import { emailField } from './auth';
import { MFA_CODE_LENGTH } from './constants';

/** A six-digit TOTP code, for the form; the server also accepts other text and answers 'Validation Failed'. */
export const mfaCode = z.string().regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`));

/**
 * `POST api/auth/associate-software-token`: with the session of an MFA_SETUP challenge, or signed in
 * (the access token as `Authorization: Bearer` header or as `accessToken` in the body).
 */
export const associateSoftwareTokenBody = z.object({
  session: z.string().min(1).max(512).optional(),
  accessToken: z.string().min(1).max(4096).optional(),
});
export type AssociateSoftwareTokenBody = z.infer<typeof associateSoftwareTokenBody>;

/** A fresh base32 secret for manual entry and the otpauth URI for the QR code. */
export const associateSoftwareTokenReply = z.object({
  secretCode: z.string(),
  otpauthUri: z.string(),
});
export type AssociateSoftwareTokenReply = z.infer<typeof associateSoftwareTokenReply>;

/**
 * `POST api/auth/verify-software-token`: the session or access token of associate, and the code of
 * the new secret. Signed in with two-factor already on, the new authenticator replaces the one in
 * use only with `currentCode`, a current code of that one (decision 134): without it 400
 * MFA_MESSAGES.currentCodeRequired, wrong MFA_MESSAGES.currentCodeMismatch, five wrong within an
 * hour 429 'Attempt Limit Exceed'. A challenge session (which proved the password) needs none.
 */
export const verifySoftwareTokenBody = z.object({
  session: z.string().min(1).max(512).optional(),
  accessToken: z.string().min(1).max(4096).optional(),
  username: emailField.optional(),
  userCode: z.string().max(16),
  currentCode: z.string().max(16).optional(),
});
export type VerifySoftwareTokenBody = z.infer<typeof verifySoftwareTokenBody>;

export const verifySoftwareTokenReply = z.object({ status: z.literal('SUCCESS') });
export type VerifySoftwareTokenReply = z.infer<typeof verifySoftwareTokenReply>;

/**
 * `POST api/universal/users/mfa/disable` (204): a current code of the enabled secret. Refused with
 * 400 when the organisation requires two-factor; wrong codes answer 'Code mismatch', malformed ones
 * 'Validation Failed', five wrong codes within an hour 429 'Attempt Limit Exceed'.
 */
export const disableSoftwareTokenBody = z.object({ code: z.string().max(16) });
export type DisableSoftwareTokenBody = z.infer<typeof disableSoftwareTokenBody>;
