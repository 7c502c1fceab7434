import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { AddressLines, type ShownAddress } from '../../../shared/addresses/address-lines';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const NEW = 'NEW';

/**
 * The delivery address choice of a checkout form (react-hook-form context): the organisation's
 * approved warehouse addresses and one added in this checkout. The choose-address page and the
 * in-page address card (accepting RFQ quotes) show it with their own way to add an address and to cancel.
 */
export function ChooseAddressPanel({
  addAction,
  cancelAction,
  onChosen,
}: {
  addAction: ReactNode;
  cancelAction: ReactNode;
  onChosen: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormContext<CheckoutForm>();
  const organisation = useOwnOrganisation();
  const current = form.getValues('deliveryAddress');
  const [selected, setSelected] = useState(current.type === 'NEW' ? NEW : current.addressId);
  const addresses = (organisation.data?.warehouseAddresses ?? []).filter((a) => a.validationState === 'APPROVED');
  const options: { value: string; address: ShownAddress }[] = addresses.map((a) => ({ value: a.id, address: a }));
  if (current.type === 'NEW') options.push({ value: NEW, address: current.address as ShownAddress });

  const use = () => {
    if (selected !== NEW)
      form.setValue('deliveryAddress', { type: 'EXISTING', addressId: selected }, { shouldValidate: true });
    onChosen();
  };
  return (
    <Stack gap="lg">
      {organisation.isPending && <PageLoading />}
      {organisation.isError && (
        <PageUnavailable
          notFound={false}
          title={t('buying.checkout.loadFailed')}
          retry={{ onRetry: () => void organisation.refetch(), loading: organisation.isFetching }}
        />
      )}
      {organisation.data && options.length === 0 && <Text>{t('buying.checkout.chooseAddress.none')}</Text>}
      {options.length > 0 && (
        <Radio.Group value={selected} onChange={setSelected} label={t('buying.checkout.chooseAddress.label')}>
          <Stack gap="sm" mt="xs">
            {options.map(({ value, address }) => (
              <Paper key={value} withBorder p="sm" radius="md">
                <Radio value={value} label={<AddressLines address={address} />} />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {addAction}
      <Group justify="flex-end" gap="sm">
        {cancelAction}
        <Button onClick={use} disabled={selected === ''}>
          {t('buying.checkout.chooseAddress.use')}
        </Button>
      </Group>
    </Stack>
  );
}
