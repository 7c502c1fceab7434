import { Alert, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RevisionField } from '@steelyard/domain/listing-revisions';
import { useRevisionFieldLabel, useRevisionValue, type RevisionShown } from '../../../shared/listings/listing-revision';

interface RevisionChangesProps {
  /** The fields the seller changed, in the review's order. */
  changedFields: readonly RevisionField[];
  /** The live version buyers see now. */
  live: RevisionShown;
  /** The version buyers see once the changes are approved. */
  proposed: RevisionShown;
}

/**
 * What a seller changed on a live listing (decision 142): each changed field as buyers see it now and
 * as they will once approved. The rest of the card shows the proposed version whole.
 */
export function RevisionChanges({ changedFields, live, proposed }: RevisionChangesProps) {
  const { t } = useTranslation();
  const label = useRevisionFieldLabel();
  const value = useRevisionValue();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconPencil aria-hidden />}
      title={t('operator.listingReview.revisionTitle')}
    >
      <Text size="sm" mb="xs">
        {t('operator.listingReview.revisionIntro')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.listingReview.revisionField')}</Table.Th>
              <Table.Th>{t('operator.listingReview.revisionNow')}</Table.Th>
              <Table.Th>{t('operator.listingReview.revisionProposed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changedFields.map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row" fw={600}>
                  {label(field)}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value(field, live)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value(field, proposed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
