import { useSyncExternalStore } from 'react';
import type { RefreshTokenReply, TokensReply } from '@steelyard/domain/auth';
import type { Tenant } from '@steelyard/domain/roles';
import { ACCESS_TOKEN_INVALID } from '@steelyard/domain/error-kinds';
import { ApiError } from '../api/api-error';

/** The session record of spec 000 §3; permissions come from the access token's group claim. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  accessTokenValidTo: string;
  refreshTokenValidTo: string;
  permissions: string[];
  userId: string;
  organisationId: string | null;
  /** Which side signed in: MARKETPLACE customers or ADMIN operators (decision 51); one session per browser. */
  tenant: Tenant;
}

export const SESSION_STORAGE_KEY = 'steelyard.session';

interface TokenClaims {
  exp?: unknown;
  groups?: unknown;
  org?: unknown;
}

/** Reads the payload of a JWT without verifying it (the server verifies; the client only needs exp and groups). */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

function readClaims(accessToken: string) {
  const claims = decodeTokenClaims(accessToken);
  if (!claims || typeof claims.exp !== 'number') {
    throw new ApiError({ kind: 'AUTHENTICATION_FAILED', message: ACCESS_TOKEN_INVALID });
  }
  const groups = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : [];
  return { exp: claims.exp, groups, org: typeof claims.org === 'string' ? claims.org : null };
}

function validTo(value: string, fallbackSeconds: number): string {
  return Number.isNaN(Date.parse(value)) ? new Date(fallbackSeconds * 1000).toISOString() : value;
}

/** Builds the session from a login reply; fails with 'Access token invalid' when the token has no exp claim. */
export function sessionFromTokens(reply: TokensReply, tenant: Tenant = 'MARKETPLACE'): Session {
  const claims = readClaims(reply.accessToken);
  return {
    accessToken: reply.accessToken,
    refreshToken: reply.refreshToken,
    accessTokenValidTo: validTo(reply.accessTokenValidTo, claims.exp),
    refreshTokenValidTo: reply.refreshTokenValidTo,
    permissions: claims.groups,
    userId: reply.userId,
    organisationId: claims.org,
    tenant,
  };
}

/**
 * The session after a token refresh: a new access token and the new refresh token the server
 * rotated to (the one sent is spent; sending it again would end the session, decision 130).
 */
export function sessionWithRefreshedToken(session: Session, reply: RefreshTokenReply): Session {
  const claims = readClaims(reply.accessToken);
  return {
    ...session,
    accessToken: reply.accessToken,
    accessTokenValidTo: validTo(reply.accessTokenValidTo, claims.exp),
    refreshToken: reply.refreshToken,
    refreshTokenValidTo: reply.refreshTokenValidTo,
    permissions: claims.groups,
    organisationId: claims.org ?? session.organisationId,
  };
}

function isSession(value: unknown): value is Omit<Session, 'tenant'> & { tenant?: Tenant } {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.accessTokenValidTo === 'string' &&
    typeof s.refreshTokenValidTo === 'string' &&
    typeof s.userId === 'string' &&
    Array.isArray(s.permissions) &&
    (s.tenant === undefined || s.tenant === 'MARKETPLACE' || s.tenant === 'ADMIN')
  );
}

function readStored(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed)) return null;
    // records stored before operators existed are marketplace sessions
    return { ...parsed, organisationId: parsed.organisationId ?? null, tenant: parsed.tenant ?? 'MARKETPLACE' };
  } catch {
    return null;
  }
}

let current: Session | null = readStored();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

/**
 * Reads the session again from storage and makes it current: another tab may have refreshed it
 * (and spent the refresh token this tab knew) before its storage event arrived here.
 */
export function reloadSession(): Session | null {
  const stored = readStored();
  if (JSON.stringify(stored) !== JSON.stringify(current)) {
    current = stored;
    emit();
  }
  return current;
}

/**
 * Makes a session current without storing it: the server's render of a signed-in page (server-render.tsx)
 * renders as the cookie's user, one page at a time, and has no localStorage.
 */
export function provideRenderSession(session: Session | null): void {
  current = session;
}

export function setSession(session: Session): void {
  endReason = null;
  current = session;
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  emit();
}

/** Why the last session ended: an explicit logout goes to a plain /login, an expired one keeps the path. */
export type SessionEndReason = 'logout' | 'expired';
let endReason: SessionEndReason | null = null;

export function getSessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function clearSession(reason: SessionEndReason = 'expired'): void {
  if (current === null && window.localStorage.getItem(SESSION_STORAGE_KEY) === null) return;
  endReason = reason;
  current = null;
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// another tab signing in or out changes this tab's session too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    current = readStored();
    emit();
  });
}

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
