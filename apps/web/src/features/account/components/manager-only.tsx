import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasAnyRole } from '@steelyard/domain/roles';
import type { SelfUser } from '@steelyard/domain/users';
import { PATHS } from '../../../shared/navigation/paths';
import { useSelfUser } from '../../../shared/session/self-user';
import { PageLoadFailed } from './account-page';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * The manager's pages (spec 000 §6: users, addresses, purchase contact, payment terms): anyone else
 * is sent back to /account (the server refuses their calls anyway).
 */
export function ManagerOnly({ children }: { children: (me: SelfUser) => ReactNode }) {
  const user = useSelfUser();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <PageLoadFailed />;
  if (!hasAnyRole(user.data.roles, ['MANAGER'])) return <Navigate to={PATHS.account} replace />;
  return <>{children(user.data)}</>;
}
