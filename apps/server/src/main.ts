// Starts the server: config, database, migrations, demo seed, then the HTTP listener.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, REPO_ROOT, type Config } from './platform/config';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { DatabaseLockedError } from './platform/db/lock-file';
import type { FileStorage } from './platform/files/file-storage';
import type { JobPoller } from './platform/jobs/job-poller';
import { devMailboxLink } from './platform/mail/dev-mailbox-link';

/** Tells the operator once which integrations are off or stand-ins. */
function logStartupNotes(app: FastifyInstance, config: Config): void {
  const generated = app.ctx.keys.generated;
  if (generated.length > 0) {
    app.log.info(
      { keys: generated },
      'keys not set in the environment: using the ones generated once and kept in the database',
    );
  }
  if (config.env === 'production' && generated.includes('mfa-encryption-key')) {
    app.log.warn('MFA_ENCRYPTION_KEY is not set: two-factor secrets are sealed with a key stored in the same database');
  }
  if (!config.captcha) app.log.info('captcha is off (RECAPTCHA_SECRET is not set)');
  if (!config.mail.smtpUrl) app.log.info('SMTP_URL is not set: e-mails stay in the local outbox');
  // the key opens every e-mail of the outbox (reset links, temporary passwords): only the log gets it
  if (config.devMailbox) app.log.info(`development mailbox at ${devMailboxLink(config)}`);
}

async function start(): Promise<void> {
  const envFile = path.join(REPO_ROOT, '.env');
  // variables already set in the environment win over the file
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const startedAt = performance.now();

  // PGlite compiles its WebAssembly in the background while the app modules load (ready in under 3 s)
  const opening = openDatabase(config);
  opening.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  const [
    { buildApp },
    { seedDemoData },
    { createPasswordHasher },
    { startJobPoller },
    { createFileStorage },
    { resolveServerKeys },
  ] = await Promise.all([
    import('./app'),
    import('./seed/demo-seed'),
    import('./platform/passwords'),
    import('./platform/jobs/job-poller'),
    import('./platform/files/create-file-storage'),
    import('./platform/keys/server-keys'),
  ]);
  let handle: DatabaseHandle | null = await opening;
  const db = handle.db;
  let app: FastifyInstance | null = null;
  let poller: JobPoller | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      // jobs being run finish first: their commit and "done" are one transaction
      await poller?.stop();
      await app?.close();
    } finally {
      // closing PGlite releases the lock file, so a restart does not find the directory in use
      await handle?.close();
      handle = null;
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    const passwords = createPasswordHasher(config.argon2);
    // a bucket that cannot be used stops the start before the database is migrated (S3 signs nothing with the secret)
    let files: FileStorage | undefined =
      config.files.storage.driver === 's3' ? await createFileStorage(config.files.storage, '') : undefined;
    const seeded = await handle.withStartupLock(async () => {
      await handle!.migrate();
      if (!config.seedDemo) return null;
      // the demo listings' pictures and certificates go to the store the app then serves them from
      files ??= await createFileStorage(config.files.storage, (await resolveServerKeys(db, config)).jwtSecret);
      const seedingFrom = performance.now();
      const summary = await seedDemoData(db, passwords, { files, feeSchedule: config.feeSchedule, now: new Date() });
      return summary && { ...summary.marketplace, seedMs: Math.round(performance.now() - seedingFrom) };
    });
    app = await buildApp({ config, db, passwords, files });
    logStartupNotes(app, config);
    if (seeded) app.log.info(seeded, 'demo data seeded (password of every demo user: see DEMO_PASSWORD)');
    await app.listen({ host: config.host, port: config.port });
    if (config.jobsPollMs > 0) {
      poller = startJobPoller({
        db,
        clock: app.ctx.clock,
        registry: app.ctx.jobs,
        intervalMs: config.jobsPollMs,
        log: app.log,
      });
    } else {
      app.log.warn('JOBS_POLL_MS=0: jobs are not run, so e-mails stay pending');
    }
    app.log.info(
      {
        driver: handle.driver,
        readyInMs: Math.round(performance.now() - startedAt),
        sinceProcessStartMs: Math.round(process.uptime() * 1000),
      },
      `Steelyard is ready on http://${config.host}:${config.port}`,
    );
  } catch (error) {
    await app?.close().catch(() => {});
    await handle?.close();
    throw error;
  }
}

try {
  await start();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('Steelyard could not start:', error);
  }
  process.exit(1);
}
