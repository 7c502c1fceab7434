import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFile } from '@steelyard/domain/listing-files';
import { DocumentList } from '../../../shared/listings/document-list';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { usePackageDocument } from '../api/packages';

/** Rows shown before "Show all rows": a package list may have up to 1,000. */
export const PACKAGE_ROWS_SHOWN = 25;

/**
 * The package list (spec 001 §2 package detail): the Excel file to open through the exchange, and
 * the rows read from it at upload as a table.
 */
export function PackageListTable({ document }: { document: ListingFile | null }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const rows = usePackageDocument(document?.documentId ?? null);
  const [all, setAll] = useState(false);
  if (!document) {
    return (
      <Text size="sm" c="dimmed">
        {t('my-listings.package.noList')}
      </Text>
    );
  }
  const list = rows.data?.packageList;
  const shown = list ? (all ? list.rows : list.rows.slice(0, PACKAGE_ROWS_SHOWN)) : [];
  return (
    <Stack gap="sm">
      <DocumentList files={[document]} aria-label={t('my-listings.package.listFile')} />
      {rows.isPending ? (
        <Loader size="sm" aria-label={t('shared.loading')} />
      ) : rows.isError || !list ? (
        <Text size="sm" c="red.9" role="alert">
          {t('my-listings.package.rowsFailed')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={Math.min(1100, list.columns.length * 130)} maxHeight={520}>
            <Table striped withTableBorder stickyHeader aria-label={t('my-listings.package.rowsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {list.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row, index) => (
                  <Table.Tr key={index}>
                    {list.columns.map((column) => {
                      const cell = row[column];
                      return (
                        <Table.Td key={column}>
                          {typeof cell === 'number' ? format.number(cell, 3) : (cell ?? '')}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t('my-listings.package.rowsShown', { shown: shown.length, total: list.rows.length })}
          </Text>
          {list.rows.length > PACKAGE_ROWS_SHOWN && (
            <div>
              <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
                {all ? t('my-listings.package.fewerRows') : t('my-listings.package.allRows')}
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
