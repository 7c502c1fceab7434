/*
 * A page the server sent as HTML (pre-rendered or rendered for the session, issue 25) shows its buttons
 * before the app has run: a click or a submit then would do nothing, and a quick user would think the
 * button broken. The pages' boot script (app/prerender.tsx `bootScript`) holds such clicks and submits from
 * the start in `window.steelyardEarlyEvents`; once React has taken the page over, they are given to it in
 * order, on the same elements (hydration keeps them). Links are not held: they work as links without
 * the app.
 */

declare global {
  interface Window {
    /** Clicks and submits held by the boot script until the app runs them (absent when none are held). */
    steelyardEarlyEvents?: { type: string; target: EventTarget | null }[];
  }
}

/** Ends the holding and runs what was held, where it still is on the page (a page the app replaced has none). */
export function replayEarlyEvents(): void {
  if (typeof window === 'undefined') return;
  const held = window.steelyardEarlyEvents;
  delete window.steelyardEarlyEvents;
  for (const { type, target } of held ?? []) {
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (type === 'click') target.click();
  }
}
