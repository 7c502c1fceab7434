import { describe, expect, it } from 'vitest';
import { CHALLENGE_SCREEN_TIMEOUT_MS } from '@steelyard/domain/constants';
import { challengeTimeLeft, clearChallenge, readChallenge, saveChallenge } from './challenge-store';

describe('challenge store', () => {
  it('keeps the session, type, username and when the challenge was issued', () => {
    saveChallenge({ session: 's', type: 'MFA_SETUP', username: 'a@b.example' }, 1_000);
    expect(readChallenge()).toEqual({
      session: 's',
      type: 'MFA_SETUP',
      username: 'a@b.example',
      tenant: 'MARKETPLACE',
      issuedAt: 1_000,
    });
    clearChallenge();
    expect(readChallenge()).toBeNull();
  });

  it('has no challenge when session, username or a valid type is missing', () => {
    const store = (value: unknown) => window.sessionStorage.setItem('steelyard.login-challenge', JSON.stringify(value));
    store({ type: 'MFA_SETUP', username: 'a@b.example' });
    expect(readChallenge()).toBeNull();
    store({ session: 's', type: 'MFA_SETUP', username: '' });
    expect(readChallenge()).toBeNull();
    store({ session: 's', type: 'SMS_MFA', username: 'a@b.example' });
    expect(readChallenge()).toBeNull();
    window.sessionStorage.setItem('steelyard.login-challenge', '{not json');
    expect(readChallenge()).toBeNull();
  });

  it('counts the 300,000 ms from the moment of issue', () => {
    expect(challengeTimeLeft({ issuedAt: 0 }, 0)).toBe(CHALLENGE_SCREEN_TIMEOUT_MS);
    expect(challengeTimeLeft({ issuedAt: 0 }, 299_000)).toBe(1_000);
    expect(challengeTimeLeft({ issuedAt: 0 }, 400_000)).toBe(0);
  });
});
