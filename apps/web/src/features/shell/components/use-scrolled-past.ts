import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `threshold` pixels. The state changes only when the
 * position crosses the threshold: the shell used to keep the scroll position itself, and re-rendered its
 * header and navigation on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
