import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link, a challenge session or a refresh token: 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not leak usable tokens. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
