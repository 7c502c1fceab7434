import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import { updateAdminUserBody, type AdminUser, type UpdateAdminUserBody } from '@steelyard/domain/admin-users';
import { FEATURES, type Feature } from '@steelyard/domain/roles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useOrganisationUsers } from '../api/organisations';
import { useResendWelcome, useUpdateAdminUser } from '../api/organisation-users';
import { operatorErrorKey } from '../api/operator-answers';
import { AddManagerButton } from './add-manager-button';
import { operatorIssueKey } from './organisation-form-rules';

type FeaturesFormValues = z.input<typeof updateAdminUserBody>;

function FeaturesModal({
  user,
  organisationId,
  onClose,
}: {
  user: AdminUser;
  organisationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const update = useUpdateAdminUser(organisationId);
  // the user's features as the PATCH body takes them (a list of known features)
  const form = useForm<FeaturesFormValues, unknown, UpdateAdminUserBody>({
    mode: 'onTouched',
    defaultValues: { features: user.features },
    resolver: zodResolver(updateAdminUserBody, { error: operatorIssueKey }),
  });
  const features = form.watch('features') ?? [];
  const message = form.formState.errors.features?.message;
  // Save waits for a change
  const changed = features.length !== user.features.length || features.some((f) => !user.features.includes(f));
  const save = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ userId: user.id, ...body });
      notify({ level: 'SUCCESS', message: t('operator.users.featuresSaved', { name: user.name }) });
      onClose();
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('operator.users.featuresOf', { name: user.name })}>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <Controller
          control={form.control}
          name="features"
          render={({ field }) => (
            <Checkbox.Group
              label={t('operator.fields.features')}
              value={field.value ?? []}
              onChange={(value) => field.onChange(value as Feature[])}
              error={message ? t(message) : undefined}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing="xs">
                {FEATURES.map((feature) => (
                  <Checkbox key={feature} value={feature} label={t(`operator.features.${feature}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('operator.common.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!changed} loading={update.isPending}>
            {t('operator.common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Dialog = { kind: 'features' | 'activation'; user: AdminUser } | null;

/** The organisation's users with the operator's actions: add a manager, resend welcome, (de)activate, features. */
export function OrganisationUsers({ org, canWrite }: { org: AdminOrganisation; canWrite: boolean }) {
  const { t } = useTranslation();
  const users = useOrganisationUsers(org.id);
  const resend = useResendWelcome();
  const update = useUpdateAdminUser(org.id);
  const [dialog, setDialog] = useState<Dialog>(null);

  const resendWelcome = async (user: AdminUser) => {
    try {
      await resend.mutateAsync(user.id);
      notify({ level: 'SUCCESS', message: t('operator.users.welcomeSent', { email: user.email }) });
    } catch (error) {
      notify({ level: 'ERROR', message: t(operatorErrorKey(error)) });
    }
  };
  const toggleActivation = async (user: AdminUser) => {
    try {
      await update.mutateAsync({ userId: user.id, activated: !user.activated });
      notify({
        level: 'SUCCESS',
        message: t(user.activated ? 'operator.users.deactivatedToast' : 'operator.users.activatedToast', {
          name: user.name,
        }),
      });
    } catch (error) {
      notify({ level: 'ERROR', message: t(operatorErrorKey(error)) });
    } finally {
      setDialog(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="org-users-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="org-users-title">
          {t('operator.organisation.users')}
        </Title>
        {canWrite && <AddManagerButton organisationId={org.id} emailDomain={org.emailDomain} />}
      </Group>
      {users.isPending ? (
        <Loader size="sm" aria-label={t('shared.loading')} />
      ) : users.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('operator.users.loadFailed')}
        </Text>
      ) : users.data.items.length === 0 ? (
        <Text c="dimmed">{t('operator.users.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-labelledby="org-users-title" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.fields.name')}</Table.Th>
                <Table.Th>{t('operator.fields.email')}</Table.Th>
                <Table.Th>{t('operator.fields.roles')}</Table.Th>
                <Table.Th>{t('operator.fields.features')}</Table.Th>
                <Table.Th>{t('operator.organisations.columns.status')}</Table.Th>
                {canWrite && <Table.Th>{t('operator.users.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                  <Table.Td>{user.roles.map((role) => t(`shared.roles.${role}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    {user.features.length === 0
                      ? t('operator.common.none')
                      : user.features.map((feature) => t(`operator.features.${feature}`)).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={user.activated ? 'green.8' : 'gray.7'} variant="dot" tt="none">
                      {t(user.activated ? 'operator.users.active' : 'operator.users.deactivated')}
                    </Badge>
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={t('operator.users.actionsFor', { name: user.name })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => void resendWelcome(user)}>
                            {t('operator.users.resendWelcome')}
                          </Menu.Item>
                          <Menu.Item onClick={() => setDialog({ kind: 'features', user })}>
                            {t('operator.users.editFeatures')}
                          </Menu.Item>
                          <Menu.Item
                            color={user.activated ? 'red.8' : undefined}
                            onClick={() => setDialog({ kind: 'activation', user })}
                          >
                            {t(user.activated ? 'operator.users.deactivate' : 'operator.users.activate')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'features' && (
        <FeaturesModal user={dialog.user} organisationId={org.id} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'activation'}
        title={t(dialog?.user.activated ? 'operator.users.deactivate' : 'operator.users.activate')}
        onConfirm={() => dialog && void toggleActivation(dialog.user)}
        onCancel={() => setDialog(null)}
        pending={update.isPending}
        danger={dialog?.user.activated}
      >
        {t(dialog?.user.activated ? 'operator.users.deactivateConfirm' : 'operator.users.activateConfirm', {
          name: dialog?.user.name ?? '',
        })}
      </ConfirmDialog>
    </Stack>
  );
}
