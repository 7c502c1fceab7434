import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser, UpdateManagedUserBody } from '@steelyard/domain/managed-users';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { notify } from '../../../../shared/ui/notify';
import { useUpdateManagedUser } from '../../api/managed-users';
import { toUpdateBody } from './user-form-rules';
import type { UnsavedEdits } from './user-form';

/** The message of a failed toggle (spec 000 §8): one for activating, one for deactivating. */
export function activationErrorKey(target: boolean): string {
  return target ? 'account.editUser.errors.enabled' : 'account.editUser.errors.disabled';
}

/**
 * An existing user's "Active" switch (spec 000 §4): a change asks for confirmation, then is sent
 * at once as an update of `activated`. Edits of the form not saved yet go with it in the same call,
 * as the confirmation says (decision 154); edits that do not pass are shown and nothing is sent.
 * Managers cannot switch themselves off.
 */
export function ActivationSwitch({
  user,
  locked,
  edits,
}: {
  user: ManagedUser;
  locked: boolean;
  edits?: UnsavedEdits;
}) {
  const { t } = useTranslation();
  const update = useUpdateManagedUser();
  const [target, setTarget] = useState<boolean | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const confirm = async () => {
    if (target === null) return;
    setErrorKey(null);
    let body: UpdateManagedUserBody = { activated: target };
    if (edits?.changed) {
      const values = await edits.collect();
      if (!values) {
        setErrorKey('account.editUser.errors.editsInvalid');
        setTarget(null);
        return;
      }
      body = { ...toUpdateBody(values), activated: target };
    }
    try {
      await update.mutateAsync({ id: user.id, body });
      const name = body.name ?? user.name;
      notify({
        level: 'SUCCESS',
        message: edits?.changed
          ? t(target ? 'account.editUser.savedActivated' : 'account.editUser.savedDeactivated', { name })
          : t(target ? 'account.editUser.activated' : 'account.editUser.deactivated', { name }),
      });
    } catch {
      setErrorKey(activationErrorKey(target));
    } finally {
      setTarget(null);
    }
  };

  const verb = target ? 'activate' : 'deactivate';
  return (
    <Stack gap="xs">
      {errorKey && <ErrorAlert messageKey={errorKey} />}
      <Switch
        checked={user.activated}
        onChange={(event) => setTarget(event.currentTarget.checked)}
        label={t('account.editUser.active')}
        // Mantine puts the description inside the label; the name stays "Active", the hint is the description
        aria-label={t('account.editUser.active')}
        description={
          locked
            ? t('account.editUser.selfActiveNote')
            : t(user.activated ? 'account.editUser.activeHint' : 'account.editUser.inactiveHint')
        }
        disabled={locked || update.isPending}
      />
      <ConfirmDialog
        opened={target !== null}
        title={t(`account.editUser.confirm.${verb}.title`)}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
        pending={update.isPending}
        danger={target === false}
      >
        {t(`account.editUser.confirm.${verb}.body`, { name: user.name })}
        {edits?.changed && ` ${t('account.editUser.confirm.withEdits')}`}
      </ConfirmDialog>
    </Stack>
  );
}
