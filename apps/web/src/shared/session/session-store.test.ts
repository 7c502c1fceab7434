import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../test/render';
import {
  clearSession,
  getSession,
  getSessionEndReason,
  SESSION_STORAGE_KEY,
  sessionFromTokens,
  setSession,
} from './session-store';

const tokens = (claims: Record<string, unknown>) => ({
  accessToken: fakeAccessToken(claims),
  refreshToken: 'r',
  accessTokenValidTo: '2026-11-22T10:15:00.000Z',
  refreshTokenValidTo: '2026-11-23T10:00:00.000Z',
  userId: 'u1',
});

describe('session store', () => {
  it('takes permissions from the group claim and the organisation from org', () => {
    const session = sessionFromTokens(tokens({ exp: 1_800_000_000, groups: ['MANAGER', 'BUYER'], org: 'o1' }));
    expect(session).toMatchObject({ permissions: ['MANAGER', 'BUYER'], userId: 'u1', organisationId: 'o1' });
  });

  it("fails with 'Access token invalid' without an exp claim", () => {
    expect(() => sessionFromTokens(tokens({ groups: ['BUYER'] }))).toThrow('Access token invalid');
    expect(() => sessionFromTokens({ ...tokens({}), accessToken: 'not-a-jwt' })).toThrow('Access token invalid');
  });

  it('persists in localStorage and remembers why it ended', () => {
    const session = sessionFromTokens(tokens({ exp: 1_800_000_000, groups: [] }));
    setSession(session);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    clearSession('logout');
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSessionEndReason()).toBe('logout');
  });
});
