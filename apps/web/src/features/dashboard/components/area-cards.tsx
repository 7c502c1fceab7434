import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleAreas, type AreaViewer } from '../../../shared/navigation/app-areas';
import { AREA_ICONS } from '../../../shared/navigation/area-icons';

/** Entry points to the user's areas, by the same role and feature rules as the navigation. */
export function AreaCards({ viewer }: { viewer: AreaViewer }) {
  const { t } = useTranslation();
  const areas = visibleAreas(viewer).filter((area) => area.id !== 'dashboard');
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {areas.map((area) => {
        const Icon = AREA_ICONS[area.id];
        return (
          <li key={area.id}>
            <UnstyledButton component={Link} to={area.path} w="100%" h="100%">
              <Card withBorder radius="md" p="md" h="100%" className="sy-area-card">
                <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600}>{t(`shell.nav.${area.id}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.areas.${area.id}`)}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
