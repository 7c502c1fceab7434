import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TIMEOUT_MS, CaptchaError, getCaptchaToken, resetCaptchaForTests } from './captcha';

const CONFIG = { provider: 'recaptcha', siteKey: 'site-key' };

/** Makes the next appended captcha script "load" and install a fake grecaptcha. */
function fakeScriptLoad(execute = vi.fn(async () => 'token-1')) {
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    window.grecaptcha = { ready: (callback) => callback(), execute };
    queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
    return node;
  });
  return { append, execute };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.grecaptcha;
  resetCaptchaForTests();
});

describe('invisible captcha', () => {
  it('gives no token when no captcha is configured', async () => {
    expect(await getCaptchaToken(null, 'login')).toBeUndefined();
  });

  it('loads the reCAPTCHA v3 script once, on demand, and takes a fresh token per call', async () => {
    const { append, execute } = fakeScriptLoad();
    expect(await getCaptchaToken(CONFIG, 'login')).toBe('token-1');
    expect(await getCaptchaToken(CONFIG, 'forgot_password')).toBe('token-1');
    expect(append).toHaveBeenCalledTimes(1);
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    expect(execute.mock.calls).toEqual([
      ['site-key', { action: 'login' }],
      ['site-key', { action: 'forgot_password' }],
    ]);
  });

  it('fails with CaptchaError when the script never loads, and tries again next time', async () => {
    vi.useFakeTimers();
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const pending = getCaptchaToken(CONFIG, 'login');
    const outcome = expect(pending).rejects.toBeInstanceOf(CaptchaError);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS);
    await outcome;
    void getCaptchaToken(CONFIG, 'login').catch(() => undefined);
    expect(append).toHaveBeenCalledTimes(2);
  });
});
