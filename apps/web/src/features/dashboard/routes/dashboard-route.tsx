import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreditLineCard } from '../../../shared/organisation/credit-line-card';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { AreaCards } from '../components/area-cards';
import { PageLoading } from '../../../shared/ui/page-state';

/** The dashboard: who is signed in, for which organisation and roles, the manager's credit line and the user's areas. */
function DashboardPage() {
  const { t } = useTranslation();
  const user = useSelfUser();
  const organisation = useOwnOrganisation();
  useDocumentTitle(t('dashboard.title'));

  if (user.isPending) {
    return <PageLoading />;
  }
  if (user.isError || !user.data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('dashboard.loadFailed.title')}>
        {t('dashboard.loadFailed.body')}
      </Alert>
    );
  }

  const me = user.data;
  const financial = organisation.data?.financialDetails ?? me.organisation.financialDetails;
  const isManager = me.roles.includes('MANAGER');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.welcome', { name: me.name })}</Title>
        <Text c="dimmed">{t('dashboard.subtitle')}</Text>
      </Stack>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-title">
        <Title order={2} size="h3" id="profile-title" mb="md">
          {t('dashboard.profile.title')}
        </Title>
        <Stack gap="sm">
          <Group gap="xs">
            <Text c="dimmed" size="sm" w={120}>
              {t('dashboard.profile.organisation')}
            </Text>
            <Text fw={500}>{organisation.data?.name ?? me.organisation.name}</Text>
          </Group>
          <Group gap="xs">
            <Text c="dimmed" size="sm" w={120}>
              {t('dashboard.profile.email')}
            </Text>
            <Text>{me.email}</Text>
          </Group>
          <Group gap="xs">
            <Text c="dimmed" size="sm" w={120}>
              {t('dashboard.profile.roles')}
            </Text>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {me.roles.map((role) => (
                <li key={role}>
                  <Badge variant="light" tt="none" size="lg">
                    {t(`shared.roles.${role}`)}
                  </Badge>
                </li>
              ))}
            </Group>
          </Group>
        </Stack>
      </Paper>

      {isManager && financial && <CreditLineCard details={financial} />}

      <Stack gap="md" component="section" aria-labelledby="areas-title">
        <Title order={2} size="h3" id="areas-title">
          {t('dashboard.areas.title')}
        </Title>
        <AreaCards viewer={me} />
      </Stack>
    </Stack>
  );
}

export { DashboardPage as Component };
