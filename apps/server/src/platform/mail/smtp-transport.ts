import { rootCertificates } from 'node:tls';
import type { Config } from '../config';
import { MailRejectedError, type MailTransport, type OutgoingMail } from './deliver-mail';

type SmtpSettings = Pick<Config['mail'], 'smtpRequireTls' | 'smtpTlsCa'> & { smtpUrl: string };

/** nodemailer's options for the settings; exported for the config's tests. */
export function smtpTransportOptions(settings: SmtpSettings) {
  const url = new URL(settings.smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    // smtps: TLS from the first byte; smtp: STARTTLS, required unless SMTP_REQUIRE_TLS=false
    secure,
    requireTLS: !secure && settings.smtpRequireTls,
    auth:
      url.username || url.password
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
    tls: {
      // always verified; a private CA is added to the system's list, never replaces it
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2' as const,
      ...(settings.smtpTlsCa ? { ca: [...rootCertificates, settings.smtpTlsCa] } : {}),
    },
    // well inside the delivery job's lease (5 min): a silent server fails the attempt, which is retried
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

interface SmtpError extends Error {
  command?: string;
  permanent?: boolean;
}

/**
 * A 5xx reply to the recipient or to the message itself (unknown mailbox, message refused) is final
 * for this message. Everything else is retried: 4xx replies, lost or refused connections, TLS
 * trouble, and also 5xx replies to the login (535), to STARTTLS or to the sender: those say nothing
 * about this message but about the settings, which the operator fixes while it is retried.
 */
function isRejection(error: SmtpError): boolean {
  return error.permanent === true && (error.command === 'RCPT TO' || error.command === 'DATA');
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example:587` (STARTTLS) or `smtps://…:465`. */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  // nodemailer loads on the first message only: most development starts never send one over SMTP
  let transporter: Promise<{ sendMail(mail: object): Promise<unknown> }> | null = null;
  return {
    async send(mail: OutgoingMail) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpTransportOptions(settings)));
      try {
        await (
          await transporter
        ).sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: mail.headers,
        });
      } catch (error) {
        if (error instanceof Error && isRejection(error as SmtpError)) {
          throw new MailRejectedError(error.message, { cause: error });
        }
        throw error;
      }
    },
  };
}
