import { z } from 'zod';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { AppError } from './errors';

/** Checks the reCAPTCHA token of a login or forgot-password request; throws 400 when it fails. */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  assertHuman(token: string | undefined, remoteIp: string): Promise<void>;
}

export interface CaptchaSettings {
  secret: string;
  verifyUrl: string;
  /** reCAPTCHA v3: the lowest score let through; a reply without a score then fails. */
  minScore: number | null;
}

const verifyReply = z.object({ success: z.boolean(), score: z.number().optional() });

const VERIFY_TIMEOUT_MS = 5_000;

/** Without settings captcha is off and every request passes. */
export const captchaOff: CaptchaVerifier = { enabled: false, assertHuman: async () => {} };

/**
 * Verifies tokens at `verifyUrl` (Google's siteverify). Fails closed: a missing or refused token, a
 * low score, an unreachable verifier or an unreadable answer all give 400 'Captcha verification failed'.
 */
export function createCaptchaVerifier(
  settings: CaptchaSettings | null,
  log: { warn(details: object, message: string): void },
): CaptchaVerifier {
  if (!settings) return captchaOff;
  const fail = () => new AppError('VALIDATION', AUTH_MESSAGES.captchaFailed);
  return {
    enabled: true,
    async assertHuman(token, remoteIp) {
      if (!token) throw fail();
      let parsed: z.infer<typeof verifyReply>;
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`verifier answered ${response.status}`);
        parsed = verifyReply.parse(await response.json());
      } catch (error) {
        log.warn({ err: error }, 'captcha verifier unreachable or unreadable; request refused');
        throw fail();
      }
      const scoreOk = settings.minScore == null || (parsed.score != null && parsed.score >= settings.minScore);
      if (!parsed.success || !scoreOk) throw fail();
    },
  };
}
