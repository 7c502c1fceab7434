import { Anchor, Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ManagedUser } from '@steelyard/domain/managed-users';
import type { SelfUser } from '@steelyard/domain/users';
import { isApiError } from '../../../shared/api/api-error';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/ui/notify';
import {
  useCreateManagedUser,
  useDeleteManagedUser,
  useManagedUser,
  userFormErrorKey,
  useUpdateManagedUser,
} from '../api/managed-users';
import { AccountPage } from '../components/account-page';
import { accountTabPath } from '../components/account-tabs';
import { ManagerOnly } from '../components/manager-only';
import { ActivationSwitch } from '../components/users/activation-switch';
import { UserForm } from '../components/users/user-form';
import { selfProtection, toUpdateBody, type UserFormOutput } from '../components/users/user-form-rules';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const BACK = accountTabPath('user-management');

function NewUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateManagedUser();
  const organisation = useOwnOrganisation();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const save = async (values: UserFormOutput) => {
    setErrorKey(null);
    try {
      const user = await create.mutateAsync(values);
      const key = user.activated ? 'account.editUser.created' : 'account.editUser.createdInactive';
      notify({ level: 'SUCCESS', message: t(key, { name: user.name }) });
      navigate(BACK, { replace: true });
    } catch (error) {
      setErrorKey(`account.editUser.errors.${userFormErrorKey(error)}`);
    }
  };

  return (
    <AccountPage title={t('account.editUser.titleNew')} intro={t('account.editUser.introNew')}>
      <UserForm
        user={null}
        protection={selfProtection(null, undefined)}
        emailDomain={organisation.data?.emailDomain}
        onSubmit={save}
        pending={create.isPending}
        errorKey={errorKey}
        cancelTo={BACK}
      />
    </AccountPage>
  );
}

function EditUserForm({ user, me }: { user: ManagedUser; me: SelfUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateManagedUser();
  const remove = useDeleteManagedUser();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const protection = selfProtection(user.id, me.id);

  const save = async (values: UserFormOutput) => {
    setErrorKey(null);
    try {
      await update.mutateAsync({ id: user.id, body: toUpdateBody(values) });
      notify({ level: 'SUCCESS', message: t('account.editUser.saved', { name: values.name.trim() }) });
      navigate(BACK, { replace: true });
    } catch (error) {
      setErrorKey(`account.editUser.errors.${userFormErrorKey(error)}`);
    }
  };

  const deleteUser = async () => {
    setErrorKey(null);
    try {
      await remove.mutateAsync(user.id);
      notify({ level: 'SUCCESS', message: t('account.editUser.deleted', { name: user.name }) });
      navigate(BACK, { replace: true });
    } catch {
      setErrorKey('account.editUser.errors.deleteFailed');
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <AccountPage title={t('account.editUser.titleEdit')} intro={user.name}>
      <UserForm
        user={user}
        protection={protection}
        onSubmit={save}
        pending={update.isPending}
        errorKey={errorKey}
        cancelTo={BACK}
        activation={(edits) => <ActivationSwitch user={user} locked={protection.activationLocked} edits={edits} />}
        extraActions={
          !protection.activationLocked && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('account.editUser.delete')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('account.editUser.deleteConfirm.title')}
        onConfirm={() => void deleteUser()}
        onCancel={() => setConfirmDelete(false)}
        pending={remove.isPending}
        danger
      >
        {t('account.editUser.deleteConfirm.body', { name: user.name })}
      </ConfirmDialog>
    </AccountPage>
  );
}

function EditUser({ userId, me }: { userId: string; me: SelfUser }) {
  const { t } = useTranslation();
  const user = useManagedUser(userId);
  if (user.isPending) return <PageLoading />;
  if (user.isError) {
    const notFound = isApiError(user.error) && user.error.kind === 'NOT_FOUND';
    return (
      <AccountPage title={t('account.editUser.titleEdit')}>
        <PageUnavailable
          notFound={notFound}
          body={t(notFound ? 'account.editUser.errors.notFound' : 'account.editUser.errors.loadFailed')}
          retry={{ label: t('account.common.retry'), onRetry: () => void user.refetch(), loading: user.isFetching }}
          actions={
            <Anchor component={Link} to={BACK}>
              {t('account.editUser.backToUsers')}
            </Anchor>
          }
        />
      </AccountPage>
    );
  }
  return <EditUserForm user={user.data} me={me} />;
}

/** `/account/edit-user` (add a user) and `/account/edit-user/:userId` (edit one); managers only. */
function EditUserPage() {
  const { userId } = useParams();
  return <ManagerOnly>{(me) => (userId ? <EditUser userId={userId} me={me} /> : <NewUser />)}</ManagerOnly>;
}

export { EditUserPage as Component };
