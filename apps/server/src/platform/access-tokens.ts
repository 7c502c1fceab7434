import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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
  /** The caller of a valid token, or null for an invalid, expired or foreign one. */
  verify(token: string, now: Date): Promise<Caller | null>;
}

/** Short-lived HS256 JWTs with `exp`, `sub`, `org`, `tenant`, `sid` (the session) and the roles in `groups`. */
export function createAccessTokens(secret: string, ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
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
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(await hmacKey());
      return { token, validTo: new Date(exp * 1000) };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['exp', 'sub'],
        });
        const claims = accessTokenClaims.safeParse(payload);
        if (!claims.success) return null;
        const roles = claims.data.groups.filter((g): g is UserRole => (USER_ROLES as readonly string[]).includes(g));
        const { sub, org, tenant, sid } = claims.data;
        return { userId: sub, organisationId: org, tenant, roles, ...(sid ? { sessionId: sid } : {}) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
