import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '@steelyard/domain/organisations';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { materialName } from '../../../shared/rfqs/item-lines';
import { RfqShippingFields, type RfqShippingDetails } from '../../../shared/rfqs/rfq-shipping-fields';
import { materialKey, materialsOfItems, sameMaterial, type RfqItemValues } from '../model/rfq-wizard';
import { ItemTable } from './item-table';

export interface OverviewShipping extends RfqShippingDetails {
  quoteRef: string | null;
  /** The buyer sees the address; a seller only the country. */
  deliveryAddress: Address | null;
}

/** The items by material. */
export function RfqItemsSection({
  items,
  headingOrder = 2,
}: {
  items: readonly RfqItemValues[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {t('rfqs.overview.items')}
        </Title>
        {materialsOfItems(items).map((material) => {
          const name = materialName(material, labels, t);
          return (
            <Stack key={materialKey(material)} gap={4}>
              <Title order={headingOrder === 2 ? 3 : 4} size="h5">
                {name}
              </Title>
              <ItemTable
                caption={t('rfqs.wizard.items.caption', { material: name })}
                items={items.map((item, index) => ({ item, index })).filter(({ item }) => sameMaterial(item, material))}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The shipping details: origins, delivery month, quote deadline, delivery address (or country), reference and comments. */
export function RfqShippingSection({
  shipping,
  headingOrder = 2,
}: {
  shipping: OverviewShipping;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {t('rfqs.overview.shipping')}
        </Title>
        <RfqShippingFields
          shipping={shipping}
          deliveryAddress={
            shipping.deliveryAddress ? <AddressLines compact address={shipping.deliveryAddress} /> : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
