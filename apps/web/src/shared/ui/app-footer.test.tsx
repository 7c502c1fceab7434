import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooterContent } from './app-footer';
import { theme } from './theme';

const footer = (
  <MantineProvider theme={theme}>
    <MemoryRouter>
      <AppFooterContent />
    </MemoryRouter>
  </MantineProvider>
);

describe('the footer', () => {
  it('shows the copyright line with this year in the browser', () => {
    render(footer);
    expect(screen.getByText(new RegExp(`${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('leaves the year out of the pre-rendered HTML, which may be hydrated in another year', () => {
    const html = renderToString(footer);
    expect(html).toContain('Privacy policy');
    expect(html).not.toContain(`${new Date().getFullYear()}`);
  });
});
