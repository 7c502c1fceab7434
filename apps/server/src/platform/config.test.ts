import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE } from '@steelyard/domain/fee-schedule';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      seedDemo: true,
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      jwtSecret: null,
      mfaEncryptionKey: null,
      publicUrl: 'http://localhost:3000',
      mail: { smtpUrl: null, from: 'Steelyard <no-reply@steelyard.example>' },
      devMailbox: true,
      jobsPollMs: 1_000,
      captcha: null,
      authMaxRequestsPerIp: 300,
      requestTimeoutMs: 30_000,
      analytics: null,
      sentry: null,
      captchaSiteKey: null,
      region: 'UK',
      supportEmail: 'support@steelyard.example',
    });
  });

  it('reads the variables, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '3999',
      DATA_DIR: 'tmp/db',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/steelyard',
      ANALYTICS_API_KEY: 'key',
      SENTRY_DSN: '',
      REGION: 'ES',
    });
    expect(config.port).toBe(3999);
    expect(config.dataDir).toBe(path.resolve('tmp/db'));
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/steelyard');
    expect(config.analytics).toEqual({ apiKey: 'key', serverUrl: 'https://api.eu.amplitude.com/2/httpapi' });
    expect(config.sentry).toBeNull();
    expect(config.region).toBe('ES');
  });

  it('keeps uploaded files beside the database unless FILES_DIR or S3_BUCKET says otherwise', () => {
    expect(loadConfig({}).files).toEqual({
      storage: { driver: 'local', dir: path.join(REPO_ROOT, 'data', 'files') },
      urlTtlSeconds: 300,
    });
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).files.storage).toEqual({
      driver: 'local',
      dir: path.resolve('tmp/db/files'),
    });
    expect(loadConfig({ FILES_DIR: 'uploads', FILE_URL_TTL_SECONDS: '60' }).files).toEqual({
      storage: { driver: 'local', dir: path.resolve('uploads') },
      urlTtlSeconds: 60,
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).files.storage).toEqual({
      driver: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses S3 settings without a bucket and half a key pair', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ FILE_URL_TTL_SECONDS: '1' })).toThrow(/FILE_URL_TTL_SECONDS/);
  });

  it('reads the fee schedule from FEE_SCHEDULE_JSON, else the default, and refuses a broken one', () => {
    expect(loadConfig({}).feeSchedule).toEqual(DEFAULT_FEE_SCHEDULE);
    const schedule = { rules: [{ serviceFeeBasisPoints: 250, deliveryFeePerTonne: { GBP: 4_000, EUR: 4_500 } }] };
    expect(loadConfig({ FEE_SCHEDULE_JSON: JSON.stringify(schedule) }).feeSchedule).toEqual(schedule);
    expect(() => loadConfig({ FEE_SCHEDULE_JSON: '{rules' })).toThrow(/FEE_SCHEDULE_JSON is not valid JSON/);
    expect(() => loadConfig({ FEE_SCHEDULE_JSON: '{"rules":[]}' })).toThrow(/FEE_SCHEDULE_JSON/);
    const noEuro = { rules: [{ serviceFeeBasisPoints: 300, deliveryFeePerTonne: { GBP: 3_000 } }] };
    expect(() => loadConfig({ FEE_SCHEDULE_JSON: JSON.stringify(noEuro) })).toThrow(/rule 0 needs a delivery fee/);
  });

  it('reads the exchange rates from EXCHANGE_RATES_JSON, else the default, and refuses a broken table', () => {
    expect(loadConfig({}).exchangeRates).toEqual({ EUR: 1, GBP: 1.16 });
    expect(loadConfig({ EXCHANGE_RATES_JSON: '{"EUR":1,"GBP":1.2}' }).exchangeRates).toEqual({ EUR: 1, GBP: 1.2 });
    expect(() => loadConfig({ EXCHANGE_RATES_JSON: '{EUR' })).toThrow(/EXCHANGE_RATES_JSON is not valid JSON/);
    expect(() => loadConfig({ EXCHANGE_RATES_JSON: '{"EUR":1}' })).toThrow(/needs a rate for GBP/);
  });

  it('reads the database and search bounds, and refuses a search timeout longer than the database one', () => {
    expect(loadConfig({})).toMatchObject({
      database: { connectTimeoutMs: 5_000, statementTimeoutMs: 10_000 },
      search: { statementTimeoutMs: 3_000, concurrency: 4, concurrencyPerClient: 2 },
    });
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      SEARCH_STATEMENT_TIMEOUT_MS: '1500',
      SEARCH_CONCURRENCY: '2',
      SEARCH_CONCURRENCY_PER_CLIENT: '1',
    });
    expect(config.database).toEqual({ connectTimeoutMs: 2_000, statementTimeoutMs: 20_000 });
    expect(config.search).toEqual({ statementTimeoutMs: 1_500, concurrency: 2, concurrencyPerClient: 1 });
    expect(() => loadConfig({ SEARCH_STATEMENT_TIMEOUT_MS: '20000' })).toThrow(
      /SEARCH_STATEMENT_TIMEOUT_MS cannot be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ SEARCH_CONCURRENCY: '9' })).toThrow(/SEARCH_CONCURRENCY/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', REGION: 'FR', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', REGION: 'FR', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*REGION|PORT[\s\S]*REGION/);
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('requires a JWT secret of 32 characters in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.jwtSecret).toBe('x'.repeat(32));
    expect(config.devMailbox).toBe(false);
  });

  it('never lets the development mailbox run in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX cannot be switched on/,
    );
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('opens the development mailbox with a key: random at every start unless DEV_MAILBOX_KEY sets one', () => {
    const first = loadConfig({}).devMailboxKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(loadConfig({}).devMailboxKey).not.toBe(first);
    const key = 'a-key-of-the-team-0123456789_';
    expect(loadConfig({ DEV_MAILBOX_KEY: key }).devMailboxKey).toBe(key);
    expect(loadConfig({ DEV_MAILBOX_KEY: '' }).devMailboxKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const bad of ['short', 'x'.repeat(23), `${'x'.repeat(30)}&y=1`, `${'x'.repeat(30)} y`]) {
      expect(() => loadConfig({ DEV_MAILBOX_KEY: bad }), bad).toThrow(/DEV_MAILBOX_KEY must be 24 to 256/);
    }
  });

  it('derives the default PUBLIC_URL from PORT, so e-mailed links reach a server on another port', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://steelyard.example' }).publicUrl).toBe(
      'https://steelyard.example',
    );
  });

  it('reads mail, jobs, captcha and link settings', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://steelyard.example/',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Steelyard <hello@steelyard.example>',
      JOBS_POLL_MS: '0',
      RECAPTCHA_SECRET: 'secret',
      CAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_MIN_SCORE: '0.5',
      MFA_ENCRYPTION_KEY: 'k'.repeat(32),
    });
    expect(config).toMatchObject({
      publicUrl: 'https://steelyard.example',
      mail: { smtpUrl: 'smtp://user:pass@mail.example:587', from: 'Steelyard <hello@steelyard.example>' },
      jobsPollMs: 0,
      captcha: { secret: 'secret', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify', minScore: 0.5 },
      mfaEncryptionKey: 'k'.repeat(32),
    });
  });

  it('refuses a captcha secret without a site key, and bad URLs', () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'secret' })).toThrow(/CAPTCHA_SITE_KEY is required/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it('reads TRUST_PROXY as false, a number of proxies or their addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    // trusting every proxy would take the client address from whatever the client sends
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: proxy.internal is not/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: 10.0.0.0\/33 is not/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});
