import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPermissions } from '@steelyard/domain/permissions';
import type { SelfUser } from '@steelyard/domain/users';
import { PATHS } from '../../../../shared/navigation/paths';
import { PermissionGroups } from './permission-groups';

function DetailRow({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={4} verticalSpacing={2} component="div">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Group component="dd" gap="md" m={0} style={{ gridColumn: 'span 2' }} justify="space-between" wrap="wrap">
        <div>{children}</div>
        {action}
      </Group>
    </SimpleGrid>
  );
}

/** The signed-in user's details with links to change e-mail, two-factor and password, and their permissions. */
export function MyAccountTab({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const twoFactorOn = me.mfaPreferences === 'Enabled';
  return (
    <Stack gap="xl">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="my-details-title">
        <Title order={2} size="h3" id="my-details-title" mb="md">
          {t('account.myAccount.title')}
        </Title>
        <Stack component="dl" gap="md" m={0}>
          <DetailRow label={t('account.myAccount.name')}>
            <Text fw={500}>{me.name}</Text>
          </DetailRow>
          <DetailRow
            label={t('account.myAccount.email')}
            action={
              <Anchor component={Link} to={PATHS.accountEditEmail} size="sm">
                {t('account.myAccount.changeEmail')}
              </Anchor>
            }
          >
            <Text style={{ overflowWrap: 'anywhere' }}>{me.email}</Text>
          </DetailRow>
          <DetailRow label={t('account.myAccount.roles')}>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {me.roles.length === 0 ? (
                <li>
                  <Badge variant="light" tt="none" size="lg">
                    {t('account.myAccount.basicOnly')}
                  </Badge>
                </li>
              ) : (
                me.roles.map((role) => (
                  <li key={role}>
                    <Badge variant="light" tt="none" size="lg">
                      {t(`shared.roles.${role}`)}
                    </Badge>
                  </li>
                ))
              )}
            </Group>
          </DetailRow>
          <DetailRow
            label={t('account.myAccount.twoFactor')}
            action={
              <Anchor component={Link} to={PATHS.accountEditMfa} size="sm">
                {t('account.myAccount.editTwoFactor')}
              </Anchor>
            }
          >
            <Text>
              {t(twoFactorOn ? 'account.myAccount.twoFactorOn' : 'account.myAccount.twoFactorOff')}
              {me.organisation.mfaRequired && (
                <Text span c="dimmed" size="sm">
                  {' · '}
                  {t('account.myAccount.twoFactorRequired')}
                </Text>
              )}
            </Text>
          </DetailRow>
          <DetailRow
            label={t('account.myAccount.password')}
            action={
              <Anchor component={Link} to={PATHS.accountChangePassword} size="sm">
                {t('account.myAccount.changePassword')}
              </Anchor>
            }
          >
            <Text c="dimmed" aria-hidden>
              ••••••••••••
            </Text>
          </DetailRow>
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="my-permissions-title">
        <Title order={2} size="h3" id="my-permissions-title">
          {t('account.myAccount.permissionsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            me.roles.includes('MANAGER')
              ? 'account.myAccount.permissionsIntroManager'
              : 'account.myAccount.permissionsIntro',
          )}
        </Text>
        <PermissionGroups groups={groupPermissions(me)} label={t('account.myAccount.permissionsTitle')} />
      </Stack>
    </Stack>
  );
}
