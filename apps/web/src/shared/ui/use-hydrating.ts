import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True on the server (the build's pre-render) and while React hydrates its HTML, false otherwise: what a
 * component reads from the browser (a media query) must wait for an effect there, or the first render
 * differs from the HTML it hydrates.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
