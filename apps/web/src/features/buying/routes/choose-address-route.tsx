import { Anchor, Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { AddressLines, type AddressLike } from '../components/address-lines';
import { useCheckoutContext } from '../components/checkout-context';

const NEW = 'NEW';

/** …/checkout/choose-address: the organisation's approved warehouse addresses (and one added in this checkout). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.chooseAddress.title'));
  const navigate = useNavigate();
  const { source, search } = useCheckoutContext();
  const form = useFormContext<CheckoutForm>();
  const organisation = useOwnOrganisation();
  const current = form.getValues('deliveryAddress');
  const [selected, setSelected] = useState(current.type === 'NEW' ? NEW : current.addressId);
  const back = `${source.base}${search}`;
  const addresses = (organisation.data?.warehouseAddresses ?? []).filter((a) => a.validationState === 'APPROVED');
  const options: { value: string; address: AddressLike }[] = addresses.map((a) => ({ value: a.id, address: a }));
  if (current.type === 'NEW') options.push({ value: NEW, address: current.address as AddressLike });

  const use = () => {
    if (selected !== NEW)
      form.setValue('deliveryAddress', { type: 'EXISTING', addressId: selected }, { shouldValidate: true });
    navigate(back);
  };
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('buying.checkout.chooseAddress.title')}</Title>
      {organisation.isPending && <Loader aria-label={t('shared.loading')} />}
      {organisation.isError && <ErrorAlert messageKey="buying.checkout.loadFailed" />}
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
      <Anchor component={Link} to={`../add-address${search}`} relative="path" size="sm">
        {t('buying.checkout.address.add')}
      </Anchor>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={back} variant="default">
          {t('buying.checkout.cancel')}
        </Button>
        <Button onClick={use} disabled={selected === ''}>
          {t('buying.checkout.chooseAddress.use')}
        </Button>
      </Group>
    </Stack>
  );
}
