import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SelfUser } from '@steelyard/domain/users';
import { PATHS } from '../../../../shared/navigation/paths';
import { CreditLineCard } from '../../../../shared/organisation/credit-line-card';
import { useOwnOrganisation } from '../../../../shared/organisation/own-organisation';
import { AddressSection } from './address-section';
import { PageLoading } from '../../../../shared/ui/page-state';

/**
 * The organisation: name and purchase contact, for managers the credit line with the payment terms,
 * then the invoice and warehouse addresses. Managers get the edit links (spec 000 §6).
 */
export function OrganisationTab({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const organisation = useOwnOrganisation();
  const isManager = me.roles.includes('MANAGER');

  if (organisation.isPending) return <PageLoading />;
  if (organisation.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('account.organisation.loadFailed')}
      </Alert>
    );
  }

  const org = organisation.data;
  const financial = org.financialDetails;
  return (
    <Stack gap="xl">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="org-title">
        <Title order={2} size="h3" id="org-title" mb="md">
          {t('account.organisation.detailsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('account.organisation.name')}
            </Text>
            <Text fw={500}>{org.name}</Text>
          </Stack>
          <Stack gap={2} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('account.organisation.purchaseContact')}
            </Text>
            {org.purchaseContactName || org.purchaseContactEmail ? (
              <>
                <Text fw={500}>{org.purchaseContactName}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {org.purchaseContactEmail}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{t('account.organisation.purchaseContactNone')}</Text>
            )}
            {isManager && (
              <Anchor component={Link} to={PATHS.accountPurchaseContact} size="sm">
                {t('account.organisation.editPurchaseContact')}
              </Anchor>
            )}
          </Stack>
        </SimpleGrid>
      </Paper>

      {isManager && financial && (
        <CreditLineCard
          details={financial}
          paymentTermsAction={
            <Anchor component={Link} to={PATHS.accountPaymentTerms} size="sm">
              {t('account.organisation.editPaymentTerms')}
            </Anchor>
          }
        />
      )}

      <AddressSection type="INVOICE" canManage={isManager} />
      <AddressSection type="WAREHOUSE" canManage={isManager} />
    </Stack>
  );
}
