import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PermanentJobError, type JobRegistry } from '../jobs/job-registry';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';
import { listUnsubscribeHeaders, messageIdOf, repliesGoToSupport } from './mail-headers';
import { MAIL_DELIVERY_JOB } from './send-mail';
import { mailOutbox, type MailOutboxRow } from './schema';

export interface OutgoingMail {
  from: string;
  to: string;
  /** Where answers go; null: to `from`. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`, the same for every attempt at one outbox message. */
  messageId: string;
  /** Further headers (List-Unsubscribe). */
  headers: Record<string, string>;
}

/** Hands a message to a mail server; throws when it is not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The mail server refused the message for good (a 5xx reply): no retry would get it through. */
export class MailRejectedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailRejectedError';
  }
}

interface MailDeliveryOptions {
  transport: MailTransport | null;
  from: string;
  /** Reply-To of messages a recipient may answer (repliesGoToSupport). */
  replyTo: string;
  /** The one-click unsubscribe link of a template's messages to an address, if it has one. */
  unsubscribeUrls?: Partial<Record<MailTemplateName, (to: string) => string>>;
}

/** What goes on the wire for an outbox row. */
function buildOutgoingMail(mail: MailOutboxRow, options: Omit<MailDeliveryOptions, 'transport'>): OutgoingMail {
  const unsubscribeUrl = options.unsubscribeUrls?.[mail.template as MailTemplateName]?.(mail.to);
  return {
    from: options.from,
    to: mail.to,
    replyTo: repliesGoToSupport(mail.template) ? options.replyTo : null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail.id, options.from),
    headers: unsubscribeUrl ? listUnsubscribeHeaders(unsubscribeUrl) : {},
  };
}

const deliveryPayload = z.object({ outboxId: z.uuid() });

/**
 * Registers the delivery job: SMTP when a transport is given, otherwise the message stays in the
 * outbox marked delivered_locally (read it at /dev/mailbox). Failures are retried with backoff.
 */
export function registerMailDelivery(registry: JobRegistry, options: MailDeliveryOptions) {
  registry.register(
    MAIL_DELIVERY_JOB,
    async (payload, ctx) => {
      const parsed = deliveryPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('Malformed mail delivery payload');
      const { outboxId } = parsed.data;
      const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!mail) throw new PermanentJobError(`Outbox message ${outboxId} does not exist`);
      if (mail.state !== 'pending') return;
      if (options.transport) {
        try {
          await options.transport.send(buildOutgoingMail(mail, options));
        } catch (error) {
          // a refusal is final at once: the operator sees it failed (with the server's reply) in the console
          const rejected = error instanceof MailRejectedError;
          const final = rejected || ctx.attempt >= ctx.maxAttempts;
          await ctx.db
            .update(mailOutbox)
            .set({ attempts: ctx.attempt, error: String(error).slice(0, 2_000), state: final ? 'failed' : 'pending' })
            .where(eq(mailOutbox.id, outboxId));
          throw rejected ? new PermanentJobError(error.message) : error;
        }
      }
      const state = options.transport ? 'sent' : 'delivered_locally';
      return async (tx) => {
        await tx
          .update(mailOutbox)
          .set({ state, attempts: ctx.attempt, sentAt: ctx.now, error: null })
          .where(eq(mailOutbox.id, outboxId));
      };
    },
    { backoffMs: 30_000 },
  );
}
