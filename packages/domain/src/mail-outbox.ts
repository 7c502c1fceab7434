import { z } from 'zod';
import { MAIL_TEMPLATES } from './dev-mailbox';
import { listReply } from './paging';

/**
 * A message the mail server refused for good or that ran out of retries, as the operator console
 * shows it: never its text, which may hold a reset link or a temporary password.
 */
const failedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.enum(MAIL_TEMPLATES),
  locale: z.string(),
  attempts: z.number().int(),
  /** The mail server's reply or the connection error of the last attempt. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

/** `GET api/admin/mail-outbox/failed`: newest first. */
export const failedMailQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const failedMailList = listReply(failedMail);
export type FailedMailList = z.infer<typeof failedMailList>;
