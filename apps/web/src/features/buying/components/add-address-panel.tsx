import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ADDRESS_COUNTRY } from '@steelyard/domain/addresses';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { AddressForm } from '../../../shared/addresses/address-form';
import { addressFormValues } from '../../../shared/addresses/address-values';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';

/**
 * A new delivery address for the checkout form around it (react-hook-form context), in the shared
 * address form. It is sent with the order and saved as a warehouse address of the organisation,
 * which operations validate before it can be chosen again. The add-address page and the in-page
 * address card (accepting RFQ quotes) show it.
 */
export function AddAddressPanel({ cancelAction, onAdded }: { cancelAction: ReactNode; onAdded: () => void }) {
  const { t } = useTranslation();
  const checkout = useFormContext<CheckoutForm>();
  const organisation = useOwnOrganisation();
  const current = checkout.getValues('deliveryAddress');
  return (
    <AddressForm
      defaultValues={addressFormValues(current.type === 'NEW' ? current.address : null, {
        name: organisation.data?.name,
        country: organisation.data?.country ?? DEFAULT_ADDRESS_COUNTRY,
      })}
      note={t('buying.checkout.addAddress.note')}
      submitLabel={t('buying.checkout.addAddress.use')}
      cancelAction={cancelAction}
      onSubmit={(address) => {
        checkout.setValue('deliveryAddress', { type: 'NEW', address }, { shouldValidate: true });
        onAdded();
      }}
    />
  );
}
