import { Badge, Group } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@steelyard/domain/organisations';

/** The marks of an address: primary, and pending validation or rejected (which only managers see). */
export function AddressBadges({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {address.primary && (
        <Badge variant="filled" tt="none" leftSection={<IconStar size={12} aria-hidden />}>
          {t('account.organisation.primary')}
        </Badge>
      )}
      {address.validationState === 'PENDING' && (
        <Badge color="orange.7" variant="dot" tt="none">
          {t('account.organisation.pending')}
        </Badge>
      )}
      {address.validationState === 'REJECTED' && (
        <Badge color="red.8" variant="dot" tt="none">
          {t('account.organisation.rejected')}
        </Badge>
      )}
    </Group>
  );
}
