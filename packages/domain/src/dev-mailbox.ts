import { z } from 'zod';

export const MAIL_STATES = ['pending', 'sent', 'delivered_locally', 'failed'] as const;
export const MAIL_TEMPLATES = [
  'activation',
  'temporary-password',
  'password-reset',
  'email-validation',
  'address-rejected',
  'alert-digest',
  'urgent-request',
  'order-confirmation',
  'order-status-changed',
  'negotiation-changed',
  'rfq-reviewed',
  'rfq-live',
  'material-sold',
  'rfq-quote-decided',
  'rfq-closed',
  'second-factor-changed',
  'listing-reviewed',
  'listing-expiring',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/** One message of the outbox as the development mailbox shows it. */
export const devMailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  locale: z.string(),
  state: z.enum(MAIL_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessage>;

/** `GET api/dev/mailbox?to=`: newest first (development only; 404 when DEV_MAILBOX is off). */
export const devMailboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The mailbox's key, as the link the server prints at start carries it (or in the X-Dev-Mailbox-Key header). */
  key: z.string().max(256).optional(),
});
export const devMailboxReply = z.object({ items: z.array(devMailboxMessage) });
export type DevMailboxReply = z.infer<typeof devMailboxReply>;
