import { Badge, NavLink, Stack } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { visibleAreas, type AppArea } from '../../../shared/navigation/app-areas';
import { AREA_ICONS } from '../../../shared/navigation/area-icons';
import { PATHS, type NavigationState } from '../../../shared/navigation/paths';
import { useSelfUser } from '../../../shared/session/self-user';
import { useSession } from '../../../shared/session/session-store';
import { signOut } from '../../../shared/session/sign-out';

const NAVBAR_STATE: NavigationState = { fromNavbar: true };

function isActive(area: AppArea, pathname: string): boolean {
  if (area.path === PATHS.dashboard) return pathname === PATHS.dashboard;
  return pathname === area.path || pathname.startsWith(`${area.path}/`);
}

export function countFor(area: AppArea, updates: SelfUpdatesReply | undefined): number {
  if (!updates) return 0;
  if (area.id === 'myOffers') return updates.offers.buyerCount;
  if (area.id === 'manageOffers') return updates.offers.sellerCount;
  // alert results of the last 24 hours
  if (area.id === 'myAlerts') return updates.alerts?.newResults ?? 0;
  return 0;
}

/**
 * The navigation items by role and feature, then Logout (signed in) or Login (anonymous).
 * Links carry `fromNavbar` in the router state.
 */
export function NavMenu({ updates, onNavigate }: { updates: SelfUpdatesReply | undefined; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user } = useSelfUser();

  if (!session) {
    return (
      <NavLink
        component={Link}
        to={PATHS.login}
        state={NAVBAR_STATE}
        label={t('shell.nav.login')}
        leftSection={<IconLogin size={20} aria-hidden />}
        onClick={onNavigate}
      />
    );
  }

  // the shell waits for the user (decision 145); only if users/self failed do the token's roles decide
  const areas = visibleAreas({ roles: user?.roles ?? session.permissions, features: user?.features ?? [] });
  return (
    <Stack gap={2}>
      {areas.map((area) => {
        const Icon = AREA_ICONS[area.id];
        const active = isActive(area, pathname);
        const count = countFor(area, updates);
        return (
          <NavLink
            key={area.id}
            component={Link}
            to={area.path}
            state={NAVBAR_STATE}
            label={t(`shell.nav.${area.id}`)}
            leftSection={<Icon size={20} aria-hidden />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {count}
                </Badge>
              ) : undefined
            }
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
      <NavLink
        component="button"
        type="button"
        label={t('shell.nav.logout')}
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={() => {
          onNavigate();
          void signOut();
          navigate(PATHS.login, { replace: true });
        }}
      />
    </Stack>
  );
}
