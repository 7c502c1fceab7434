import { AppShell, Box, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingFactory2,
  IconClipboardCheck,
  IconFileDollar,
  IconListDetails,
  IconLogout,
  IconMailX,
  IconMapPinCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { PATHS } from '../../../shared/navigation/paths';
import { signOut } from '../../../shared/session/sign-out';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { ToastArea } from '../../../shared/ui/toast-area';

const NAV_ITEMS = [
  { to: PATHS.operatorOrganisations, labelKey: 'operator.nav.organisations', Icon: IconBuildingFactory2 },
  { to: PATHS.operatorAddressQueue, labelKey: 'operator.nav.addressQueue', Icon: IconMapPinCheck },
  { to: PATHS.operatorListingReview, labelKey: 'operator.listingReview.nav', Icon: IconClipboardCheck },
  { to: PATHS.operatorRfqReview, labelKey: 'operator.rfqReview.nav', Icon: IconFileDollar },
  { to: PATHS.operatorOrders, labelKey: 'operator.orders.nav', Icon: IconTruckDelivery },
  { to: PATHS.operatorAuditLog, labelKey: 'operator.nav.auditLog', Icon: IconListDetails },
  { to: PATHS.operatorFailedMail, labelKey: 'operator.failedMail.nav', Icon: IconMailX },
] as const;

/**
 * The operator console's own shell: header and navigation (organisations, queues, audit log, logout).
 * On a phone the navigation is folded behind a burger, else it would cover every page.
 */
export function OperatorLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group justify="space-between" px="md" h="100%" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('operator.layout.toggleNavigation')}
              aria-expanded={navOpened}
              aria-controls="operator-navigation"
            />
            <BrandLogo />
            {/* on a phone the brand and the menu need the room */}
            <Text fw={600} visibleFrom="xs">
              {t('operator.layout.title')}
            </Text>
          </Group>
          <LanguageSelect hideLabel />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" id="operator-navigation" aria-label={t('operator.nav.label')}>
        {NAV_ITEMS.map(({ to, labelKey, Icon }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            label={t(labelKey)}
            leftSection={<Icon size={20} aria-hidden />}
            onClick={nav.close}
          />
        ))}
        <NavLink
          component="button"
          label={t('operator.nav.logout')}
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={() => {
            void signOut();
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <ToastArea />
        <Box maw={1200}>
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
