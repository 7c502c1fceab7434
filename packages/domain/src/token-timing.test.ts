import { describe, expect, it } from 'vitest';
import { needsTokenRefresh } from './token-timing';

describe('needsTokenRefresh', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('refreshes when under 3 s remain', () => {
    expect(needsTokenRefresh(new Date(now + 2_999), now)).toBe(true);
    expect(needsTokenRefresh(new Date(now - 1), now)).toBe(true);
  });
  it('keeps a token with 3 s or more left', () => {
    expect(needsTokenRefresh(new Date(now + 3_000), now)).toBe(false);
    expect(needsTokenRefresh('2026-11-22T10:05:00Z', now)).toBe(false);
  });
  it('refreshes an unreadable expiry', () => {
    expect(needsTokenRefresh('garbage', now)).toBe(true);
  });
});
