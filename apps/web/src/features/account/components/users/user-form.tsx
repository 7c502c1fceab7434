import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createManagedUserBody, type ManagedUser } from '@steelyard/domain/managed-users';
import { PERMISSION_GROUP_IDS, permissionsOfGroup } from '@steelyard/domain/permissions';
import type { Role } from '@steelyard/domain/roles';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { accountIssueKey } from '../form-issues';
import { PermissionGroups } from '../my-account/permission-groups';
import {
  canSaveUser,
  FORM_ROLES,
  userChanged,
  type SelfProtection,
  type UserFormOutput,
  type UserFormValues,
} from './user-form-rules';

const ROLE_CATALOGUE = PERMISSION_GROUP_IDS.map((id) => ({ id, permissions: permissionsOfGroup(id) }));

interface UserFormProps {
  /** The stored user when editing; null to add one. */
  user: ManagedUser | null;
  protection: SelfProtection;
  /** The organisation's e-mail domain, for the hint under the e-mail field. */
  emailDomain?: string;
  onSubmit: (values: UserFormOutput) => Promise<unknown>;
  pending?: boolean;
  /** The catalogue key of the last failure. */
  errorKey?: string | null;
  cancelTo: string;
  /** An existing user's activation switch (its own call, with a confirmation), given the form's unsaved edits. */
  activation?: (edits: UnsavedEdits) => ReactNode;
  /** An existing user's delete button. */
  extraActions?: ReactNode;
}

/** The form's edits not saved yet, for the activation switch to save with the activation (decision 154). */
export interface UnsavedEdits {
  /** Whether the form holds changes not saved yet. */
  changed: boolean;
  /** The form's checked values; null, with the fields' errors shown, when they do not pass. */
  collect: () => Promise<UserFormOutput | null>;
}

/**
 * The user form of spec 000 §5: name, e-mail (read-only for an existing user), roles with basic
 * always on, and the activation. A deactivated user's fields are disabled; Save is disabled while
 * the name or e-mail is empty or nothing has changed. Managers cannot remove their own manager role.
 */
export function UserForm({
  user,
  protection,
  emailDomain,
  onSubmit,
  pending = false,
  errorKey,
  cancelTo,
  activation,
  extraActions,
}: UserFormProps) {
  const { t } = useTranslation();
  const rolesId = useId();
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    mode: 'onTouched',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      roles: user?.roles ?? [],
      activated: user?.activated ?? true,
    },
    resolver: zodResolver(createManagedUserBody, { error: accountIssueKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const busy = pending || isSubmitting;
  const deactivated = user !== null && !user.activated;
  const changed = user ? userChanged(user, values) : true;
  const canSave = canSaveUser(values, changed) && !deactivated && !busy;

  const submit = form.handleSubmit(async (submitted) => {
    await onSubmit(submitted);
  });
  const collect = () =>
    new Promise<UserFormOutput | null>((resolve) => {
      void form.handleSubmit(
        (checked) => resolve(checked),
        () => resolve(null),
      )();
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        {deactivated && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('account.editUser.deactivatedNote')}
          </Alert>
        )}
        {activation?.({ changed: user !== null && changed, collect })}
        <TextInput
          {...form.register('name')}
          label={t('account.editUser.name')}
          withAsterisk
          autoComplete="off"
          disabled={deactivated}
          error={errors.name?.message ? t(errors.name.message) : undefined}
        />
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('account.editUser.email')}
          withAsterisk={!user}
          readOnly={user !== null}
          // filled, so it does not look like a field to type in
          variant={user ? 'filled' : 'default'}
          autoComplete="off"
          description={
            user
              ? t('account.editUser.emailReadOnly')
              : emailDomain
                ? t('account.editUser.emailDomainHint', { domain: emailDomain })
                : undefined
          }
          error={errors.email?.message ? t(errors.email.message) : undefined}
        />
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            // checkboxes of our own rather than Checkbox.Group: the basic box is always on and is not a value
            <Input.Wrapper
              id={rolesId}
              label={t('account.editUser.roles')}
              description={t('account.editUser.rolesHint')}
              labelElement="div"
            >
              <Group
                mt={6}
                gap="lg"
                align="flex-start"
                role="group"
                aria-labelledby={`${rolesId}-label`}
                aria-describedby={`${rolesId}-description`}
              >
                <Checkbox checked disabled readOnly label={t('account.editUser.basic')} />
                {FORM_ROLES.map((role) => {
                  const checked = field.value.includes(role);
                  const locked = role === 'MANAGER' && protection.managerRoleLocked && checked;
                  return (
                    <Checkbox
                      key={role}
                      name="roles"
                      value={role}
                      checked={checked}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? [...field.value, role]
                            : field.value.filter((r: Role) => r !== role),
                        )
                      }
                      onBlur={field.onBlur}
                      label={t(`shared.roles.${role}`)}
                      // the role alone names the box; a note about it is its description
                      aria-label={t(`shared.roles.${role}`)}
                      disabled={deactivated || locked}
                      description={locked ? t('account.editUser.selfManagerNote') : undefined}
                    />
                  );
                })}
              </Group>
            </Input.Wrapper>
          )}
        />
        {!user && (
          <Controller
            control={form.control}
            name="activated"
            render={({ field }) => (
              <Switch
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                label={t('account.editUser.active')}
                aria-label={t('account.editUser.active')}
                description={t(
                  field.value === false ? 'account.editUser.inactiveHintNew' : 'account.editUser.activeHintNew',
                )}
              />
            )}
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('account.editUser.whatRolesAllow')}
          </Text>
          <PermissionGroups groups={ROLE_CATALOGUE} label={t('account.editUser.whatRolesAllow')} />
        </Stack>
        <Group justify="space-between" gap="sm" mt="xs">
          <div>{extraActions}</div>
          <Group gap="sm">
            <Button component={Link} to={cancelTo} variant="default">
              {t('account.common.cancel')}
            </Button>
            <Button type="submit" disabled={!canSave} loading={busy}>
              {t('account.common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
