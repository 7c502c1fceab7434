import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderedAt, useNow } from './use-now';

function Clock() {
  return <output>{useNow(1000)}</output>;
}

afterEach(() => {
  setRenderedAt(null);
  vi.useRealTimers();
});

describe('useNow on a server-rendered page (issue 25)', () => {
  it('hydrates the server’s time without a mismatch, then shows this clock’s', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setRenderedAt(1_000_000);
    const html = renderToString(<Clock />);
    expect(html).toContain('1000000');

    // the browser hydrates 4 s later, knowing the server's time from the page (app/hydration.ts)
    vi.setSystemTime(1_004_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: mismatches });
      await Promise.resolve();
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toBe('1004000');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(container.textContent).toBe('1005000');
    container.remove();
  });

  it('without a server render, starts from this clock', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const container = document.createElement('div');
    expect(renderToString(<Clock />)).toContain('2000000');
    container.remove();
  });
});
