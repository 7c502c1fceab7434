import { Group, Text } from '@mantine/core';
import { IconCertificate, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const PROMISES = [
  { key: 'shared.brandPromise.customersVetted', Icon: IconShieldCheck },
  { key: 'shared.brandPromise.managedProcess', Icon: IconTruckDelivery },
  { key: 'shared.brandPromise.materialsVetted', Icon: IconCertificate },
] as const;

/** The brand promise banner: vetted customers, a managed order process, mill-certified material. */
export function BrandBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('shared.brandPromise.label')}>
      <Group
        component="ul"
        justify="center"
        gap={compact ? 'xs' : 'xl'}
        m={0}
        p={compact ? 6 : 8}
        style={{ listStyle: 'none', background: 'var(--mantine-color-steel-0)' }}
      >
        {PROMISES.map(({ key, Icon }) => (
          <Group component="li" key={key} gap={6} wrap="nowrap">
            <Icon size={16} color="var(--mantine-color-steel-8)" aria-hidden />
            <Text size="xs" fw={500} c="steel.9">
              {t(key)}
            </Text>
          </Group>
        ))}
      </Group>
    </section>
  );
}
