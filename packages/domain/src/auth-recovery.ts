import { z } from 'zod';
import { emailField } from './auth';
import { tenant } from './roles';

/** `POST api/auth/forgot-password`: always 204, whether or not the address has an account. */
export const forgotPasswordBody = z.object({
  email: emailField,
  tenant: tenant,
  recaptchaToken: z.string().max(4096).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The token of a reset or activation link (`?token=…&email=…`). */
export const passwordLinkToken = z.string().min(1).max(256);

/** `POST api/auth/forgot-password/verify` (reset and activation links alike). */
export const verifyPasswordTokenBody = z.object({ token: passwordLinkToken });
export type VerifyPasswordTokenBody = z.infer<typeof verifyPasswordTokenBody>;

export const verifyPasswordTokenReply = z.object({ valid: z.literal(true), email: z.string() });
export type VerifyPasswordTokenReply = z.infer<typeof verifyPasswordTokenReply>;

/** `PUT api/auth/forgot-password/reset-password` and `PUT api/auth/set-new-password`. */
export const setPasswordWithTokenBody = z.object({
  password: z.string().min(1).max(256),
  token: passwordLinkToken,
  tenant: tenant,
});
export type SetPasswordWithTokenBody = z.infer<typeof setPasswordWithTokenBody>;

export const setPasswordWithTokenReply = z.object({ email: z.string() });
export type SetPasswordWithTokenReply = z.infer<typeof setPasswordWithTokenReply>;

/** `POST api/auth/resend-link`: a fresh link of the same kind as an (expired) token; always 204. */
export const resendLinkBody = z.object({ token: passwordLinkToken });
export type ResendLinkBody = z.infer<typeof resendLinkBody>;

/** `GET api/public/users/resend-welcome-email?email=`: always 204. */
export const resendWelcomeEmailQuery = z.object({ email: emailField });
export type ResendWelcomeEmailQuery = z.infer<typeof resendWelcomeEmailQuery>;
