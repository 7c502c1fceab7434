import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_CART_RESERVATION_MINUTES } from '@steelyard/domain/cart';
import { DEFAULT_EXCHANGE_RATES, exchangeRates, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import { DEFAULT_FEE_SCHEDULE, feeSchedule, type FeeSchedule } from '@steelyard/domain/fee-schedule';
import { SUPPORTED_CURRENCIES } from '@steelyard/domain/listing-commercial';

/** The repository root, for defaults such as `./data` and `apps/web/dist`. */
/** The nearest folder above `from` that holds apps/server: this file runs from src/ under tsx, from dist/ once built. */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No Steelyard repository above ${from}.`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The release error reports name: the server's package version and, in a bundle built inside a git checkout,
 * the commit (scripts/build-server.mjs writes STEELYARD_GIT_SHA into it; unset when run from the sources).
 */
function appRelease(): string {
  const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8'));
  const sha = process.env.STEELYARD_GIT_SHA;
  return sha ? `steelyard@${version}+${sha}` : `steelyard@${version}`;
}

const DEFAULT_ANALYTICS_SERVER_URL = 'https://api.eu.amplitude.com/2/httpapi';
const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

// env vars arrive as strings; an empty string counts as "not set" so `FOO=` in .env is harmless
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === '' || v == null ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
  );
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (v === '' || v == null ? fallback : v), z.coerce.number().int().min(min).max(max));
const optionalFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v == null ? undefined : v === 'true' || v === '1')),
);

/** CORS_ALLOWED_ORIGINS: comma-separated origins such as https://erp.example.com; each exactly an origin. */
const corsOrigins = z
  .string()
  .optional()
  .transform((text, ctx): string[] => {
    const origins = (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = null;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `CORS_ALLOWED_ORIGINS: ${origin} is not an origin (scheme://host[:port])`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });

/** Named ranges that Fastify's trustProxy (proxy-addr) understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix == null) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 132): `false`, the number of proxies in front of the server, or the
 * comma-separated addresses/CIDRs of the proxies. The client is the right-most address of
 * X-Forwarded-For that is not a trusted proxy. `true` (trust whatever a client sends) is refused.
 */
const trustProxySetting = z.preprocess(
  (v) => (v == null ? '' : v),
  z.string().transform((text, ctx): false | number | string[] => {
    const value = text.trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24), see docs/deploy.md',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${hops} proxies is more than 10` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: ${bad.join(', ') || value} is not false, a number of proxies or a list of proxy addresses/CIDRs`,
      });
      return z.NEVER;
    }
    return entries;
  }),
);

/** A comma-separated list of IPv4/IPv6 addresses and CIDRs (RATE_LIMIT_EXEMPT); empty when unset. */
const addressList = (name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx): string[] => {
      const entries = (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => PROXY_RANGE_NAMES.includes(entry) || !isProxyAddress(entry));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${name}: ${bad.join(', ')} is not an IP address or CIDR` });
        return z.NEVER;
      }
      return entries;
    });

/**
 * FEE_SCHEDULE_JSON: the service and delivery fees (decision 55) as JSON; every rule needs a delivery
 * fee in every currency listings are priced in, so no listing can lack a price.
 */
const feeScheduleJson = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .optional()
    .transform((text, ctx): FeeSchedule => {
      if (text == null) return DEFAULT_FEE_SCHEDULE;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FEE_SCHEDULE_JSON is not valid JSON' });
        return z.NEVER;
      }
      const parsed = feeSchedule.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `FEE_SCHEDULE_JSON: ${parsed.error.issues[0]!.message}` });
        return z.NEVER;
      }
      const lacking = parsed.data.rules.findIndex((r) =>
        SUPPORTED_CURRENCIES.some((c) => !(c in r.deliveryFeePerTonne)),
      );
      if (lacking >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `FEE_SCHEDULE_JSON: rule ${lacking} needs a delivery fee in ${SUPPORTED_CURRENCIES.join(' and ')}`,
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
);

/**
 * SMTP_TLS_CA_FILE: a PEM file of CA certificates trusted for the SMTP server besides the system's
 * (a company relay with its own CA). Read at start, so a wrong path stops the server, not the mail.
 */
const pemCaFile = optionalText.transform((file, ctx): string | undefined => {
  if (file == null) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    ctx.addIssue({ code: 'custom', message: `SMTP_TLS_CA_FILE: cannot read ${file}` });
    return z.NEVER;
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    ctx.addIssue({ code: 'custom', message: `SMTP_TLS_CA_FILE: ${file} holds no PEM certificate` });
    return z.NEVER;
  }
  return text;
});

/** EXCHANGE_RATES_JSON: what one unit of each currency is worth in euros, e.g. {"EUR":1,"GBP":1.16} (decision 83). */
const exchangeRatesJson = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .optional()
    .transform((text, ctx): ExchangeRates => {
      if (text == null) return DEFAULT_EXCHANGE_RATES;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'EXCHANGE_RATES_JSON is not valid JSON' });
        return z.NEVER;
      }
      const parsed = exchangeRates.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `EXCHANGE_RATES_JSON: ${parsed.error.issues[0]!.message}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
);

const isWildcardAddress = (host: string) => host === '0.0.0.0' || /^[:0]+$/.test(host);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: optionalText.default('127.0.0.1'),
    PORT: integer(3000, 0, 65535),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATABASE_CONNECT_TIMEOUT_MS: integer(5_000, 100, 120_000),
    DATABASE_STATEMENT_TIMEOUT_MS: integer(10_000, 100, 600_000),
    SEARCH_STATEMENT_TIMEOUT_MS: integer(3_000, 10, 600_000),
    // the pool has 10 connections: searches leave at least two to everything else
    SEARCH_CONCURRENCY: integer(4, 1, 8),
    SEARCH_CONCURRENCY_PER_CLIENT: integer(2, 1, 100),
    SEED_DEMO: flag(true),
    WEB_DIST_DIR: optionalText,
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional()),
    MFA_ENCRYPTION_KEY: optionalText.pipe(
      z.string().min(32, 'MFA_ENCRYPTION_KEY must have at least 32 characters').optional(),
    ),
    AUTH_MAX_REQUESTS_PER_IP: integer(300, 1, 1_000_000),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // TLS is configured by the two settings below only: query options (tls.rejectUnauthorized=false) are refused
    SMTP_URL: optionalText.pipe(
      z
        .url({ protocol: /^smtps?$/ })
        .refine((url) => !url.includes('?'), 'SMTP_URL takes no query options (see SMTP_REQUIRE_TLS, SMTP_TLS_CA_FILE)')
        .optional(),
    ),
    SMTP_REQUIRE_TLS: flag(true),
    SMTP_TLS_CA_FILE: pemCaFile,
    MAIL_FROM: optionalText,
    DEV_MAILBOX: optionalFlag,
    // it goes into the mailbox's link: characters an address carries as they are
    DEV_MAILBOX_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{24,256}$/, 'DEV_MAILBOX_KEY must be 24 to 256 letters, digits, "-" or "_"')
        .optional(),
    ),
    JOBS_POLL_MS: integer(1_000, 0, 600_000),
    RECAPTCHA_SECRET: optionalText,
    RECAPTCHA_VERIFY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    RECAPTCHA_MIN_SCORE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).max(1).optional()),
    TRUST_PROXY: trustProxySetting,
    CORS_ALLOWED_ORIGINS: corsOrigins,
    REQUEST_TIMEOUT_MS: integer(30_000, 100, 600_000),
    RATE_LIMIT_PER_MINUTE: integer(1_000, 0, 1_000_000),
    RATE_LIMIT_EXEMPT: addressList('RATE_LIMIT_EXEMPT'),
    // the general rate limit's counts in Redis instead of PostgreSQL (decision 201)
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    LOGIN_MAX_FAILURES_PER_EMAIL: integer(5, 1, 1_000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: integer(20, 1, 100_000),
    LOGIN_MAX_FAILURES_PER_IP: integer(50, 1, 100_000),
    ARGON2_MEMORY_KIB: integer(19_456, 1_024, 1_048_576),
    ARGON2_TIME_COST: integer(2, 1, 10),
    ANALYTICS_API_KEY: optionalText,
    ANALYTICS_SERVER_URL: optionalText.pipe(z.url().optional()),
    SENTRY_DSN: optionalText.pipe(z.url().optional()),
    SENTRY_ENVIRONMENT: optionalText,
    SENTRY_RELEASE: optionalText,
    CAPTCHA_SITE_KEY: optionalText,
    REGION: z.enum(['UK', 'DE', 'ES']).default('UK'),
    SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
    FILES_DIR: optionalText,
    FILE_URL_TTL_SECONDS: integer(300, 10, 604_800),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag(false),
    FEE_SCHEDULE_JSON: feeScheduleJson,
    EXCHANGE_RATES_JSON: exchangeRatesJson,
    CART_RESERVATION_MINUTES: integer(DEFAULT_CART_RESERVATION_MINUTES, 1, 7 * 24 * 60),
    // a bearer token: printable, no spaces, long enough that guessing it is hopeless
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{24,512}$/, 'METRICS_TOKEN must be 24 to 512 printable characters without spaces')
        .optional(),
    ),
    METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
    METRICS_HOST: optionalText
      .default('127.0.0.1')
      .refine((host) => isIP(host) !== 0, 'METRICS_HOST must be an IP address of this machine'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET != null, {
    path: ['JWT_SECRET'],
    message: 'JWT_SECRET is required when NODE_ENV=production',
  })
  // the mailbox shows every message, reset links included: never on a production server
  .refine((env) => env.NODE_ENV !== 'production' || env.DEV_MAILBOX !== true, {
    path: ['DEV_MAILBOX'],
    message: 'DEV_MAILBOX cannot be switched on when NODE_ENV=production',
  })
  // a verifier without a site key would refuse every login, since the client sends no token
  .refine((env) => env.RECAPTCHA_SECRET == null || env.CAPTCHA_SITE_KEY != null, {
    path: ['CAPTCHA_SITE_KEY'],
    message: 'CAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET is set',
  })
  // S3 settings without a bucket would silently leave the files on the local disk
  .refine(
    (env) =>
      env.S3_BUCKET != null ||
      [env.S3_REGION, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].every((v) => v == null),
    { path: ['S3_BUCKET'], message: 'S3_BUCKET is required when other S3_ variables are set' },
  )
  // a search's statements run under their own timeout, which the pool's own (its connections' default) bounds
  .refine((env) => env.SEARCH_STATEMENT_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS, {
    path: ['SEARCH_STATEMENT_TIMEOUT_MS'],
    message: 'SEARCH_STATEMENT_TIMEOUT_MS cannot be longer than DATABASE_STATEMENT_TIMEOUT_MS',
  })
  .refine((env) => env.METRICS_PORT == null || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'METRICS_PORT must differ from PORT',
  })
  // the metrics port has no other guard than where it listens: on every interface it needs the token too
  .refine((env) => env.METRICS_PORT == null || !isWildcardAddress(env.METRICS_HOST) || env.METRICS_TOKEN != null, {
    path: ['METRICS_HOST'],
    message: 'METRICS_HOST on every interface (0.0.0.0, ::) needs METRICS_TOKEN as well',
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID == null) === (env.S3_SECRET_ACCESS_KEY == null), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
  });

/** Where uploaded files are kept: a local directory, or an S3-compatible bucket. */
export type FileStorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Null: AWS itself; else the address of an S3-compatible service (MinIO, R2, …). */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Null: the AWS SDK's default credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL only (PGlite runs in the process): bounds on waiting for the database (issue 22). */
  database: {
    /** Getting a connection (a new one's start-up, or a free one of the pool), at most. */
    connectTimeoutMs: number;
    /** One statement, at most (statement_timeout); the client gives up on an answer a second later. */
    statementTimeoutMs: number;
  };
  /** Bounds on the cost of searches (issue 22). */
  search: {
    /** Each statement of a search, at most (PostgreSQL; PGlite ignores it). */
    statementTimeoutMs: number;
    /** Searches one instance runs at once; four times as many may wait (at most statementTimeoutMs each). */
    concurrency: number;
    /** Searches one user may have running or waiting at once. */
    concurrencyPerClient: number;
  };
  seedDemo: boolean;
  webDistDir: string;
  /** Null when unset: a key generated once is kept in the database (server_keys). */
  jwtSecret: string | null;
  /** Key of the two-factor secrets (AES-256-GCM); null: generated once and kept in the database. */
  mfaEncryptionKey: string | null;
  /**
   * Which X-Forwarded-For entries to believe (Fastify's trustProxy): false, a number of proxy hops,
   * or the proxies' addresses and CIDRs.
   */
  trustProxy: false | number | string[];
  /** Origins of other sites whose scripts may call the API (CORS); empty: none, the default. */
  corsAllowedOrigins: string[];
  requestTimeoutMs: number;
  rateLimitPerMinute: number;
  /** Client addresses and CIDRs the general rate limit never counts (a monitoring probe, a load test). */
  rateLimitExempt: string[];
  /** Where the general rate limit counts when not in the database: a Redis server (REDIS_URL), or null. */
  rateLimitRedisUrl: string | null;
  /** Failed logins of one e-mail from one client address within 15 minutes before that pair is locked. */
  loginMaxFailuresPerEmail: number;
  /** Failed logins of one e-mail from every address within 15 minutes before the account's brake. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** Calls of the access routes per client address within 15 minutes. */
  authMaxRequestsPerIp: number;
  /** Where the web app is reached, for links in e-mails; no trailing slash. */
  publicUrl: string;
  mail: {
    smtpUrl: string | null;
    /** smtp://: refuse to send (and to authenticate) unless the server upgrades the connection with STARTTLS. */
    smtpRequireTls: boolean;
    /** PEM CA certificates trusted for the SMTP server besides the system's; certificates are always verified. */
    smtpTlsCa: string | null;
    from: string;
  };
  devMailbox: boolean;
  /** Opens the development mailbox (DEV_MAILBOX_KEY; else random at every start, printed in the start log). */
  devMailboxKey: string;
  /** Milliseconds between job polls; 0 switches the poller off. */
  jobsPollMs: number;
  captcha: { secret: string; verifyUrl: string; minScore: number | null } | null;
  argon2: { memoryCost: number; timeCost: number };
  analytics: { apiKey: string; serverUrl: string } | null;
  /** Error reporting (SENTRY_DSN); the release is SENTRY_RELEASE, else `steelyard@<version>[+<git sha>]`. */
  sentry: { dsn: string; environment: string; release: string } | null;
  captchaSiteKey: string | null;
  region: 'UK' | 'DE' | 'ES';
  supportEmail: string;
  files: {
    storage: FileStorageConfig;
    /** Seconds a download address stays valid. */
    urlTtlSeconds: number;
  };
  /** The service and delivery fees added to sellers' net prices (FEE_SCHEDULE_JSON, else our defaults). */
  feeSchedule: FeeSchedule;
  /** Rates for charging credit lines across currencies (EXCHANGE_RATES_JSON, else our defaults). */
  exchangeRates: ExchangeRates;
  /** Minutes after the first entry went in when a buyer's cart empties itself. */
  cartReservationMinutes: number;
  /**
   * The Prometheus endpoint: off (404) unless a token is set (GET /metrics on the app's port with
   * `Authorization: Bearer <token>`) or a port (a listener of its own on `host`, by default loopback).
   */
  metrics: { token: string | null; port: number | null; host: string };
}

export class ConfigError extends Error {}

/** Validates the environment once at start; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // relative paths are taken from the working directory, as for any command-line tool
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    search: {
      statementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS,
      concurrency: e.SEARCH_CONCURRENCY,
      concurrencyPerClient: e.SEARCH_CONCURRENCY_PER_CLIENT,
    },
    seedDemo: e.SEED_DEMO,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    jwtSecret: e.JWT_SECRET ?? null,
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY ?? null,
    trustProxy: e.TRUST_PROXY,
    corsAllowedOrigins: e.CORS_ALLOWED_ORIGINS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitExempt: e.RATE_LIMIT_EXEMPT,
    rateLimitRedisUrl: e.REDIS_URL ?? null,
    loginMaxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    authMaxRequestsPerIp: e.AUTH_MAX_REQUESTS_PER_IP,
    // unset: this machine on the port it listens on, so a server on another PORT mails links that work (decision 151)
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      smtpRequireTls: e.SMTP_REQUIRE_TLS,
      smtpTlsCa: e.SMTP_TLS_CA_FILE ?? null,
      from: e.MAIL_FROM ?? 'Steelyard <no-reply@steelyard.example>',
    },
    devMailbox: e.DEV_MAILBOX ?? e.NODE_ENV !== 'production',
    devMailboxKey: e.DEV_MAILBOX_KEY ?? randomBytes(24).toString('base64url'),
    jobsPollMs: e.JOBS_POLL_MS,
    captcha: e.RECAPTCHA_SECRET
      ? {
          secret: e.RECAPTCHA_SECRET,
          verifyUrl: e.RECAPTCHA_VERIFY_URL ?? DEFAULT_RECAPTCHA_VERIFY_URL,
          minScore: e.RECAPTCHA_MIN_SCORE ?? null,
        }
      : null,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    analytics: e.ANALYTICS_API_KEY
      ? { apiKey: e.ANALYTICS_API_KEY, serverUrl: e.ANALYTICS_SERVER_URL ?? DEFAULT_ANALYTICS_SERVER_URL }
      : null,
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
          release: e.SENTRY_RELEASE ?? appRelease(),
        }
      : null,
    captchaSiteKey: e.CAPTCHA_SITE_KEY ?? null,
    region: e.REGION,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@steelyard.example',
    files: {
      storage: e.S3_BUCKET
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
          }
        : // PGlite ignores a foreign folder in its directory; files and rows then go (and are backed up) together
          { driver: 'local', dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files') },
      urlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    },
    feeSchedule: e.FEE_SCHEDULE_JSON,
    exchangeRates: e.EXCHANGE_RATES_JSON,
    cartReservationMinutes: e.CART_RESERVATION_MINUTES,
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
  };
}
