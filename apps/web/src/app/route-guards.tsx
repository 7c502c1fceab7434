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

/** The marketplace's routes are not the operators': an ADMIN session goes to the operator console (decision 51). */
export function MarketplaceOnly() {
  const session = useSession();
  if (session?.tenant === 'ADMIN') return <Navigate to={PATHS.operator} replace />;
  return <Outlet />;
}

/** The operator console needs an ADMIN session; a customer's session goes back to the marketplace. */
export function RequireOperatorSession() {
  const session = useSession();
  if (!session) return <Navigate to={PATHS.operatorLogin} replace />;
  if (session.tenant !== 'ADMIN') return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}

/** The operators' sign-in screens: a signed-in operator goes on to the console, a customer to the marketplace. */
export function OperatorGuestOnly() {
  const session = useSession();
  if (session) return <Navigate to={session.tenant === 'ADMIN' ? PATHS.operator : PATHS.dashboard} replace />;
  return <Outlet />;
}
