import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The development mailbox's key of the journeys' servers (playwright.config.ts and the scale-out stack
 * set DEV_MAILBOX_KEY to it): the mailbox answers only its holder (decision 140).
 */
export const E2E_DEV_MAILBOX_KEY = 'e2e-journeys-development-mailbox-key';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
  locale: string;
  createdAt: string;
}

/** Waits for a message of a template, written after `since`, to reach `to` in the development outbox. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  template: string,
  since = new Date(0),
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: { 'x-dev-mailbox-key': E2E_DEV_MAILBOX_KEY },
        });
        expect(reply.status(), await reply.text()).toBe(200);
        const { items } = (await reply.json()) as { items: MailboxMessage[] };
        found = items.find((m) => m.template === template && new Date(m.createdAt) >= since);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link of a message pointing into the app, as a path (the e-mail names the full URL). */
export function findAppLink(message: MailboxMessage, pathPrefix: string): string {
  const match = message.text.match(new RegExp(`https?://[^\\s]+${pathPrefix}[^\\s]*`));
  if (!match) throw new Error(`No ${pathPrefix} link in "${message.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
