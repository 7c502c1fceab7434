import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';

/**
 * Messages that announce something many people get without asking a question (matches of saved
 * searches, requests sellers may quote on): an answer to them is noise for support, so they carry no
 * Reply-To. Every other message is about the recipient's own account, order, listing or request, and
 * an answer to it reaches support instead of the unread sender address.
 */
const NO_REPLY_TEMPLATES: ReadonlySet<MailTemplateName> = new Set(['alert-digest', 'urgent-request', 'rfq-live']);

/** The address part of `Name <address>` or a bare address. */
function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * The Message-ID of an outbox row: its id at the sender's domain, so every retry of one message
 * carries the same id (receivers drop the duplicate when a "lost" attempt did arrive).
 */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = addressOf(from).split('@')[1] || 'steelyard.invalid';
  return `<${outboxId}@${domain}>`;
}

/** Whether a template's answers go to support (see NO_REPLY_TEMPLATES). */
export function repliesGoToSupport(template: string): boolean {
  return !NO_REPLY_TEMPLATES.has(template as MailTemplateName);
}

/** The key of unsubscribe links: derived from the server's signing secret, so it needs no setting of its own. */
export function deriveUnsubscribeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('mail-unsubscribe').digest();
}

/** A token that proves an unsubscribe link was mailed to this address (no expiry: old mails keep working). */
export function signUnsubscribeToken(key: Buffer, purpose: string, email: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email.trim().toLowerCase()}`).digest('base64url');
}

/** Checks a token of signUnsubscribeToken in constant time. */
export function verifyUnsubscribeToken(key: Buffer, purpose: string, email: string, token: string): boolean {
  const expected = Buffer.from(signUnsubscribeToken(key, purpose, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs to the link. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
