import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_ADDRESS_COUNTRY, type AddressFields } from '@steelyard/domain/addresses';
import type { Address, AddressType } from '@steelyard/domain/organisations';
import { chooseCallFamily } from '@steelyard/domain/roles';
import type { SelfUser } from '@steelyard/domain/users';
import { AddressForm } from '../../../shared/addresses/address-form';
import { useCreateAddress } from '../../../shared/addresses/address-mutations';
import { addressFormValues, type AddressFormValues } from '../../../shared/addresses/address-values';
import { isApiError } from '../../../shared/api/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { addressErrorKey, useAddress, useDefaultAddressCountry, useUpdateAddress } from '../api/addresses';
import { AccountPage } from '../components/account-page';
import { accountTabPath } from '../components/account-tabs';
import { ManagerOnly } from '../components/manager-only';
import { AddressBadges } from '../components/addresses/address-badges';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const BACK = accountTabPath('organisation');

/** The message of a failed save: the server's known answers, otherwise "could not be saved". */
function saveErrorMessageKey(error: unknown): string {
  const key = addressErrorKey(error);
  return key === 'invoiceExists' || key === 'primaryLocationLocked' || key === 'notFound'
    ? `account.address.errors.${key}`
    : 'account.address.errors.saveFailed';
}

function useSaveAddress(address: Address | null, type: AddressType) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const save = async (body: AddressFields) => {
    setErrorKey(null);
    try {
      const saved = address
        ? await update.mutateAsync({ id: address.id, body })
        : await create.mutateAsync({ ...body, addressType: type });
      const added = type === 'WAREHOUSE' ? 'account.address.addedPending' : 'account.address.added';
      // decision 155: an approved address's changed location waits, the approved one stays in use
      const edited = saved.pendingChange ? 'account.address.savedPending' : 'account.address.saved';
      notify({ level: 'SUCCESS', message: t(address ? edited : added) });
      navigate(BACK, { replace: true });
    } catch (error) {
      setErrorKey(saveErrorMessageKey(error));
    }
  };
  return { save, errorKey, pending: create.isPending || update.isPending };
}

interface AccountAddressFormProps {
  /** The stored address when editing; null for a new one. */
  address: Address | null;
  addressType: AddressType;
  defaultValues: AddressFormValues;
  onSubmit: (body: AddressFields) => Promise<unknown>;
  pending: boolean;
  /** The catalogue key of the last failure. */
  errorKey: string | null;
}

/**
 * The shared address form with the organisation's notes (spec 000 §5): Save is disabled while
 * saving or while nothing has changed; the location of the primary address cannot change (the
 * server refuses it), so it is read-only; a rejected address shows operations' reason.
 */
function AccountAddressForm({
  address,
  addressType,
  defaultValues,
  onSubmit,
  pending,
  errorKey,
}: AccountAddressFormProps) {
  const { t } = useTranslation();
  const isWarehouse = addressType === 'WAREHOUSE';
  const locationLocked = isWarehouse && address?.primary === true;
  return (
    <AddressForm
      defaultValues={defaultValues}
      alerts={
        <>
          {errorKey && <ErrorAlert messageKey={errorKey} />}
          {address?.pendingChange && (
            <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />}>
              {t('account.organisation.changePending')}
            </Alert>
          )}
          {address?.validationState === 'REJECTED' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {address.rejectionReason
                ? t('account.address.rejected', { reason: address.rejectionReason })
                : t('account.address.rejectedNoReason')}
            </Alert>
          )}
        </>
      }
      // spec 000 §5: new warehouse addresses are validated by operations before they can be used
      note={
        isWarehouse &&
        t(
          !address
            ? 'account.address.newWarehouseNote'
            : locationLocked
              ? 'account.address.primaryLocationNote'
              : address.validationState === 'APPROVED'
                ? 'account.address.approvedLocationChangeNote'
                : 'account.address.locationChangeNote',
        )
      }
      submitLabel={t('account.common.save')}
      cancelAction={
        <Button component={Link} to={BACK} variant="default">
          {t('account.common.cancel')}
        </Button>
      }
      onSubmit={onSubmit}
      pending={pending}
      requireChange
      locationLocked={locationLocked}
    />
  );
}

function NewAddress({ type }: { type: AddressType }) {
  const { t } = useTranslation();
  const country = useDefaultAddressCountry(true);
  const { save, errorKey, pending } = useSaveAddress(null, type);
  const title = t(type === 'INVOICE' ? 'account.address.titleNewInvoice' : 'account.address.titleNew');
  if (country.isPending) return <PageLoading />;
  // without an answer the spec's fallback applies
  const defaultCountry = country.data?.country ?? DEFAULT_ADDRESS_COUNTRY;
  return (
    <AccountPage title={title}>
      <AccountAddressForm
        address={null}
        addressType={type}
        defaultValues={addressFormValues(null, { country: defaultCountry })}
        onSubmit={save}
        pending={pending}
        errorKey={errorKey}
      />
    </AccountPage>
  );
}

function EditAddress({ me, addressId }: { me: SelfUser; addressId: string }) {
  const { t } = useTranslation();
  const address = useAddress(chooseCallFamily(me.roles), addressId);
  const title = t('account.address.titleEdit');
  if (address.isPending) return <PageLoading />;
  if (address.isError) {
    const notFound = isApiError(address.error) && address.error.kind === 'NOT_FOUND';
    return (
      <AccountPage title={title}>
        <PageUnavailable
          notFound={notFound}
          body={t(notFound ? 'account.address.errors.notFound' : 'account.address.errors.loadFailed')}
          retry={{
            label: t('account.common.retry'),
            onRetry: () => void address.refetch(),
            loading: address.isFetching,
          }}
          actions={
            <Anchor component={Link} to={BACK}>
              {t('account.address.backToOrganisation')}
            </Anchor>
          }
        />
      </AccountPage>
    );
  }
  return <EditAddressForm address={address.data} title={title} />;
}

function EditAddressForm({ address, title }: { address: Address; title: string }) {
  const { t } = useTranslation();
  const { save, errorKey, pending } = useSaveAddress(address, address.addressType);
  const type = t(address.addressType === 'INVOICE' ? 'account.address.invoice' : 'account.address.warehouse');
  return (
    <AccountPage
      title={title}
      intro={
        <Group gap="xs">
          {type}
          <AddressBadges address={address} />
        </Group>
      }
    >
      <AccountAddressForm
        address={address}
        addressType={address.addressType}
        // the form continues from a change waiting for validation
        defaultValues={addressFormValues(address.pendingChange ?? address, { country: address.country })}
        onSubmit={save}
        pending={pending}
        errorKey={errorKey}
      />
    </AccountPage>
  );
}

/** `/account/address` (add; `?type=INVOICE` for the invoice address) and `/account/address/:addressId` (edit). */
function AddressPage() {
  const { addressId } = useParams();
  const [search] = useSearchParams();
  const type: AddressType = search.get('type') === 'INVOICE' ? 'INVOICE' : 'WAREHOUSE';
  return (
    <ManagerOnly>
      {(me) => (addressId ? <EditAddress me={me} addressId={addressId} /> : <NewAddress type={type} />)}
    </ManagerOnly>
  );
}

export { AddressPage as Component };
