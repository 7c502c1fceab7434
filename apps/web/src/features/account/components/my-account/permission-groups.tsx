import { Accordion, Badge, Group, List, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup } from '@steelyard/domain/permissions';

/** Permissions in collapsible groups (basic, buyer, seller, manager), each with how many it holds. */
export function PermissionGroups({ groups, label }: { groups: readonly PermissionGroup[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Accordion multiple variant="separated" radius="md" aria-label={label}>
      {groups.map((group) => (
        <Accordion.Item key={group.id} value={group.id}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Text fw={500}>{t(`account.permissionGroups.${group.id}`)}</Text>
              <Badge variant="light" aria-hidden>
                {group.permissions.length}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <List
              size="sm"
              spacing={6}
              center
              icon={<IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />}
            >
              {group.permissions.map((permission) => (
                <List.Item key={permission}>{t(`account.permissions.${permission}`)}</List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
