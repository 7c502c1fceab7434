import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  ANALYTICS_EVENTS,
  createAmplitudeSink,
  noopAnalyticsSink,
  setAnalyticsSink,
  trackEvent,
} from '../shared/analytics/analytics';
import { publicConfigQueryOptions } from '../shared/config/public-config';
import { consoleErrorSink, loadSentrySink, setErrorSink } from '../shared/error-reporting/error-reporting';
import { useSession } from '../shared/session/session-store';
import { ScrollManager } from '../shared/ui/scroll-manager';
import { LazyNewOfferToasts } from './offers-slot';
import { withCatalogues } from './catalogue-areas';

// the cart's reminders run on every page; their chunk loads with the app shell, not with /cart
const CartReminders = lazy(
  withCatalogues('buying', async () => ({
    default: (await import('../features/buying/components/cart-reminders')).CartReminders,
  })),
);

/**
 * Wires the integrations the public config names (analytics off and errors to the console by
 * default), tracks a Page View on each navigation once that is known, and manages scrolling.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const config = useQuery(publicConfigQueryOptions());
  const settled = config.isSuccess || config.isError;
  const marketplaceSession = useSession()?.tenant === 'MARKETPLACE';

  useEffect(() => {
    if (!config.data) return;
    const { analytics, errorReporting } = config.data;
    setAnalyticsSink(analytics ? createAmplitudeSink(analytics) : noopAnalyticsSink);
    setErrorSink(consoleErrorSink);
    // the console meanwhile; a chunk that fails to load leaves it there
    if (errorReporting) void loadSentrySink(errorReporting).then(setErrorSink, () => undefined);
  }, [config.data]);

  useEffect(() => {
    if (settled) trackEvent(ANALYTICS_EVENTS.pageView);
  }, [pathname, settled]);

  return (
    <>
      <ScrollManager />
      {/* their chunks and catalogues are not downloaded before a customer signs in (the sign-in page's weight) */}
      {marketplaceSession && (
        <>
          <LazyNewOfferToasts />
          <Suspense fallback={null}>
            <CartReminders />
          </Suspense>
        </>
      )}
      <Outlet />
    </>
  );
}
