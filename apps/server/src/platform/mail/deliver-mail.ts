import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PermanentJobError, type JobRegistry } from '../jobs/job-registry';
import { MAIL_DELIVERY_JOB } from './send-mail';
import { mailOutbox } from './schema';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to a mail server; throws when it is not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example:587` or `smtps://…:465`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  // nodemailer loads on the first message only: most development starts never send one over SMTP
  let transporter: Promise<{ sendMail(mail: OutgoingMail): Promise<unknown> }> | null = null;
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transporter).sendMail(mail);
    },
  };
}

const deliveryPayload = z.object({ outboxId: z.uuid() });

/**
 * Registers the delivery job: SMTP when a transport is given, otherwise the message stays in the
 * outbox marked delivered_locally (read it at /dev/mailbox). Failures are retried with backoff.
 */
export function registerMailDelivery(
  registry: JobRegistry,
  options: { transport: MailTransport | null; from: string },
) {
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
          await options.transport.send({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        } catch (error) {
          const final = ctx.attempt >= ctx.maxAttempts;
          await ctx.db
            .update(mailOutbox)
            .set({ attempts: ctx.attempt, error: String(error).slice(0, 2_000), state: final ? 'failed' : 'pending' })
            .where(eq(mailOutbox.id, outboxId));
          throw error;
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
