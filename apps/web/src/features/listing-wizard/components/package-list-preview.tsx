import { Alert, Button, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKeys, getDocument } from '../api/documents';

const ROWS_SHOWN = 10;

/** The rows the server read from an uploaded package list (header row as columns), ten at first. */
export function PackageListPreview({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const document = useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => getDocument(documentId),
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (document.isPending) return <Loader size="sm" aria-label={t('shared.loading')} />;
  if (document.isError || !document.data.packageList) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('listing-wizard.listUpload.rowsFailed')}
      </Alert>
    );
  }
  const { columns, rows } = document.data.packageList;
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('listing-wizard.listUpload.rows', { count: rows.length })}
      </Text>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table striped withTableBorder withColumnBorders fz="xs" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column}>{row[column] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > ROWS_SHOWN && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setAll((v) => !v)}>
          {all
            ? t('listing-wizard.listUpload.fewerRows')
            : t('listing-wizard.listUpload.allRows', { count: rows.length })}
        </Button>
      )}
    </Stack>
  );
}
