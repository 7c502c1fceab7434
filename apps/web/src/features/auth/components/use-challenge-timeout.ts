import { useEffect, useRef } from 'react';
import { challengeTimeLeft, type PendingChallenge } from '../api/challenge-store';

/**
 * Calls `onTimeout` when the challenge's 300,000 ms are up (spec 000 §2), counted from when the
 * server issued it, so a reload does not restart the clock; each chained challenge starts anew.
 */
export function useChallengeTimeout(challenge: PendingChallenge | null, onTimeout: () => void): void {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });
  const session = challenge?.session;
  const issuedAt = challenge?.issuedAt;
  useEffect(() => {
    if (session === undefined || issuedAt === undefined) return;
    const timer = setTimeout(() => callback.current(), challengeTimeLeft({ issuedAt }));
    return () => clearTimeout(timer);
  }, [session, issuedAt]);
}
