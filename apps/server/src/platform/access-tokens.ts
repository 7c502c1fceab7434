import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenClaims } from '@steelyard/domain/auth';
import type { Tenant, UserRole } from '@steelyard/domain/roles';
import { USER_ROLES } from '@steelyard/domain/roles';

const ISSUER = 'steelyard';
const AUDIENCE = 'steelyard-api';

/** Who is calling, as the access token says. */
export interface Caller {
  userId: string;
  organisationId: string;
  tenant: Tenant;
  roles: UserRole[];
  /** The refresh-token session the access token was issued for (absent in older tokens). */
  sessionId?: string;
}

export interface SignedAccessToken {
  token: string;
  validTo: Date;
}

export interface AccessTokens {
  sign(caller: Caller, now: Date): Promise<SignedAccessToken>;
  /**
   * The caller of a valid token, or null for an invalid, expired or foreign one. The app's tokens
   * (`ctx.tokens`) also refuse a token whose session has ended and answer the user's current roles.
   */
  verify(token: string, now: Date): Promise<Caller | null>;
}

/**
 * Short-lived HS256 JWTs with `exp`, `sub`, `org`, `tenant`, `sid` (the session) and the roles in `groups`.
 * Another `audience` makes tokens of the same form that are never accepted where the API's are (the
 * page-session cookie, issue 25).
 */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  audience: string = AUDIENCE,
): AccessTokens {
  const raw = new TextEncoder().encode(secret);
  // jose imports a raw secret anew on every call: a key imported once saves about 45 µs a request
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (imported ??= webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    async sign(caller, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const exp = issuedAt + ttlSeconds;
      const claims = { org: caller.organisationId, tenant: caller.tenant, groups: caller.roles };
      const token = await new SignJWT(caller.sessionId ? { ...claims, sid: caller.sessionId } : claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(caller.userId)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(await hmacKey());
      return { token, validTo: new Date(exp * 1000) };
    },
    verify(token, now) {
      return Promise.resolve(verifyHs256(token, raw, now, audience));
    },
  };
}

/**
 * True when a token's payload, read without verifying it, has no numeric `exp`: such a token is
 * refused like any invalid one, and the refusal says why (spec 000 §5: 'Access token invalid').
 */
export function lacksExpiry(token: string): boolean {
  const payload = token.split('.')[1];
  const claims = payload && /^[A-Za-z0-9_-]+$/.test(payload) ? decodePart(payload) : null;
  return claims != null && typeof claims.exp !== 'number';
}

/** A JSON object of a base64url part of a token, or null. */
function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies one of our HS256 tokens synchronously with node:crypto: every guarded request verifies a
 * token, and WebCrypto's verify (what jose uses) hands each one to the thread pool and back, which
 * cost about 40 µs of CPU and a thread switch a request (issue 11). The checks are jose's for our
 * tokens: exactly HS256, no critical extensions, the signature compared in constant time, then our
 * issuer and audience, `exp` and `sub` required, `exp` in the future and `nbf` (if any) reached.
 */
function verifyHs256(token: string, secret: Uint8Array, now: Date, expectedAudience: string): Caller | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodePart(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  const audience = payload.aud;
  if (!(audience === expectedAudience || (Array.isArray(audience) && audience.includes(expectedAudience)))) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  const claims = accessTokenClaims.safeParse(payload);
  if (!claims.success) return null;
  const roles = claims.data.groups.filter((g): g is UserRole => (USER_ROLES as readonly string[]).includes(g));
  const { sub, org, tenant, sid } = claims.data;
  return { userId: sub, organisationId: org, tenant, roles, ...(sid ? { sessionId: sid } : {}) };
}
