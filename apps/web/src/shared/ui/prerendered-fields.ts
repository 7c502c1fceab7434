/*
 * A slow phone shows a signed-out page's pre-rendered HTML (app/prerender.tsx) before the app runs, and
 * its visitor may type into the form meanwhile. When React hydrates, it keeps those DOM nodes and their
 * values (and react-hook-form keeps a value edited before it registered the field); when the app draws its
 * own page instead (another language, a session), the fields are new. Either way the form reads what was
 * typed here and starts from it, and knows to get its validation ready without waiting for the next key.
 */

const ROOT_ID = 'root';

function prerenderedRoot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById(ROOT_ID);
  return root?.dataset.prerendered ? root : null;
}

/** What was typed into the pre-rendered field of this name before the app took the page over, if anything. */
export function typedBeforeHydration(name: string): string | undefined {
  const field = prerenderedRoot()?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  return field?.value ? field.value : undefined;
}

/**
 * Marks the page as the app's: later forms (another visit to /login) start from their own defaults, and a
 * page the server rendered for the session no longer says so (what waits for the app can watch for that).
 */
export function finishPrerenderedPage(): void {
  const root = prerenderedRoot();
  if (root) delete root.dataset.prerendered;
  if (typeof document !== 'undefined') delete document.getElementById(ROOT_ID)?.dataset.rendered;
}
