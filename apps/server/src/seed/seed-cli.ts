// `npm run db:seed -w @steelyard/server`: migrate, then seed the demo data into an empty database.
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createFileStorage } from '../platform/files/create-file-storage';
import { resolveServerKeys } from '../platform/keys/server-keys';
import { createPasswordHasher } from '../platform/passwords';
import { seedDemoData } from './demo-seed';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const seeded = await handle.withStartupLock(async () => {
    await handle.migrate();
    const files = await createFileStorage(config.files.storage, (await resolveServerKeys(handle.db, config)).jwtSecret);
    return seedDemoData(handle.db, createPasswordHasher(config.argon2), {
      files,
      feeSchedule: config.feeSchedule,
      now: new Date(),
    });
  });
  console.log(
    seeded
      ? `Demo data seeded: ${JSON.stringify(seeded.marketplace)}.`
      : 'The database already has organisations; nothing seeded.',
  );
} finally {
  await handle.close();
}
