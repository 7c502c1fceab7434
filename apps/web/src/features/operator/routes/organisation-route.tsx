import { Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCanWrite } from '../api/operator-role';
import { useOrganisation, useOrganisationUsers } from '../api/organisations';
import { SuspensionButton } from '../components/suspension-button';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** One organisation: vetting record, credit, users and addresses, with the operator's actions. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { organisationId = '' } = useParams();
  const canWrite = useCanWrite();
  const organisation = useOrganisation(organisationId);
  const users = useOrganisationUsers(organisationId);
  useDocumentTitle(organisation.data?.name ?? t('operator.organisations.title'));

  if (organisation.isPending) return <Loader size="sm" aria-label={t('shared.loading')} />;
  if (organisation.isError) {
    return (
      <Text c="red.9" role="alert">
        {t('operator.organisation.loadFailed')}
      </Text>
    );
  }
  const org = organisation.data;
  const none = t('operator.common.none');
  const money = (value: number | undefined) =>
    value === undefined
      ? none
      : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: org.currencyCode }).format(value / 100);
  const addresses = [...(org.invoiceAddress ? [org.invoiceAddress] : []), ...org.warehouseAddresses];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{org.name}</Title>
          <Badge color={org.suspended ? 'red.8' : 'green.8'} variant="dot" tt="none">
            {t(org.suspended ? 'operator.organisations.suspended' : 'operator.organisations.active')}
          </Badge>
        </Group>
        {canWrite && <SuspensionButton organisationId={org.id} suspended={org.suspended} />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="vetting-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="vetting-title">
              {t('operator.organisation.vetting')}
            </Title>
            <Field label={t('operator.fields.companyNumber')} value={org.vetting?.companyNumber ?? none} />
            <Field label={t('operator.fields.vatNumber')} value={org.vetting?.vatNumber ?? none} />
            <Field label={t('operator.fields.vettedBy')} value={org.vetting?.vettedBy ?? none} />
            <Field
              label={t('operator.fields.vettedAt')}
              value={org.vetting ? new Date(org.vetting.vettedAt).toLocaleDateString(i18n.language) : none}
            />
            <Field label={t('operator.fields.country')} value={org.country} />
            <Field label={t('operator.fields.emailDomain')} value={org.emailDomain} />
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="credit-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="credit-title">
              {t('operator.organisation.credit')}
            </Title>
            <Field label={t('operator.fields.currency')} value={org.currencyCode} />
            <Field
              label={t('operator.fields.paymentTerms')}
              value={t(`shared.paymentTerms.${org.financialDetails.paymentTerms}`)}
            />
            <Field label={t('operator.fields.creditLimit')} value={money(org.financialDetails.erpCreditLimit?.value)} />
          </Stack>
        </Card>
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="org-users-title">
        <Title order={2} size="h4" id="org-users-title">
          {t('operator.organisation.users')}
        </Title>
        {users.isPending ? (
          <Loader size="sm" aria-label={t('shared.loading')} />
        ) : (
          <Table aria-labelledby="org-users-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.fields.name')}</Table.Th>
                <Table.Th>{t('operator.fields.email')}</Table.Th>
                <Table.Th>{t('operator.organisations.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data?.items ?? []).map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{t(user.activated ? 'operator.users.active' : 'operator.users.deactivated')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="org-addresses-title">
        <Title order={2} size="h4" id="org-addresses-title">
          {t('operator.organisation.addresses')}
        </Title>
        {addresses.length === 0 && <Text c="dimmed">{none}</Text>}
        {addresses.map((address) => (
          <Card key={address.id} withBorder>
            <Text fw={500}>{address.name}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
