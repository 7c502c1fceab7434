import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { AddressFields } from '@steelyard/domain/addresses';
import { hasAnyRole } from '@steelyard/domain/roles';
import { AddressForm } from '../../../shared/addresses/address-form';
import { useCreateAddress } from '../../../shared/addresses/address-mutations';
import { addressFormValues } from '../../../shared/addresses/address-values';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { useWizard } from '../components/wizard-context';
import { pickupPathOf } from '../wizard-paths';

/**
 * `/listings/create/pickup-address/add`: a manager adds a warehouse address without leaving the
 * wizard (`POST api/manager/addresses/`). It is validated by operations before it can be chosen,
 * so the wizard goes back to the pickup step with a note; everyone else goes straight back.
 */
function AddPickupAddressPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, user, organisation } = useWizard();
  const back = pickupPathOf(state);
  const create = useCreateAddress();
  const [failed, setFailed] = useState(false);
  const title = t('listing-wizard.addAddress.title');
  useDocumentTitle(title);
  if (!hasAnyRole(user.roles, ['MANAGER'])) return <Navigate to={back} replace />;

  const save = async (address: AddressFields) => {
    setFailed(false);
    try {
      await create.mutateAsync({ ...address, addressType: 'WAREHOUSE' });
      notify({ level: 'SUCCESS', message: t('listing-wizard.addAddress.added') });
      navigate(back, { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <AddressForm
          defaultValues={addressFormValues(null, organisation)}
          alerts={failed && <ErrorAlert messageKey="listing-wizard.addAddress.failed" />}
          note={t('listing-wizard.addAddress.validationNote')}
          submitLabel={t('listing-wizard.addAddress.save')}
          cancelAction={
            <Button component={Link} to={back} variant="default">
              {t('listing-wizard.addAddress.cancel')}
            </Button>
          }
          onSubmit={save}
          pending={create.isPending}
        />
      </Paper>
    </Stack>
  );
}

export { AddPickupAddressPage as Component };
