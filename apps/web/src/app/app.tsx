import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// created on the first render, not when this module loads: the router starts loading the first page's
// chunks and catalogues at once, so main.tsx must have set up i18n before
let router: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  router ??= createAppRouter();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
