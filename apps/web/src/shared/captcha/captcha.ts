import type { PublicConfigReply } from '@steelyard/domain/public-config';

type CaptchaConfig = PublicConfigReply['captcha'];

interface GreCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com';
// a blocked or unreachable script must not leave the button spinning for ever
export const CAPTCHA_TIMEOUT_MS = 10_000;

/** The captcha could not give a token (script blocked, offline, timed out): the call would be refused. */
export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

let scriptLoading: Promise<void> | null = null;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CaptchaError(`${what} timed out`)), CAPTCHA_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof CaptchaError ? error : new CaptchaError(`${what} failed`));
      },
    );
  });
}

function loadRecaptcha(siteKey: string): Promise<void> {
  scriptLoading ??= withTimeout(
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${RECAPTCHA_SCRIPT_ORIGIN}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new CaptchaError('Captcha script failed to load'));
      document.head.appendChild(script);
    }),
    'Captcha script',
  ).catch((error: unknown) => {
    // the next attempt tries again (the user may have gone back online)
    scriptLoading = null;
    throw error;
  });
  return scriptLoading;
}

function isRecaptcha(config: CaptchaConfig): config is NonNullable<CaptchaConfig> {
  return config !== null && config.provider === 'recaptcha' && config.siteKey !== '';
}

/** Starts loading the captcha script when a page with a captcha-protected form opens. */
export function preloadCaptcha(config: CaptchaConfig): void {
  if (isRecaptcha(config)) loadRecaptcha(config.siteKey).catch(() => undefined);
}

/**
 * The invisible captcha (reCAPTCHA v3): with a site key in the public config, loads the script on
 * demand and returns a fresh token for `action` (tokens are single use and live two minutes, so
 * one is taken per submit); without one, undefined and the call goes out without a token.
 * Fails with CaptchaError when no token can be had.
 */
export async function getCaptchaToken(config: CaptchaConfig, action: string): Promise<string | undefined> {
  if (!isRecaptcha(config)) return undefined;
  await loadRecaptcha(config.siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new CaptchaError('Captcha script did not start');
  return withTimeout(
    new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(config.siteKey, { action }).then(resolve, reject);
      });
    }),
    'Captcha token',
  );
}

/** Forgets the loaded script (tests). */
export function resetCaptchaForTests(): void {
  scriptLoading = null;
}
