import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

/** jsdom has no IntersectionObserver: this one lets the test say when the sentinel leaves the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  target: Element | null = null;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => {
      this.callback(
        [{ isIntersecting, target: this.target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}

describe('useScrolledPast', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('watches a sentinel as tall as the threshold at the top of the page, and says when it has left the viewport', () => {
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders += 1;
      return useScrolledPast(8);
    });
    const observer = FakeObserver.last!;
    const sentinel = observer.target as HTMLElement;
    expect(sentinel.parentElement).toBe(document.body);
    expect(sentinel.style.height).toBe('8px');
    expect(sentinel.getAttribute('aria-hidden')).toBe('true');

    observer.report(true);
    expect(result.current).toBe(false);
    observer.report(false);
    expect(result.current).toBe(true);
    const crossed = renders;
    // the observer reports crossings only; a repeated report renders nothing new
    observer.report(false);
    expect(renders - crossed).toBeLessThanOrEqual(1);
    observer.report(true);
    expect(result.current).toBe(false);

    unmount();
    expect(observer.disconnected).toBe(true);
    expect(sentinel.isConnected).toBe(false);
  });

  it('stays false where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useScrolledPast(8));
    expect(result.current).toBe(false);
  });
});
