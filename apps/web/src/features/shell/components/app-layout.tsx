import { AppShell, Box, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { LAYOUT } from '@steelyard/domain/constants';
import type { SelfUser } from '@steelyard/domain/users';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { canUseCart } from '../../../shared/navigation/app-areas';
import { isDetailPage } from '../../../shared/navigation/paths';
import { useSelfUser, useSaveSelfLanguage } from '../../../shared/session/self-user';
import { useSession } from '../../../shared/session/session-store';
import { AppFooterContent } from '../../../shared/ui/app-footer';
import { BrandBanner } from '../../../shared/ui/brand-banner';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { SupportCard } from '../../../shared/ui/support-card';
import { ToastArea } from '../../../shared/ui/toast-area';
import { layoutHint } from '../../../shared/ui/layout-hint';
import { useHydrating } from '../../../shared/ui/use-hydrating';
import { refreshSelfUpdates } from '../../../shared/session/self-updates';
import { useSelfUpdates } from '../api/get-self-updates';
import { NavMenu } from './nav-menu';
import { useLanguageSync } from './use-language-sync';
import { PageHeader } from './page-header';
import { useScrolledPast } from './use-scrolled-past';

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 280;
// the media queries are read in the first render (Mantine's default waits for an effect, for server
// rendering): on a phone the shell rendered a desktop layout first and then everything again. Only a
// pre-rendered legal page's hydration waits: its first render must be the build's (desktop) HTML
const mediaQueryOptions = (hydrating: boolean) => ({ getInitialValueInEffect: hydrating });

/**
 * The shell of spec 000 §2: header, navigation that collapses below 1006 px (the narrow layout at
 * 800 px and below, spec 000 §9), the page header, toasts in the main region, the brand banner and footer.
 * A signed-in shell waits for the user (their language and navigation items) behind a blank page, so
 * that it is first shown as it stays (decision 145).
 */
export function AppLayout() {
  const signedIn = useSession() !== null;
  const self = useSelfUser();
  const languageSettled = useLanguageSync(self.data);
  // a failed users/self shows the shell with the token's roles rather than a blank page for good
  if (signedIn && !self.isError && !languageSettled) return <div aria-busy="true" />;
  return <ShellFrame user={self.data} />;
}

function ShellFrame({ user }: { user: SelfUser | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const detailPage = isDetailPage(useMatches().map((match) => match.handle));
  const signedIn = useSession() !== null;
  const saveLanguage = useSaveSelfLanguage();
  const updates = useSelfUpdates();
  const queryClient = useQueryClient();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopCollapsed, desktop] = useDisclosure(false);
  const media = mediaQueryOptions(useHydrating());
  // while hydrating, the layout the server rendered for (a phone's or a desktop's), read for real after
  const phone = layoutHint() === 'narrow';
  const isDesktop = useMediaQuery(`(min-width: ${LAYOUT.navCollapseBelowPx}px)`, !phone, media);
  // "narrow layout at 800 px" (spec 000 §9): 800 px itself is narrow (it was `< 800`)
  const isNarrow = useMediaQuery(`(max-width: ${LAYOUT.narrowLayoutPx}px)`, phone, media);
  const scrolled = useScrolledPast(LAYOUT.headerScrollThresholdPx);

  // the navigation counts refresh on every navigation except to detail pages (the routes that say so, see
  // RouteHandle); the first page's counts are the poll's own first fetch (refreshing there too cancelled it
  // and asked twice on every load), and a renewed access token is not a navigation
  const countedPath = useRef(pathname);
  useEffect(() => {
    if (countedPath.current === pathname) return;
    countedPath.current = pathname;
    if (signedIn && !detailPage) void refreshSelfUpdates(queryClient);
  }, [pathname, detailPage, signedIn, queryClient]);

  const navOpen = isDesktop ? !desktopCollapsed : mobileOpened;
  const cartCount = user && canUseCart(user) ? (updates.data?.cartDetails.count ?? 0) : null;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: LAYOUT.navCollapseBelowPx,
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed },
      }}
      padding={isNarrow ? 'sm' : 'lg'}
    >
      <a className="sy-skip-link" href="#main-content">
        {t('shared.a11y.skipToContent')}
      </a>
      <AppShell.Header className={scrolled ? 'sy-header-scrolled' : undefined}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={isDesktop ? desktop.toggle : mobile.toggle}
              size="sm"
              aria-label={t('shell.header.toggleNavigation')}
              aria-expanded={navOpen}
              aria-controls="main-navigation"
            />
            <BrandLogo />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && !isNarrow && (
              <Text size="sm" c="dimmed" truncate maw={320}>
                {t('shell.header.signedInAs', { name: user.name, organisation: user.organisation.name })}
              </Text>
            )}
            <LanguageSelect hideLabel onChosen={(language) => void saveLanguage(language)} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="main-navigation" aria-label={t('shell.nav.label')}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          <NavMenu updates={updates.data} onNavigate={mobile.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <SupportCard />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column' }}>
        <ToastArea />
        <Box mx="calc(var(--app-shell-padding) * -1)" mt="calc(var(--app-shell-padding) * -1)" mb="md">
          <BrandBanner compact={isNarrow} />
        </Box>
        <Box style={{ flex: 1 }} maw={1200} w="100%">
          <PageHeader cartCount={cartCount} />
          <Outlet />
        </Box>
      </AppShell.Main>
      <Box
        component="footer"
        style={{
          paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
          background: 'white',
        }}
      >
        <AppFooterContent />
      </Box>
    </AppShell>
  );
}
