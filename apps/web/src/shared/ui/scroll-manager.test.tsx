import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

afterEach(() => vi.restoreAllMocks());

function Page() {
  return (
    <>
      <ScrollManager />
      <section id="seller">seller terms</section>
    </>
  );
}

describe('ScrollManager', () => {
  it('resets the scroll on navigation and scrolls to a hash anchor with a 10 px offset', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });

    const section = document.getElementById('seller')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    await act(() => router.navigate('/terms#seller'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 490, left: 0 });
  });
});
