import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Address, AddressType } from '@steelyard/domain/organisations';
import { CollectionFooter } from '../../../../shared/collections/collection-footer';
import { CollectionFailed, CollectionLoader } from '../../../../shared/collections/collection-states';
import { useCollection } from '../../../../shared/collections/use-collection';
import { PATHS } from '../../../../shared/navigation/paths';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../../shared/ui/error-alert';
import { notify } from '../../../../shared/ui/notify';
import {
  ADDRESS_LISTS,
  ADDRESS_PAGE_SIZE,
  addressErrorKey,
  fetchAddressPage,
  useDeleteAddress,
  useSetPrimaryAddress,
} from '../../api/addresses';
import { accountKeys } from '../../api/query-keys';
import { AddressCard } from './address-card';

const getId = (address: Address) => address.id;

/** Where a new address of a type is added: warehouse by default, invoice with `?type=INVOICE`. */
export function addAddressPath(type: AddressType): string {
  return type === 'INVOICE' ? `${PATHS.accountAddress}?type=INVOICE` : PATHS.accountAddress;
}

/**
 * The invoice address or the warehouse addresses of the organisation, read through the universal
 * list (spec 000 §7) with the collection rules; managers add, edit, delete and choose the primary.
 */
export function AddressSection({ type, canManage }: { type: AddressType; canManage: boolean }) {
  const { t } = useTranslation();
  const list = useCollection<Address>({
    queryKey: accountKeys.addressLists(),
    fetchPage: fetchAddressPage,
    getId,
    pageSize: ADDRESS_PAGE_SIZE,
  });
  const remove = useDeleteAddress();
  const setPrimary = useSetPrimaryAddress();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [primaryDeleteId, setPrimaryDeleteId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { load } = list;
  const section = type === 'INVOICE' ? 'invoice' : 'warehouses';

  useEffect(() => {
    load(ADDRESS_LISTS[type]);
  }, [load, type]);

  const askDelete = (address: Address) => {
    setFailure(null);
    // spec 000 §5: the primary address cannot be deleted; say so instead of asking
    if (address.primary) return setPrimaryDeleteId(address.id);
    setPrimaryDeleteId(null);
    setToDelete(address);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      list.removeItem(toDelete.id);
      notify({ level: 'SUCCESS', message: t('account.organisation.deleted', { name: toDelete.name }) });
    } catch (error) {
      const key = addressErrorKey(error);
      if (key === 'primaryCannotBeDeleted') setPrimaryDeleteId(toDelete.id);
      else setFailure(`account.organisation.errors.${key === 'notFound' ? 'notFound' : 'deleteFailed'}`);
    } finally {
      setToDelete(null);
    }
  };

  const makePrimary = async (address: Address) => {
    setFailure(null);
    setPrimaryDeleteId(null);
    setBusyId(address.id);
    try {
      await setPrimary.mutateAsync(address.id);
      notify({ level: 'SUCCESS', message: t('account.organisation.primarySet', { name: address.name }) });
      list.load({ force: true });
    } catch (error) {
      const key = addressErrorKey(error);
      const messageKey = `account.organisation.errors.${key === 'pendingCannotBePrimary' || key === 'notFound' ? key : 'setPrimaryFailed'}`;
      setFailure(messageKey);
      // the alert sits above the list; the notification is seen where the button was pressed
      notify({ level: 'ERROR', message: t(messageKey) });
    } finally {
      setBusyId(null);
    }
  };

  const hasPending = list.items.some((a) => a.validationState === 'PENDING');
  const canAdd = canManage && (type === 'WAREHOUSE' || (list.status === 'SUCCESS' && list.items.length === 0));
  const titleId = `${section}-addresses-title`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t(`account.organisation.${section}Title`)}
        </Title>
        {canAdd && (
          <Button
            component={Link}
            to={addAddressPath(type)}
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t(type === 'INVOICE' ? 'account.organisation.addInvoiceAddress' : 'account.organisation.addAddress')}
          </Button>
        )}
      </Group>
      {canManage && type === 'WAREHOUSE' && hasPending && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('account.organisation.pendingNote')}
        </Alert>
      )}
      {failure && <ErrorAlert messageKey={failure} />}
      {(list.status === 'PENDING' || list.status === 'IDLE') && list.items.length === 0 ? (
        <CollectionLoader />
      ) : list.status === 'FAILED' ? (
        <CollectionFailed collection={list} message={t('account.organisation.addressesLoadFailed')} />
      ) : list.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`account.organisation.${section}None`)}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-labelledby={titleId}>
          {list.items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              canManage={canManage}
              onDelete={askDelete}
              onSetPrimary={(a) => void makePrimary(a)}
              busy={busyId === address.id}
              notice={
                primaryDeleteId === address.id ? (
                  <Alert color="orange" variant="light" role="alert" icon={<IconInfoCircle aria-hidden />}>
                    {t('account.organisation.primaryCannotBeDeleted')}
                  </Alert>
                ) : null
              }
            />
          ))}
        </Stack>
      )}
      <CollectionFooter collection={list} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('account.organisation.deleteConfirm.title')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        pending={remove.isPending}
        danger
      >
        {t('account.organisation.deleteConfirm.body', { name: toDelete?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
