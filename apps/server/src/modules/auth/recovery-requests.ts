import { z } from 'zod';
import type { ForgotPasswordBody } from '@steelyard/domain/auth-recovery';
import { tenant } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { findUserCredentialsByEmail, findUserCredentialsById } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { countRecoveryMail } from './login-throttle';
import { sendPasswordLink } from './password-links';
import { findPasswordTokenByHash } from './recovery-queries';
import { hashSecretToken } from '../../platform/secret-tokens';
import { hasPendingTemporaryPassword, prepareTemporaryPassword, storeTemporaryPassword } from './temporary-passwords';

// The three calls below only count the request and enqueue a job, then answer 204: the request does
// the same work whether or not the account exists, so neither its answer nor its timing tells an
// address apart. Past five requests an hour for one address (or link) nothing more is sent.
const FORGOT_PASSWORD_JOB = 'auth.forgot-password';
const RESEND_WELCOME_JOB = 'auth.resend-welcome-email';
const RESEND_LINK_JOB = 'auth.resend-link';

async function enqueueRecoveryMail(db: Database, subject: string, type: string, payload: object, now: Date) {
  if (await countRecoveryMail(db, subject, now)) await enqueueJob(db, { type, payload }, now);
}

/** `forgot-password`: after the captcha, queues a reset link for the address. */
export async function requestPasswordReset(
  db: Database,
  deps: AuthDeps,
  body: ForgotPasswordBody,
  ip: string,
): Promise<void> {
  await deps.captcha.assertHuman(body.recaptchaToken, ip);
  const email = body.email.toLowerCase();
  await enqueueRecoveryMail(
    db,
    `forgot:${email}`,
    FORGOT_PASSWORD_JOB,
    { email, tenant: body.tenant },
    deps.clock.now(),
  );
}

/** `resend-welcome-email`: queues a new temporary password, or a new activation link. */
export async function requestWelcomeEmail(db: Database, deps: AuthDeps, email: string): Promise<void> {
  const address = email.toLowerCase();
  await enqueueRecoveryMail(db, `welcome:${address}`, RESEND_WELCOME_JOB, { email: address }, deps.clock.now());
}

/** `resend-link`: queues a fresh link of the same kind as `token` (for the expired-link screen). */
export async function requestLinkResend(db: Database, deps: AuthDeps, token: string): Promise<void> {
  const tokenHash = hashSecretToken(token);
  await enqueueRecoveryMail(db, `link:${tokenHash}`, RESEND_LINK_JOB, { tokenHash }, deps.clock.now());
}

function parse<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('Malformed job payload');
  return parsed.data;
}

/** The auth module's jobs: they look the account up and write the e-mail (if any) as their commit. */
export function registerAuthJobs(registry: JobRegistry, deps: AuthDeps): void {
  registry.register(FORGOT_PASSWORD_JOB, async (payload, ctx) => {
    const p = parse(z.object({ email: z.string(), tenant }), payload);
    const user = await findUserCredentialsByEmail(ctx.db, p.email);
    if (!user || !user.activated || user.tenant !== p.tenant) return;
    return (tx) => sendPasswordLink(tx, deps, user, 'reset', ctx.now);
  });

  registry.register(RESEND_WELCOME_JOB, async (payload, ctx) => {
    const p = parse(z.object({ email: z.string() }), payload);
    const user = await findUserCredentialsByEmail(ctx.db, p.email);
    if (!user || !user.activated) return;
    if (await hasPendingTemporaryPassword(ctx.db, user.id)) {
      const prepared = await prepareTemporaryPassword(deps);
      return (tx) => storeTemporaryPassword(tx, deps, user, prepared, ctx.now);
    }
    // a user added by a manager has no password until the activation link is used
    if (user.passwordHash == null) return (tx) => sendPasswordLink(tx, deps, user, 'activation', ctx.now);
  });

  registry.register(RESEND_LINK_JOB, async (payload, ctx) => {
    const p = parse(z.object({ tokenHash: z.string() }), payload);
    const row = await findPasswordTokenByHash(ctx.db, p.tokenHash);
    // a used link has done its work: the password exists, the user signs in
    if (!row || row.usedAt) return;
    const user = await findUserCredentialsById(ctx.db, row.userId);
    if (!user || !user.activated) return;
    return (tx) => sendPasswordLink(tx, deps, user, row.kind, ctx.now);
  });
}
