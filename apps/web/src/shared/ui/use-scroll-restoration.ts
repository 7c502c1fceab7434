import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_PREFIX = 'sy-scroll:';

/** The scroll position kept for one history entry (sessionStorage, so a reload of the next page keeps it). */
export function readScrollPosition(key: string): number | null {
  try {
    const value = sessionStorage.getItem(`${STORAGE_PREFIX}${key}`);
    return value === null ? null : Number(value) || 0;
  } catch {
    return null;
  }
}

export function saveScrollPosition(key: string, top: number): void {
  try {
    sessionStorage.setItem(`${STORAGE_PREFIX}${key}`, String(Math.round(top)));
  } catch {
    // storage full or blocked: Back then starts at the top
  }
}

/**
 * Remembers how far a list page was scrolled when it is left and scrolls there again when the
 * same history entry comes back (Back, Forward), once `ready` says its items are on the page;
 * a new visit starts at the top as the scroll manager does.
 */
export function useScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);
  // a layout cleanup runs before the page's DOM goes, while the position is still the page's own
  useLayoutEffect(() => () => saveScrollPosition(key, window.scrollY), [key]);
  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    if (navigationType !== 'POP') return;
    const top = readScrollPosition(key);
    if (top !== null) window.scrollTo({ top, left: 0 });
  }, [ready, key, navigationType]);
}
