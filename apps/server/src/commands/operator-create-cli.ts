// `npm run operator:create -w @steelyard/server -- --email … --name … [--read-only]`: the first
// operator of a fresh database (DATABASE_URL, or the PGlite data directory behind its lock file).
import { parseArgs } from 'node:util';
import { emailField } from '@steelyard/domain/auth';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { createPasswordHasher } from '../platform/passwords';
import { createOperatorAccount } from '../workflows/operator-accounts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, 'read-only': { type: 'boolean', default: false } },
});
const email = emailField.safeParse(values.email ?? '');
const name = values.name?.trim() ?? '';
if (!email.success || name === '' || name.length > 100) {
  console.error('Usage: npm run operator:create -- --email <e-mail> --name <name> [--read-only]');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const created = await handle.withStartupLock(async () => {
    await handle.migrate();
    return createOperatorAccount(
      handle.db,
      createPasswordHasher(config.argon2),
      { email: email.data, name, role: values['read-only'] ? 'OPERATOR_READONLY' : 'OPERATOR' },
      new Date(),
    );
  });
  // shown once: only its hash is stored
  console.log(`Operator ${created.email} created.`);
  console.log(`Temporary password (valid 24 hours, shown only now): ${created.temporaryPassword}`);
  console.log('Sign in at /operator/login: choose a new password, then set up two-factor.');
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await handle.close();
}
