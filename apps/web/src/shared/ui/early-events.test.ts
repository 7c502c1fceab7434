import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyEvents } from './early-events';

afterEach(() => {
  document.body.innerHTML = '';
  delete window.steelyardEarlyEvents;
});

describe('clicks and submits made before the app took the page over (issue 25)', () => {
  it('runs them in order on the same elements once, then holds nothing more', () => {
    const order: string[] = [];
    document.body.innerHTML =
      '<button id="a">A</button><form id="f"><input name="q" /></form><button id="b">B</button>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const form = document.getElementById('f') as HTMLFormElement;
    a.addEventListener('click', () => order.push('a'));
    b.addEventListener('click', () => order.push('b'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      order.push('submit');
    });
    window.steelyardEarlyEvents = [
      { type: 'click', target: b },
      { type: 'submit', target: form },
      { type: 'click', target: a },
    ];
    replayEarlyEvents();
    expect(order).toEqual(['b', 'submit', 'a']);
    expect(window.steelyardEarlyEvents).toBeUndefined();
    replayEarlyEvents();
    expect(order).toHaveLength(3);
  });

  it('skips what is no longer on the page (the app drew its own page instead)', () => {
    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    window.steelyardEarlyEvents = [{ type: 'click', target: gone }];
    replayEarlyEvents();
    expect(clicked).not.toHaveBeenCalled();
  });
});
