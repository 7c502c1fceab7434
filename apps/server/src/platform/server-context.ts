import type { AccessTokens } from './access-tokens';
import type { CaptchaVerifier } from './captcha';
import type { Clock } from './clock';
import type { ConcurrencyGate } from './concurrency-gate';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ErrorReporter } from './error-reporting';
import type { FileStorage } from './files/file-storage';
import type { JobRegistry } from './jobs/job-registry';
import type { ServerKeys } from './keys/server-keys';
import type { PasswordHasher } from './passwords';

/** What route modules get from the app: the database and the platform services. */
export interface ServerContext {
  config: Config;
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  passwords: PasswordHasher;
  reporter: ErrorReporter;
  /** Signing and encryption keys (from the environment, or generated once and kept in the database). */
  keys: ServerKeys;
  captcha: CaptchaVerifier;
  /** Job handlers of this server; modules register theirs, the poller (or a test) runs them. */
  jobs: JobRegistry;
  /** Where uploaded files are kept (local directory or S3-compatible bucket). */
  files: FileStorage;
  /** How many searches this instance runs at once, and one user may have in flight (issue 22). */
  searchGate: ConcurrencyGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context the app was built with (main starts the job poller with it, tests reach services). */
    ctx: ServerContext;
  }
}
