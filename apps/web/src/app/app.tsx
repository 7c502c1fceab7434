import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { replayEarlyEvents } from '../shared/ui/early-events';
import { finishPrerenderedPage } from '../shared/ui/prerendered-fields';
import { AppProviders } from './providers';

/** The browser's router, or the memory router the build renders the signed-out pages with (app/prerender.tsx). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  // the pre-rendered HTML is the app's now: what was typed into it has been taken over
  useEffect(() => {
    finishPrerenderedPage();
    // what was clicked or submitted before (shared/ui/early-events.ts), now that it has a handler
    replayEarlyEvents();
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Resolves once the router has loaded the first page (its lazy chunks, catalogues and loaders). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
