import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { theme } from '../shared/ui/theme';

/** Renders with Mantine, a fresh query client and a memory router at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/** Renders `routes` in a memory router at `path` (with a hash or state if need be); the router tells where the screens navigated to. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: InitialEntry } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient, ...view };
}

/** A JSON reply as fetch would give it. */
export function jsonReply(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The error body of the API for a status, kind and message. */
export function apiErrorReply(
  status: number,
  kind: string,
  message: string,
  details?: { path: string; message: string }[],
): Response {
  return jsonReply(status, { statusCode: status, kind, message, ...(details ? { details } : {}) });
}

/** A signed JWT-shaped token with the given claims (the client never checks the signature). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
