import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedUser } from '@steelyard/domain/managed-users';
import { CollectionFooter } from '../../../../shared/collections/collection-footer';
import { CollectionFailed, CollectionLoader } from '../../../../shared/collections/collection-states';
import { useCollection } from '../../../../shared/collections/use-collection';
import { PATHS } from '../../../../shared/navigation/paths';
import {
  fetchManagedUsersPage,
  MANAGED_USERS_PAGE_SIZE,
  MANAGED_USERS_SORT,
  managedUserKeys,
} from '../../api/managed-users';

const getId = (user: ManagedUser) => user.id;

/** The path of a user's edit page. */
export function editUserPath(id: string): string {
  return `${PATHS.accountEditUser}/${encodeURIComponent(id)}`;
}

/** The organisation's users, 10 at a time sorted by name, with "Load more" and "Add user" (managers only). */
export function UserManagementTab() {
  const { t } = useTranslation();
  const users = useCollection<ManagedUser>({
    queryKey: managedUserKeys.list(),
    fetchPage: fetchManagedUsersPage,
    getId,
    pageSize: MANAGED_USERS_PAGE_SIZE,
  });
  const { load } = users;

  useEffect(() => {
    load({ sort: MANAGED_USERS_SORT });
  }, [load]);

  return (
    <Stack gap="md" component="section" aria-labelledby="users-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="users-title">
            {t('account.users.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.users.intro')}
          </Text>
        </Stack>
        <Button component={Link} to={PATHS.accountEditUser} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('account.users.addUser')}
        </Button>
      </Group>

      {(users.status === 'IDLE' || users.status === 'PENDING') && users.items.length === 0 ? (
        <CollectionLoader />
      ) : users.status === 'FAILED' && users.items.length === 0 ? (
        <CollectionFailed collection={users} message={t('account.users.loadFailed')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={600} className="sy-stacked-table">
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby="users-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.users.columns.name')}</Table.Th>
                  <Table.Th>{t('account.users.columns.email')}</Table.Th>
                  <Table.Th>{t('account.users.columns.roles')}</Table.Th>
                  <Table.Th>{t('account.users.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td data-label={t('account.users.columns.name')}>
                      <Anchor component={Link} to={editUserPath(user.id)} fw={500}>
                        {user.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label={t('account.users.columns.email')} style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Table.Td>
                    <Table.Td data-label={t('account.users.columns.roles')}>
                      {user.roles.length === 0
                        ? t('account.users.basicOnly')
                        : user.roles.map((role) => t(`shared.roles.${role}`)).join(', ')}
                    </Table.Td>
                    <Table.Td data-label={t('account.users.columns.status')}>
                      <Badge color={user.activated ? 'green.8' : 'gray.6'} variant="dot" tt="none">
                        {t(user.activated ? 'account.users.active' : 'account.users.deactivated')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <CollectionFooter
            collection={users}
            shown={t('account.users.shown', { shown: users.items.length, total: users.totalItems })}
          />
        </>
      )}
    </Stack>
  );
}
