import type { Config } from '../config';

/**
 * The link the server prints at start (decision 140): whoever holds it reads every e-mail of the
 * outbox. Its own module, so main imports nothing else of the mailbox before the app loads.
 */
export function devMailboxLink(config: Pick<Config, 'host' | 'port' | 'devMailboxKey'>): string {
  return `http://${config.host}:${config.port}/dev/mailbox?key=${encodeURIComponent(config.devMailboxKey)}`;
}
