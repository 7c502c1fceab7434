import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Address } from '@steelyard/domain/organisations';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCanWrite } from '../api/operator-role';
import { useOrganisation } from '../api/organisations';
import { CreditHistory, CreditSection } from '../components/credit-section';
import { DetailField } from '../components/detail-field';
import { EditOrganisationButton } from '../components/edit-organisation-button';
import { OrganisationUsers } from '../components/organisation-users';
import { SuspensionButton } from '../components/suspension-button';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const STATE_COLORS = { PENDING: 'orange.9', APPROVED: 'green.8', REJECTED: 'red.8' } as const;

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <AddressLines address={address} withPhone />
          <Group gap="xs">
            <Badge variant="light" color="gray.7" tt="none">
              {t(`operator.addressTypes.${address.addressType}`)}
            </Badge>
            {address.addressType === 'WAREHOUSE' && (
              <Badge variant="dot" color={STATE_COLORS[address.validationState]} tt="none">
                {t(`operator.addressStates.${address.validationState}`)}
              </Badge>
            )}
            {address.primary && (
              <Badge variant="outline" color="steel" tt="none">
                {t('operator.organisation.primary')}
              </Badge>
            )}
          </Group>
        </Group>
        {address.validationState === 'REJECTED' && address.rejectionReason && (
          <Text size="sm" c="red.9">
            {t('operator.organisation.rejectedBecause', { reason: address.rejectionReason })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** One organisation: vetting record, credit with its history, users and addresses, with the operator's actions. */
function OrganisationPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { organisationId = '' } = useParams();
  const canWrite = useCanWrite();
  const organisation = useOrganisation(organisationId);
  useDocumentTitle(organisation.data?.name ?? t('operator.organisations.title'));

  if (organisation.isPending) return <PageLoading />;
  if (organisation.isError) {
    return (
      <PageUnavailable
        notFound={false}
        body={t('operator.organisation.loadFailed')}
        actions={
          <Anchor component={Link} to={PATHS.operatorOrganisations}>
            {t('operator.organisation.back')}
          </Anchor>
        }
      />
    );
  }
  const org = organisation.data;
  const none = t('operator.common.none');
  const addresses = [...(org.invoiceAddress ? [org.invoiceAddress] : []), ...org.warehouseAddresses];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={PATHS.operatorOrganisations} size="sm">
        {t('operator.organisation.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{org.name}</Title>
          <Badge color={org.suspended ? 'red.8' : 'green.8'} variant="dot" tt="none">
            {t(org.suspended ? 'operator.organisations.suspended' : 'operator.organisations.active')}
          </Badge>
        </Group>
        <Group gap="sm">
          <Anchor component={Link} to={`${PATHS.operatorAuditLog}?organisationId=${encodeURIComponent(org.id)}`}>
            {t('operator.organisation.auditLog')}
          </Anchor>
          {canWrite && <EditOrganisationButton org={org} />}
          {canWrite && <SuspensionButton organisationId={org.id} suspended={org.suspended} />}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="vetting-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="vetting-title">
              {t('operator.organisation.vetting')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DetailField label={t('operator.fields.companyNumber')} value={org.vetting?.companyNumber ?? none} />
              <DetailField label={t('operator.fields.vatNumber')} value={org.vetting?.vatNumber ?? none} />
              <DetailField label={t('operator.fields.vettedBy')} value={org.vetting?.vettedBy ?? none} />
              <DetailField
                label={t('operator.fields.vettedAt')}
                value={org.vetting ? new Date(org.vetting.vettedAt).toLocaleDateString(locale) : none}
              />
              <DetailField label={t('operator.fields.country')} value={countryName(org.country, locale)} />
              <DetailField label={t('operator.fields.emailDomain')} value={org.emailDomain} />
              <DetailField
                label={t('operator.fields.purchaseContact')}
                value={
                  org.purchaseContactName
                    ? `${org.purchaseContactName}${org.purchaseContactEmail ? ` <${org.purchaseContactEmail}>` : ''}`
                    : none
                }
              />
              <DetailField
                label={t('operator.fields.mfaRequired')}
                value={t(org.mfaRequired ? 'operator.common.yes' : 'operator.common.no')}
              />
              <DetailField
                label={t('operator.fields.defaultFeatures')}
                value={
                  org.defaultFeatures.length === 0
                    ? none
                    : org.defaultFeatures.map((feature) => t(`operator.features.${feature}`)).join(', ')
                }
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <CreditSection org={org} canWrite={canWrite} />
      </SimpleGrid>
      <OrganisationUsers org={org} canWrite={canWrite} />
      <CreditHistory org={org} />
      <Stack gap="sm" component="section" aria-labelledby="org-addresses-title">
        <Title order={2} size="h4" id="org-addresses-title">
          {t('operator.organisation.addresses')}
        </Title>
        {addresses.length === 0 && <Text c="dimmed">{none}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

export { OrganisationPage as Component };
