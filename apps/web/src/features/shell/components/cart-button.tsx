import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';

/** The header cart icon with the number of entries from the navigation poll. */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red.8" offset={4}>
      <ActionIcon
        component={Link}
        to={PATHS.cart}
        variant="light"
        size="lg"
        aria-label={t('shell.header.cart', { count })}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
