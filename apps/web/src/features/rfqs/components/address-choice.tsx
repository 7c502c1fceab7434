import { Alert, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '@steelyard/domain/organisations';
import { AddressLines } from '../../../shared/addresses/address-lines';

/** A choice among the organisation's approved warehouse addresses, as cards; a note when there is none. */
export function AddressChoice({
  label,
  addresses,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  addresses: readonly Address[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
  name: string;
}) {
  const { t } = useTranslation();
  if (addresses.length === 0) {
    return (
      <Alert color="orange" variant="light" title={label}>
        {t('rfqs.address.none')}
      </Alert>
    );
  }
  return (
    <Radio.Group name={name} label={label} withAsterisk value={value ?? ''} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {addresses.map((address) => (
          <Radio.Card key={address.id} value={address.id} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={4}>
                <AddressLines compact address={address} />
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
