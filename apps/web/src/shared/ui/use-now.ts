import { useEffect, useState } from 'react';
import { useHydrating } from './use-hydrating';

// the time the server rendered the page at (server-render.tsx), which the browser hydrates with
let renderedAt: number | null = null;

/** The clock of a server-rendered page: set by the server for its render, by the browser from that page. */
export function setRenderedAt(time: number | null): void {
  renderedAt = time;
}

/**
 * The current time in ms, renewed every `intervalMs`. A server-rendered page starts from the server's
 * time, so that a countdown hydrates the text the server sent (React reports a mismatch otherwise), and
 * moves to this clock's time at once after.
 */
export function useNow(intervalMs = 1000): number {
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => (hydrating && renderedAt !== null ? renderedAt : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
