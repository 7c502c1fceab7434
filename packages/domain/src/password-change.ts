import { z } from 'zod';

/** `PATCH api/universal/users/password-change`: 204 on success. */
export const passwordChangeBody = z.object({
  oldPassword: z.string().min(1).max(256),
  newPassword: z.string().min(1).max(256),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
