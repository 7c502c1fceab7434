import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearStoredRedirect, loginPathFor, redirectTargetAfterLogin } from '../shared/navigation/login-redirect';
import { PATHS } from '../shared/navigation/paths';
import { getSessionEndReason, useSession } from '../shared/session/session-store';

/**
 * Signed-out visitors are sent to /login carrying the requested path; after an explicit
 * logout they land on a plain /login.
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) {
    if (getSessionEndReason() === 'logout') return <Navigate to={PATHS.login} replace />;
    return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  }
  return <Outlet />;
}

function SignedInRedirect({ search }: { search: string }) {
  const target = useMemo(() => redirectTargetAfterLogin(search), [search]);
  useEffect(() => clearStoredRedirect(), []);
  return <Navigate to={target} replace />;
}

/** Signed-in users who open a sign-in route go on to the stored path or the dashboard. */
export function GuestOnly() {
  const session = useSession();
  const { search } = useLocation();
  if (session) return <SignedInRedirect search={search} />;
  return <Outlet />;
}
