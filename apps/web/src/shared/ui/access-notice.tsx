import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  hasPermission,
  PERMISSIONS,
  type PermissionDefinition,
  type PermissionHolder,
  type PermissionId,
} from '@steelyard/domain/permissions';
import { hasAnyRole } from '@steelyard/domain/roles';

/** What a user lacks for a permission: the role that grants it, a feature it needs, or nothing. */
export function accessGap(holder: PermissionHolder, permission: PermissionId): 'ROLE' | 'FEATURE' | null {
  if (hasPermission(holder, permission)) return null;
  const definition: PermissionDefinition | undefined = PERMISSIONS.find((p) => p.id === permission);
  const roles = definition?.roles ?? [];
  return roles.length > 0 && !hasAnyRole(holder.roles, roles) ? 'ROLE' : 'FEATURE';
}

/**
 * Tells a user that a page is not for them (it is for buyers, for sellers, or needs a feature their
 * account lacks): an answer, not a failure, so no red and no retry (the server refuses every try).
 */
export function AccessNotice({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="alert">
      {t(messageKey)}
    </Alert>
  );
}
