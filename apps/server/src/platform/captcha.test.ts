import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import { buildTestApp, createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createCaptchaVerifier } from './captcha';

// a stand-in for Google's siteverify on loopback: token "human" passes with score 0.9, "bot" scores 0.1
let verifier: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];
let t: TestApp;
let withCaptcha: TestApp;
const quiet = { warn: () => {} };

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      if (token === 'broken') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
        return;
      }
      const reply =
        form.get('secret') !== 'test-secret'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token === 'human'
            ? { success: true, score: 0.9 }
            : token === 'bot'
              ? { success: true, score: 0.1 }
              : token === 'v2'
                ? { success: true }
                : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  t = await createTestApp();
  withCaptcha = await buildTestApp(t.db, {
    env: { RECAPTCHA_SECRET: 'test-secret', CAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: verifyUrl },
  });
});
afterAll(async () => {
  await withCaptcha.close();
  await t.close();
  await new Promise((resolve) => verifier.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

describe('createCaptchaVerifier', () => {
  const settings = () => ({ secret: 'test-secret', verifyUrl, minScore: 0.5 });

  it('passes a good token and sends secret, token and address', async () => {
    await createCaptchaVerifier(settings(), quiet).assertHuman('human', '10.1.2.3');
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 'test-secret',
      response: 'human',
      remoteip: '10.1.2.3',
    });
  });

  it.each([
    ['a missing token', undefined],
    ['a refused token', 'forged'],
    ['a score below the minimum', 'bot'],
    ['no score when a minimum is set', 'v2'],
    ['an unreadable answer', 'broken'],
  ])('fails closed with 400 on %s', async (_case, token) => {
    await expect(createCaptchaVerifier(settings(), quiet).assertHuman(token, '10.1.2.3')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Captcha verification failed',
    });
  });

  it('accepts a v2 answer without a score when no minimum is set', async () => {
    await createCaptchaVerifier({ ...settings(), minScore: null }, quiet).assertHuman('v2', '10.1.2.3');
  });

  it('fails closed when the verifier cannot be reached', async () => {
    const unreachable = { ...settings(), verifyUrl: 'http://127.0.0.1:9/siteverify' };
    await expect(createCaptchaVerifier(unreachable, quiet).assertHuman('human', '10.1.2.3')).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('is off without settings', async () => {
    const off = createCaptchaVerifier(null, quiet);
    expect(off.enabled).toBe(false);
    await off.assertHuman(undefined, '10.1.2.3');
    expect(received).toHaveLength(0);
  });
});

describe('captcha on login and forgot-password', () => {
  const login = (app: TestApp, recaptchaToken?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO.buyer, password: 'Steelyard-Demo-2026!', tenant: 'MARKETPLACE', recaptchaToken },
    });
  const forgot = (app: TestApp, recaptchaToken?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO.buyer, tenant: 'MARKETPLACE', recaptchaToken },
    });

  it('lets a verified login through and refuses a missing or bad token before the password is checked', async () => {
    expect((await login(withCaptcha, 'human')).statusCode).toBe(200);
    for (const token of [undefined, 'forged']) {
      const res = await login(withCaptcha, token);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorReply>()).toMatchObject({ kind: 'VALIDATION', message: 'Captcha verification failed' });
    }
  });

  it('guards forgot-password the same way', async () => {
    expect((await forgot(withCaptcha, 'human')).statusCode).toBe(204);
    expect((await forgot(withCaptcha, 'forged')).statusCode).toBe(400);
  });

  it('asks nothing of the verifier when captcha is off', async () => {
    expect((await login(t)).statusCode).toBe(200);
    expect((await forgot(t)).statusCode).toBe(204);
    expect(received).toHaveLength(0);
  });
});
