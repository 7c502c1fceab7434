import { z } from 'zod';
import { challengeType, emailField, loginReply } from './auth';
import { tenant } from './roles';

/**
 * `POST api/auth/challenge-respond`: `newPassword` answers NEW_PASSWORD_REQUIRED, `code` (six digits)
 * answers SOFTWARE_TOKEN_MFA and MFA_SETUP. MFA_SETUP needs no code once verify-software-token has
 * succeeded with the same session.
 */
export const challengeRespondBody = z.object({
  type: challengeType,
  session: z.string().min(1).max(512),
  username: emailField,
  tenant: tenant,
  newPassword: z.string().min(1).max(256).optional(),
  // any text up to 16 characters: the server answers 'Validation Failed' for a malformed code
  code: z.string().max(16).optional(),
});
export type ChallengeRespondBody = z.infer<typeof challengeRespondBody>;

/** Tokens, or the next challenge of the chain. */
export const challengeRespondReply = loginReply;
export type ChallengeRespondReply = z.infer<typeof challengeRespondReply>;
