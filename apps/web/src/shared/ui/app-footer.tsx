import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../navigation/paths';
import { useHydrating } from './use-hydrating';

const FOOTER_LINKS = [
  { to: PATHS.contactDetails, key: 'shared.footer.contact' },
  { to: PATHS.privacyPolicy, key: 'shared.footer.privacy' },
  { to: PATHS.termsAndConditions, key: 'shared.footer.terms' },
  { to: PATHS.acceptableUse, key: 'shared.footer.acceptableUse' },
] as const;

/** Footer content: the four legal and contact pages and the copyright line. */
export function AppFooterContent() {
  const { t } = useTranslation();
  // the year is this browser's: a page pre-rendered in another year (a December build served in January)
  // would not hydrate, so the build's HTML keeps the line's place empty and the app fills it in
  const hydrating = useHydrating();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" py="sm" px="md">
      <nav aria-label={t('shared.footer.navLabel')}>
        <Group gap="md" wrap="wrap">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {t(link.key)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Text size="sm" c="dimmed">
        {hydrating ? '\u00a0' : t('shared.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
