import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LAYOUT } from '@steelyard/domain/constants';

const HASH_WAIT_MS = 3_000;

/** The height of a fixed page header, which would otherwise cover the anchor. */
function fixedHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>('body header');
  return header && getComputedStyle(header).position === 'fixed' ? header.offsetHeight : 0;
}

/** Scrolls so the element sits 10 px below the top, or below a fixed header (spec 000 §9 scroll offset). */
export function scrollToElement(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - fixedHeaderHeight() - LAYOUT.scrollOffsetPx;
  window.scrollTo({ top: Math.max(0, top), left: 0 });
}

/**
 * Resets the scroll position on navigation, or scrolls to the hash anchor when there is one;
 * lazy pages render their anchors late, so it watches the DOM for a few seconds.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const found = document.getElementById(id);
    if (found) {
      scrollToElement(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        observer.disconnect();
        scrollToElement(element);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, key]);
  return null;
}
