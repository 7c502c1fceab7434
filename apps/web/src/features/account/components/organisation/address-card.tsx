import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconHistory, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Address } from '@steelyard/domain/organisations';
import { AddressLines } from '../../../../shared/addresses/address-lines';
import { PATHS } from '../../../../shared/navigation/paths';
import { AddressBadges } from '../addresses/address-badges';
import { AddressHistoryDialog } from './address-history-dialog';

interface AddressCardProps {
  address: Address;
  /** Managers edit, delete and choose the primary address (spec 000 §6). */
  canManage: boolean;
  onDelete: (address: Address) => void;
  onSetPrimary: (address: Address) => void;
  /** The address whose action is running. */
  busy?: boolean;
  /** A message about this address (e.g. the primary address cannot be deleted). */
  notice?: ReactNode;
}

/**
 * One address with its marks (primary; pending validation or rejected, which only managers see)
 * and, for managers, Edit; warehouse addresses also Set as primary and Delete.
 */
export function AddressCard({ address, canManage, onDelete, onSetPrimary, busy = false, notice }: AddressCardProps) {
  const { t } = useTranslation();
  const isWarehouse = address.addressType === 'WAREHOUSE';
  const canBePrimary = isWarehouse && !address.primary && address.validationState === 'APPROVED';
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={address.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <AddressLines address={address} withPhone />
          <AddressBadges address={address} />
        </Group>
        {address.validationState === 'REJECTED' && address.rejectionReason && (
          <Text size="sm" c="red.9">
            {t('account.organisation.rejectionReason', { reason: address.rejectionReason })}
          </Text>
        )}
        {address.pendingChange && (
          <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm">{t('account.organisation.changePending')}</Text>
              <Text size="sm" c="dimmed" component="div">
                {t('account.organisation.proposed')}
                <AddressLines address={address.pendingChange} />
              </Text>
            </Stack>
          </Alert>
        )}
        {notice}
        {canManage && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`${PATHS.accountAddress}/${encodeURIComponent(address.id)}`}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('account.organisation.edit')}
            </Button>
            {canBePrimary && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconStar size={14} aria-hidden />}
                onClick={() => onSetPrimary(address)}
                loading={busy}
              >
                {t('account.organisation.setPrimary')}
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconHistory size={14} aria-hidden />}
              onClick={() => setHistoryOpen(true)}
              aria-haspopup="dialog"
            >
              {t('account.addressHistory.open')}
            </Button>
            {isWarehouse && (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onDelete(address)}
                disabled={busy}
              >
                {t('account.organisation.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {canManage && (
        <AddressHistoryDialog address={address} opened={historyOpen} onClose={() => setHistoryOpen(false)} />
      )}
    </Paper>
  );
}
