import type { AccessTokens } from '../../platform/access-tokens';
import type { CaptchaVerifier } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import { createSecretBox, type SecretBox } from '../../platform/keys/secret-box';
import type { PasswordHasher } from '../../platform/passwords';
import type { ServerContext } from '../../platform/server-context';
import type { ThrottleLimits } from './login-throttle';
import { createPasswordPolicy, type PasswordPolicy } from './password-policy';

/** What the auth services need besides the database. */
export interface AuthDeps {
  tokens: AccessTokens;
  passwords: PasswordHasher;
  clock: Clock;
  limits: ThrottleLimits;
  /** Base of the links in e-mails. */
  publicUrl: string;
  /** The support address e-mails name. */
  supportEmail: string;
  captcha: CaptchaVerifier;
  /** Seals the two-factor secrets. */
  mfaSecrets: SecretBox;
  passwordPolicy: PasswordPolicy;
}

/** The auth services' dependencies from the app context (routes, jobs, and other modules' flows). */
export function createAuthDeps(ctx: ServerContext): AuthDeps {
  return {
    tokens: ctx.tokens,
    passwords: ctx.passwords,
    clock: ctx.clock,
    limits: {
      maxFailuresPerEmail: ctx.config.loginMaxFailuresPerEmail,
      maxFailuresPerAccount: ctx.config.loginMaxFailuresPerAccount,
      maxFailuresPerIp: ctx.config.loginMaxFailuresPerIp,
      maxRequestsPerIp: ctx.config.authMaxRequestsPerIp,
    },
    publicUrl: ctx.config.publicUrl,
    supportEmail: ctx.config.supportEmail,
    captcha: ctx.captcha,
    mfaSecrets: createSecretBox(ctx.keys.mfaEncryptionKey, 'mfa-secrets'),
    passwordPolicy: createPasswordPolicy(),
  };
}
