import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';

// the badge is part of the page: Mantine's default (200) put it above the shell's header and navigation
// (100 and 101), so it showed through the open navigation on a phone (issue 23, item 2)
const BADGE_Z_INDEX = 1;

/** The header cart icon with the number of entries from the navigation poll. */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red.8" offset={4} zIndex={BADGE_Z_INDEX}>
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
