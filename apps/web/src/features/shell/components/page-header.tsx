import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { backTargetOf, isFromNavbar, PATHS } from '../../../shared/navigation/paths';
import { CartButton } from './cart-button';

/** The parent of a path: /orders/cart/12 → /orders/cart; top-level pages go to the dashboard. */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return parent === '' ? PATHS.dashboard : parent;
}

function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx > 0
    : false;
}

/**
 * The page header: a back link (to the previous page when there is one in this visit and the
 * page was not opened from the navbar, else to the route's back target or the parent path) and,
 * for buyers with the cart feature, the cart icon.
 */
export function PageHeader({ cartCount }: { cartCount: number | null }) {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const backTo = backTargetOf(useMatches().map((match) => match.handle)) ?? parentPath(pathname);
  const showBack = pathname !== PATHS.dashboard;
  const onBack = (event: MouseEvent) => {
    // after a jump through the navbar "back" means up to the parent area, not the previous area
    if (hasHistory() && !isFromNavbar(state)) {
      event.preventDefault();
      navigate(-1);
    }
  };
  if (!showBack && cartCount === null) return null;
  return (
    <Group justify="space-between" mb="md" mih={36}>
      {showBack ? (
        <Anchor
          component={Link}
          to={backTo}
          onClick={onBack}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t('shell.header.back')}
        </Anchor>
      ) : (
        <span />
      )}
      {cartCount !== null && <CartButton count={cartCount} />}
    </Group>
  );
}
