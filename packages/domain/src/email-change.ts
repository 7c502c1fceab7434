import { z } from 'zod';
import { emailField } from './auth';

/** The header that carries the token of `email-csrf-token` (any case). */
export const EMAIL_CSRF_HEADER = 'X-CSRF-Token';

/** `GET api/universal/users/email-csrf-token`: a fresh token (replaces the previous one), valid one hour. */
export const emailCsrfTokenReply = z.object({ csrfEmailToken: z.string(), validTo: z.string() });
export type EmailCsrfTokenReply = z.infer<typeof emailCsrfTokenReply>;

/**
 * `PUT api/universal/users/email-change` with X-CSRF-Token (202): e-mails the new address a link to
 * `/account/email-validation/:token` (24 h, single use); the address changes only once it is used.
 * 403 without a valid token of the caller; 400 'Email address has not been updated' for the
 * current address; 400 for another user's address or another domain than the organisation's.
 */
export const emailChangeBody = z.object({ email: emailField });
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

export const emailChangeReply = z.object({ email: z.string(), validTo: z.string() });
export type EmailChangeReply = z.infer<typeof emailChangeReply>;

/**
 * `POST api/universal/users/email-validation/{token}` with X-CSRF-Token (200, the new address):
 * signed in as the user who asked; other sessions of the user end. Unknown 404, used or expired 400.
 */
export const emailValidationParams = z.object({ token: z.string().min(1).max(256) });
export const emailValidationReply = z.object({ email: z.string() });
export type EmailValidationReply = z.infer<typeof emailValidationReply>;
