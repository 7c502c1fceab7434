import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleErrorSink, setErrorSink } from '../error-reporting/error-reporting';
import { theme } from './theme';
import { RouteErrorPage } from './route-error-page';

function renderFailing(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      lazy: async () => {
        throw error;
      },
    },
  ]);
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => setErrorSink(consoleErrorSink));

describe('RouteErrorPage', () => {
  it('offers "Go to dashboard" and "Reload" and reports the error', async () => {
    const report = vi.fn();
    setErrorSink({ report });
    renderFailing(new Error('render failed'));
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and reports nothing when a page chunk fails to load', async () => {
    const report = vi.fn();
    setErrorSink({ report });
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});
