import type { LoggerOptions } from 'pino';

/** Paths pino blanks out: credentials must never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.passwordHash',
  '*.recaptchaToken',
  '*.session',
];

/** Structured JSON logs (pino) at the configured level, with credentials redacted. */
export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
