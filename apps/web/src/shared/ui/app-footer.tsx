import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../navigation/paths';

const FOOTER_LINKS = [
  { to: PATHS.contactDetails, key: 'shared.footer.contact' },
  { to: PATHS.privacyPolicy, key: 'shared.footer.privacy' },
  { to: PATHS.termsAndConditions, key: 'shared.footer.terms' },
  { to: PATHS.acceptableUse, key: 'shared.footer.acceptableUse' },
] as const;

/** Footer content: the four legal and contact pages and the copyright line. */
export function AppFooterContent() {
  const { t } = useTranslation();
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
        {t('shared.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
