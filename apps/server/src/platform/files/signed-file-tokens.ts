import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FileDisposition } from './file-storage';

/** What a signed download address of the local store grants: one file, with its type and name, until `expiresAt`. */
export interface FileGrant {
  key: string;
  contentType: string;
  fileName: string;
  disposition: FileDisposition;
  expiresAt: Date;
}

const grantClaims = z.object({
  k: z.string(),
  t: z.string(),
  n: z.string(),
  d: z.enum(['inline', 'attachment']),
  e: z.number().int(),
});

export interface FileTokenSigner {
  sign(grant: FileGrant): string;
  /** The grant of a token with a valid signature that has not expired at `now`, else null. */
  verify(token: string, now: Date): FileGrant | null;
}

/**
 * HMAC-SHA256 tokens `<claims>.<signature>` (both base64url). The key is derived from the server's
 * signing secret under its own label, so a file token is never valid as anything else.
 */
export function createFileTokenSigner(secret: string): FileTokenSigner {
  const key = createHmac('sha256', secret).update('steelyard/file-urls/v1').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    sign(grant) {
      const claims = {
        k: grant.key,
        t: grant.contentType,
        n: grant.fileName,
        d: grant.disposition,
        e: Math.floor(grant.expiresAt.getTime() / 1000),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, now) {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = grantClaims.safeParse(parsed);
      if (!claims.success) return null;
      const expiresAt = new Date(claims.data.e * 1000);
      if (now.getTime() >= expiresAt.getTime()) return null;
      const { k, t, n, d } = claims.data;
      return { key: k, contentType: t, fileName: n, disposition: d, expiresAt };
    },
  };
}
