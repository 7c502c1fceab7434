import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { RfqItemValues } from '../model/rfq-wizard';
import { itemMaterialLine, itemSizeLine, toleranceLabel } from '../../../shared/rfqs/item-lines';

/** The items of a material: material, size, weight and tolerance; deleting one asks for confirmation (spec 001 §2). */
export function ItemTable({
  items,
  caption,
  onDelete,
  pending = false,
}: {
  items: readonly { item: RfqItemValues; index: number }[];
  caption: string;
  onDelete?: (index: number) => Promise<boolean>;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const [deleting, setDeleting] = useState<number | null>(null);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rfqs.wizard.items.none')}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560} className="sy-stacked-table">
        <Table striped verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shared.rfqs.items.material')}</Table.Th>
              <Table.Th>{t('shared.rfqs.items.size')}</Table.Th>
              <Table.Th>{labels.field('weight')}</Table.Th>
              <Table.Th>{labels.field('tolerance')}</Table.Th>
              {onDelete && <Table.Th>{t('rfqs.items.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map(({ item, index }) => (
              <Table.Tr key={index}>
                <Table.Td data-label={t('shared.rfqs.items.material')}>{itemMaterialLine(item, labels)}</Table.Td>
                <Table.Td data-label={t('shared.rfqs.items.size')}>{itemSizeLine(item, format, t)}</Table.Td>
                <Table.Td data-label={labels.field('weight')}>{format.weight(item.weight, 'TON')}</Table.Td>
                <Table.Td data-label={labels.field('tolerance')}>{toleranceLabel(item.tolerance, labels)}</Table.Td>
                {onDelete && (
                  <Table.Td data-label={t('rfqs.items.actions')}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      onClick={() => setDeleting(index)}
                      aria-label={t('rfqs.wizard.items.delete', { item: itemMaterialLine(item, labels) })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onDelete && (
        <ConfirmDialog
          opened={deleting !== null}
          title={t('rfqs.wizard.items.deleteTitle')}
          danger
          pending={pending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting === null) return;
            void onDelete(deleting).then((done) => done && setDeleting(null));
          }}
        >
          {t('rfqs.wizard.items.deleteBody')}
        </ConfirmDialog>
      )}
    </>
  );
}
