import { describe, expect, it } from 'vitest';
import { challengeRespondBody } from './auth-challenge';
import { forgotPasswordBody, setPasswordWithTokenBody } from './auth-recovery';
import { devMailboxQuery } from './dev-mailbox';
import { mfaCode, verifySoftwareTokenBody } from './mfa';

describe('access call schemas', () => {
  it('take a challenge answer and refuse an unknown challenge type', () => {
    const base = { session: 's', username: ' A@B.example ', tenant: 'MARKETPLACE' };
    expect(challengeRespondBody.parse({ ...base, type: 'MFA_SETUP', code: '123456' }).username).toBe('A@B.example');
    expect(challengeRespondBody.safeParse({ ...base, type: 'SMS_MFA' }).success).toBe(false);
  });
  it('accept a six-digit code in the form only', () => {
    expect(mfaCode.safeParse('012345').success).toBe(true);
    expect(mfaCode.safeParse('12345').success).toBe(false);
    expect(mfaCode.safeParse('12a456').success).toBe(false);
    // the call itself takes any short text, so that the server can answer 'Validation Failed'
    expect(verifySoftwareTokenBody.safeParse({ userCode: 'abc' }).success).toBe(true);
  });
  it('validate the recovery bodies', () => {
    expect(forgotPasswordBody.safeParse({ email: 'nope', tenant: 'MARKETPLACE' }).success).toBe(false);
    expect(setPasswordWithTokenBody.safeParse({ password: 'x', token: '', tenant: 'MARKETPLACE' }).success).toBe(false);
  });
  it('defaults the mailbox page size', () => {
    expect(devMailboxQuery.parse({})).toEqual({ limit: 50 });
  });
});
