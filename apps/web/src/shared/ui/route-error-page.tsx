import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../api/api-error';
import { reportError } from '../error-reporting/error-reporting';
import { ErrorPage } from './error-page';

/** The routes' errorElement: a failed page chunk renders nothing and is not reported; anything else is. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (!chunkFailure) reportError(error, { source: 'route' });
  }, [error, chunkFailure]);
  if (chunkFailure) return null;
  return <ErrorPage />;
}
