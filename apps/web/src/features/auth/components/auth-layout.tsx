import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { AppFooterContent } from '../../../shared/ui/app-footer';
import { BrandBanner } from '../../../shared/ui/brand-banner';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { ToastArea } from '../../../shared/ui/toast-area';

/** The layout of the sign-in routes: brand and language switcher, the page, the footer. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
      <a className="sy-skip-link" href="#main-content">
        {t('shared.a11y.skipToContent')}
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <BrandLogo />
          <LanguageSelect hideLabel />
        </Group>
        <BrandBanner compact />
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }} py="xl">
        <ToastArea />
        <Container size={460} px="md">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <AppFooterContent />
      </Box>
    </Box>
  );
}
