import { isWritingOperator } from '@steelyard/domain/roles';
import { useSession } from '../../../shared/session/session-store';

/** True for OPERATOR; OPERATOR_READONLY sees everything but no write buttons. */
export function useCanWrite(): boolean {
  const session = useSession();
  return session ? isWritingOperator(session.permissions) : false;
}
