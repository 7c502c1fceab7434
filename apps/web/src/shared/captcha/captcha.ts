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

let scriptLoading: Promise<void> | null = null;

function loadRecaptcha(siteKey: string): Promise<void> {
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('Captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * The invisible-captcha hook point: returns a token for `action` when the public config names a
 * captcha (reCAPTCHA v3 is the one provider wired so far), otherwise undefined and the call goes
 * out without one.
 */
export async function getCaptchaToken(config: CaptchaConfig, action: string): Promise<string | undefined> {
  if (!config || config.provider !== 'recaptcha') return undefined;
  await loadRecaptcha(config.siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return undefined;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(config.siteKey, { action });
}
