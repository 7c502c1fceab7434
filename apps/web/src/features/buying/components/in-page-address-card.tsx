import { Anchor, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import type { ShownAddress } from '../../../shared/addresses/address-lines';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { AddAddressPanel } from './add-address-panel';
import { AddressCard } from './checkout-cards';
import { ChooseAddressPanel } from './choose-address-panel';

type Dialog = 'CHOOSE' | 'ADD' | null;

/**
 * The address card of a checkout that has no sub-pages (accepting RFQ quotes on the RFQ's page):
 * choosing another approved address or adding a new one opens the same panels as the cart
 * checkout's choose-address and add-address pages, in a dialog, on the surrounding checkout form.
 */
export function InPageAddressCard({ collectionCountries }: { collectionCountries: readonly string[] }) {
  const { t } = useTranslation();
  const form = useFormContext<CheckoutForm>();
  const choice = form.watch('deliveryAddress');
  const organisation = useOwnOrganisation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const chosen: ShownAddress | null =
    choice.type === 'NEW'
      ? (choice.address as ShownAddress)
      : ((organisation.data?.warehouseAddresses ?? []).find(
          (a) => a.id === choice.addressId && a.validationState === 'APPROVED',
        ) ?? null);
  const open = (next: Dialog) => (
    <Anchor component="button" type="button" size="sm" onClick={() => setDialog(next)}>
      {t(next === 'ADD' ? 'buying.checkout.address.add' : 'buying.checkout.address.choose')}
    </Anchor>
  );
  const cancel = (
    <Button variant="default" onClick={close}>
      {t('buying.checkout.cancel')}
    </Button>
  );
  return (
    <>
      <AddressCard
        delivery={chosen}
        deliveryIsNew={choice.type === 'NEW'}
        collectionCountries={collectionCountries}
        actions={
          <>
            {open('CHOOSE')}
            {open('ADD')}
          </>
        }
      />
      <Modal
        opened={dialog !== null}
        onClose={close}
        size="lg"
        title={t(dialog === 'ADD' ? 'buying.checkout.addAddress.title' : 'buying.checkout.chooseAddress.title')}
      >
        {dialog === 'CHOOSE' && <ChooseAddressPanel addAction={open('ADD')} cancelAction={cancel} onChosen={close} />}
        {dialog === 'ADD' && <AddAddressPanel cancelAction={cancel} onAdded={close} />}
      </Modal>
    </>
  );
}
