import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../navigation/paths';

function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="#2d5b84" />
      <path d="M8 22h16M10 22V12l6-3 6 3v10" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
    </svg>
  );
}

/** The brand mark and name, linking home. */
export function BrandLogo({ to = PATHS.dashboard }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} underline="never" aria-label={t('shared.brand.home')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={700} size="lg" c="steel.9" component="span">
          {t('shared.brand.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
