import type { AccessTokens } from './access-tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ErrorReporter } from './error-reporting';
import type { PasswordHasher } from './passwords';

/** What route modules get from the app: the database and the platform services. */
export interface ServerContext {
  config: Config;
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  passwords: PasswordHasher;
  reporter: ErrorReporter;
}
