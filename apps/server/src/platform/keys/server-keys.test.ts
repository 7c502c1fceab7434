import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';
import { createSecretBox } from './secret-box';
import { loadServerKey, resolveServerKeys } from './server-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: '' } });
});
afterAll(async () => t.close());

describe('server keys', () => {
  it('generates a key once; instances loading it together all get the first one', async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadServerKey(t.db, 'mfa-encryption-key')));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadServerKey(t.db, 'mfa-encryption-key')).toBe(keys[0]);
  });

  it('takes the environment over the stored keys', async () => {
    const env = await resolveServerKeys(t.db, { jwtSecret: 'j'.repeat(32), mfaEncryptionKey: null });
    expect(env.jwtSecret).toBe('j'.repeat(32));
    expect(env.mfaEncryptionKey).toBe(await loadServerKey(t.db, 'mfa-encryption-key'));
    expect(env.generated).toEqual(['mfa-encryption-key']);
  });

  it('keeps sessions valid across a restart and another instance without JWT_SECRET', async () => {
    const tokens = await logIn(t.app, DEMO.buyer);
    const restarted = await buildTestApp(t.db, { env: { JWT_SECRET: '' } });
    try {
      const self = await restarted.app.inject({
        url: '/api/universal/users/self',
        headers: bearer(tokens.accessToken),
      });
      expect(self.statusCode).toBe(200);
      expect(restarted.ctx.keys.jwtSecret).toBe(t.ctx.keys.jwtSecret);
    } finally {
      await restarted.close();
    }
  });
});

describe('createSecretBox', () => {
  const box = createSecretBox('a-passphrase-of-at-least-32-characters', 'mfa-secrets');
  it('seals and opens, with a fresh nonce every time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses a tampered value, another key and another purpose', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox('another-passphrase-of-32-characters!', 'mfa-secrets').open(sealed)).toThrow();
    expect(() => createSecretBox('a-passphrase-of-at-least-32-characters', 'other').open(sealed)).toThrow();
    expect(() => box.open('garbage')).toThrow();
  });
});
