import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `threshold` pixels, from an observed sentinel at the top of
 * the page as tall as the threshold: the state changes only when the threshold is crossed, and nothing reads
 * the scroll position. Keeping the position re-rendered the shell on every scroll event, and reading
 * `window.scrollY` forced a layout after the commits of a first load (100 ms of a results page's start).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sentinel = document.createElement('div');
    sentinel.setAttribute('aria-hidden', 'true');
    sentinel.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${threshold}px;visibility:hidden;pointer-events:none`;
    document.body.prepend(sentinel);
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setPast(!entry.isIntersecting);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      sentinel.remove();
    };
  }, [threshold]);
  return past;
}
