import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => scrollTo(0));

  it('says whether the window is past the threshold, and does not render on every scroll event', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useScrolledPast(8);
    });
    expect(result.current).toBe(false);
    scrollTo(4);
    expect(result.current).toBe(false);
    scrollTo(20);
    expect(result.current).toBe(true);
    const crossed = renders;
    for (let y = 30; y <= 1500; y += 30) scrollTo(y);
    expect(result.current).toBe(true);
    // fifty scroll events; React may call a component once more before it bails out of an unchanged state
    expect(renders - crossed).toBeLessThanOrEqual(1);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('starts true on a page opened already scrolled (a reload keeps the position)', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const { result } = renderHook(() => useScrolledPast(8));
    expect(result.current).toBe(true);
  });
});
