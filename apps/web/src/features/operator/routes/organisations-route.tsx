import { Anchor, Badge, Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrganisationSummary } from '@steelyard/domain/admin-organisations';
import { ADMIN_ORGANISATION_PAGE_SIZE } from '@steelyard/domain/admin-organisations';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { useCollection } from '../../../shared/collections/use-collection';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCanWrite } from '../api/operator-role';
import { fetchOrganisationsPage, operatorOrganisationKeys } from '../api/organisations';

const getId = (organisation: AdminOrganisationSummary) => organisation.id;

/** The path of an organisation's page in the console. */
export function organisationPath(id: string): string {
  return `${PATHS.operatorOrganisations}/${encodeURIComponent(id)}`;
}

/** The organisations, 10 at a time by name, searchable by name, with "Load more". */
function OrganisationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operator.organisations.title'));
  const canWrite = useCanWrite();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const organisations = useCollection<AdminOrganisationSummary>({
    queryKey: operatorOrganisationKeys.list(),
    fetchPage: fetchOrganisationsPage,
    getId,
    pageSize: ADMIN_ORGANISATION_PAGE_SIZE,
  });
  const { load } = organisations;
  useEffect(() => {
    load({
      sort: [{ property: 'name', direction: 'asc' }],
      filter: name ? [{ property: 'name', comparator: '=', value: name }] : [],
    });
  }, [load, name]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} id="organisations-title">
          {t('operator.organisations.title')}
        </Title>
        {canWrite && (
          <Button component={Link} to={PATHS.operatorNewOrganisation}>
            {t('operator.newOrganisation.title')}
          </Button>
        )}
      </Group>
      <TextInput
        label={t('operator.organisations.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={400}
      />
      {(organisations.status === 'IDLE' || organisations.status === 'PENDING') && organisations.items.length === 0 ? (
        <CollectionLoader />
      ) : organisations.status === 'FAILED' && organisations.items.length === 0 ? (
        <CollectionFailed collection={organisations} message={t('operator.organisations.loadFailed')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby="organisations-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.organisations.columns.name')}</Table.Th>
                  <Table.Th>{t('operator.organisations.columns.country')}</Table.Th>
                  <Table.Th>{t('operator.organisations.columns.emailDomain')}</Table.Th>
                  <Table.Th>{t('operator.organisations.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {organisations.items.map((organisation) => (
                  <Table.Tr key={organisation.id}>
                    <Table.Td>
                      <Anchor component={Link} to={organisationPath(organisation.id)} fw={500}>
                        {organisation.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{organisation.country}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{organisation.emailDomain}</Table.Td>
                    <Table.Td>
                      <Badge color={organisation.suspended ? 'red.8' : 'green.8'} variant="dot" tt="none">
                        {t(
                          organisation.suspended ? 'operator.organisations.suspended' : 'operator.organisations.active',
                        )}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <CollectionFooter
            collection={organisations}
            shown={t('operator.organisations.shown', {
              shown: organisations.items.length,
              total: organisations.totalItems,
            })}
          />
        </>
      )}
    </Stack>
  );
}

export { OrganisationsPage as Component };
