// Sentry's ingestion on loopback (src/test-support/sentry-receiver.ts): keeps the envelopes it is sent and
// answers them at GET /received, for the error-reporting journey (e2e/playwright.integrations.config.ts runs it as
// a web server). Stops on SIGTERM or SIGINT.
import { startSentryReceiver } from '../src/test-support/sentry-receiver';

const receiver = await startSentryReceiver({
  port: Number(process.env.SENTRY_STAND_IN_PORT ?? 4590),
  publicKey: process.env.SENTRY_STAND_IN_KEY ?? 'standinkey',
  project: process.env.SENTRY_STAND_IN_PROJECT ?? '42',
});
console.log(`sentry stand-in: DSN ${receiver.dsn}`);

const stop = async () => {
  await receiver.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
