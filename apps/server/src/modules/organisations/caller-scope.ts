import { hasAnyRole } from '@steelyard/domain/roles';
import type { Caller } from '../../platform/access-tokens';

/** Managers see credit-line information and addresses that are not approved yet (spec 000 §5, §6). */
export const isManager = (caller: Caller): boolean => hasAnyRole(caller.roles, ['MANAGER']);
