import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, type Caller } from './access-tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256!';
const caller: Caller = { userId: 'u-1', organisationId: 'o-1', tenant: 'MARKETPLACE', roles: ['BUYER', 'SELLER'] };
const now = new Date('2026-03-01T10:00:00Z');

describe('createAccessTokens', () => {
  it('signs a token that verifies back to the caller until it expires', async () => {
    const tokens = createAccessTokens(secret, 900);
    const signed = await tokens.sign(caller, now);
    expect(signed.validTo.toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(await tokens.verify(signed.token, new Date('2026-03-01T10:14:59Z'))).toEqual(caller);
    expect(await tokens.verify(signed.token, new Date('2026-03-01T10:15:00Z'))).toBeNull();
  });

  it('rejects tokens of another secret, tampered tokens and garbage', async () => {
    const signed = await createAccessTokens('another-secret-that-is-long-enough!!').sign(caller, now);
    const tokens = createAccessTokens(secret);
    expect(await tokens.verify(signed.token, now)).toBeNull();
    const own = (await tokens.sign(caller, now)).token.split('.');
    const elevated = Buffer.from(JSON.stringify({ sub: 'u-1', groups: ['MANAGER'] })).toString('base64url');
    expect(await tokens.verify(`${own[0]}.${elevated}.${own[2]}`, now)).toBeNull();
    expect(await tokens.verify('garbage', now)).toBeNull();
  });

  it('rejects a token without the claims of ours', async () => {
    const key = new TextEncoder().encode(secret);
    const foreign = await new SignJWT({ groups: ['MANAGER'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(key);
    expect(await createAccessTokens(secret).verify(foreign, now)).toBeNull();
  });

  it('carries the session id when there is one', async () => {
    const tokens = createAccessTokens(secret);
    const signed = await tokens.sign({ ...caller, sessionId: 's-1' }, now);
    expect(await tokens.verify(signed.token, now)).toEqual({ ...caller, sessionId: 's-1' });
  });

  it('drops group names that are not roles', async () => {
    const tokens = createAccessTokens(secret);
    const signed = await tokens.sign({ ...caller, roles: ['MANAGER', 'ROOT' as never] }, now);
    expect((await tokens.verify(signed.token, now))?.roles).toEqual(['MANAGER']);
  });

  it('accepts only HS256 with our issuer and audience, and refuses what is not valid yet', async () => {
    const key = new TextEncoder().encode(secret);
    const exp = Math.floor(now.getTime() / 1000) + 60;
    const claims = { org: 'o-1', tenant: 'MARKETPLACE', groups: ['MANAGER'] };
    const signed = (header: Record<string, unknown>, issuer = 'steelyard', audience = 'steelyard-api') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', ...header })
        .setSubject('u-1')
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime(exp);
    const tokens = createAccessTokens(secret);
    expect(await tokens.verify(await signed({}).sign(key), now)).toMatchObject({ userId: 'u-1' });
    expect(await tokens.verify(await signed({}, 'someone-else').sign(key), now)).toBeNull();
    expect(await tokens.verify(await signed({}, 'steelyard', 'another-api').sign(key), now)).toBeNull();
    expect(
      await tokens.verify(
        await signed({})
          .setNotBefore(exp - 30)
          .sign(key),
        now,
      ),
    ).toBeNull();
    expect(await tokens.verify(await signed({ alg: 'HS512' }).sign(key), now)).toBeNull();
    expect(await tokens.verify(await signed({ crit: ['b64'], b64: true }).sign(key), now)).toBeNull();
    // an unsigned token ("alg": "none") with our claims
    const [, payload] = (await signed({}).sign(key)).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await tokens.verify(`${none}.${payload}.`, now)).toBeNull();
    expect(await tokens.verify(`${none}.${payload}`, now)).toBeNull();
  });
});
