// Starts the server: config, database, migrations, demo seed, then the HTTP listener.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, REPO_ROOT } from './platform/config';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { DatabaseLockedError } from './platform/db/lock-file';

async function start(): Promise<void> {
  const envFile = path.join(REPO_ROOT, '.env');
  // variables already set in the environment win over the file
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const startedAt = performance.now();

  // PGlite compiles its WebAssembly in the background while the app modules load (ready in under 3 s)
  const opening = openDatabase(config);
  opening.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  const [{ buildApp }, { seedDemoData }, { createPasswordHasher }] = await Promise.all([
    import('./app'),
    import('./seed/demo-seed'),
    import('./platform/passwords'),
  ]);
  let handle: DatabaseHandle | null = await opening;
  const db = handle.db;
  let app: FastifyInstance | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    try {
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
    const seeded = await handle.withStartupLock(async () => {
      await handle!.migrate();
      return config.seedDemo ? seedDemoData(db, passwords) : false;
    });
    app = await buildApp({ config, db, passwords });
    if (config.jwtSecretGenerated) {
      app.log.warn('JWT_SECRET is not set: a random secret is used, so sessions end when the server restarts');
    }
    if (seeded) app.log.info('demo data seeded (password of every demo user: see DEMO_PASSWORD)');
    await app.listen({ host: config.host, port: config.port });
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
