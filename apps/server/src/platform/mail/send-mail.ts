import type { Language } from '@steelyard/domain/constants';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';
import type { Database } from '../db/database';
import { enqueueJob } from '../jobs/enqueue-job';
import { mailOutbox } from './schema';
import { renderMailTemplate, type MailTemplateParams } from './templates/mail-templates';

export const MAIL_DELIVERY_JOB = 'mail.deliver';
// about an hour of retries with the delivery backoff (30 s doubling)
export const MAIL_DELIVERY_MAX_ATTEMPTS = 8;

export interface MailRequest<K extends MailTemplateName> {
  to: string;
  locale: Language;
  template: K;
  params: MailTemplateParams[K];
}

/**
 * Renders a template into the outbox and enqueues its delivery, in one transaction (a savepoint of
 * the caller's when `db` is one): the message exists exactly when the change it reports does, and
 * the request never waits for SMTP. Returns the outbox id.
 */
export async function sendMail<K extends MailTemplateName>(
  db: Database,
  mail: MailRequest<K>,
  now: Date,
): Promise<string> {
  const rendered = renderMailTemplate(mail.template, mail.locale, mail.params);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ to: mail.to, template: mail.template, locale: mail.locale, ...rendered, createdAt: now })
      .returning({ id: mailOutbox.id });
    await enqueueJob(
      tx,
      {
        type: MAIL_DELIVERY_JOB,
        payload: { outboxId: row!.id },
        dedupeKey: `mail:${row!.id}`,
        maxAttempts: MAIL_DELIVERY_MAX_ATTEMPTS,
      },
      now,
    );
    return row!.id;
  });
}

/** A link into the web app for an e-mail: `${publicUrl}${path}?query`, values encoded. */
export function buildLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}
