// `npm run db:migrate -w @steelyard/server`: applies the committed migrations and exits.
import { loadConfig } from '../config';
import { openDatabase } from './database';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.withStartupLock(() => handle.migrate());
  console.log(`Migrations applied (${handle.driver}).`);
} finally {
  await handle.close();
}
