// toBeInTheDocument and the other DOM matchers, on vitest's expect and in its types
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { catalogues } from './catalogues';
import { noopAnalyticsSink, setAnalyticsSink } from '../shared/analytics/analytics';
import { initI18n } from '../shared/i18n/i18n';

// jsdom lacks the layout APIs Mantine reads
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= () => undefined;
// jsdom has no canvas (its getContext reports "not implemented"): no 2D context, as in a browser without one
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// findBy… and waitFor wait 1 s by default: too little for a busy CI machine running two lanes side by side
configure({ asyncUtilTimeout: 5_000 });

initI18n(catalogues, 'en');

afterEach(() => {
  cleanup();
  // files share one module cache (isolate: false): no toast may outlive its test
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The web suite shares one module cache per worker (isolate: false): events a file tracked before any sink
// was set wait in analytics' first-sink queue and reached the next file's sink (results-route.test.tsx saw
// 3 Search Listing Result events when search-route.test.tsx ran before it in the same worker). Each test
// starts with that queue drained.
beforeEach(() => setAnalyticsSink(noopAnalyticsSink));
