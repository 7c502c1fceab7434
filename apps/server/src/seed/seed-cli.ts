// `npm run db:seed -w @steelyard/server`: migrate, then seed the demo data into an empty database.
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createPasswordHasher } from '../platform/passwords';
import { seedDemoData } from './demo-seed';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const seeded = await handle.withStartupLock(async () => {
    await handle.migrate();
    return seedDemoData(handle.db, createPasswordHasher(config.argon2));
  });
  console.log(seeded ? 'Demo data seeded.' : 'The database already has organisations; nothing seeded.');
} finally {
  await handle.close();
}
