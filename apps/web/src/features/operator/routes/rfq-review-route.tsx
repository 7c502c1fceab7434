import { Paper, Stack, Table } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rfq } from '@steelyard/domain/rfqs';
import { useShrinkingCollection } from '../../../shared/collections/use-shrinking-collection';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { itemMaterialLine, itemSizeLine, materialName, toleranceLabel } from '../../../shared/rfqs/item-lines';
import { RfqShippingFields } from '../../../shared/rfqs/rfq-shipping-fields';
import { useCanWrite } from '../api/operator-role';
import {
  fetchRfqReviewPage,
  isRfqAlreadyReviewed,
  RFQ_REVIEW_PAGE_SIZE,
  useRfqDecision,
  type RfqDecision,
} from '../api/rfq-review';
import { DecisionQueue, queueTexts } from '../components/decision-queue';
import { ReasonButton } from '../components/reason-button';
import { ReviewCardHeader } from '../components/review-card-header';
import { decisionButtonsOf, useQueueDecision, type QueueDeciding } from '../components/use-queue-decision';
import { operatorListKeys } from '../api/query-keys';

const getId = (item: Rfq) => item.id;

/** Who the notices name: the RFQ's number and the buyer. */
function namesOf(item: Rfq) {
  return { number: item.referenceNumber, organisation: item.buyerOrganisation.name };
}

function RfqReviewCard({
  item,
  canWrite,
  deciding,
  onDecide,
}: {
  item: Rfq;
  canWrite: boolean;
  deciding: QueueDeciding | null;
  onDecide: (input: RfqDecision) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const number = item.referenceNumber;
  const titleId = `rfq-review-${item.id}`;
  const buttons = decisionButtonsOf(deciding, item.id);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <ReviewCardHeader
          titleId={titleId}
          title={number}
          organisation={item.buyerOrganisation}
          submittedAt={item.submittedAt}
          submittedLabel={(date) => t('operator.rfqReview.submitted', { date })}
          decision={
            canWrite
              ? {
                  approve: {
                    label: t('operator.rfqReview.approve'),
                    ariaLabel: t('operator.rfqReview.approveNamed', { number }),
                    ...buttons.approve,
                    onClick: () => void onDecide({ item, decision: 'approve' }),
                  },
                  reject: (
                    <ReasonButton
                      label={t('operator.rfqReview.reject')}
                      ariaLabel={t('operator.rfqReview.rejectNamed', { number })}
                      title={t('operator.rfqReview.rejectTitle')}
                      intro={t('operator.rfqReview.rejectOf', { number, organisation: item.buyerOrganisation.name })}
                      reasonHint={t('operator.rfqReview.reasonHint')}
                      confirmLabel={t('operator.rfqReview.rejectConfirm')}
                      disabled={buttons.rejectDisabled}
                      onConfirm={(reason) => onDecide({ item, decision: 'reject', reason })}
                    />
                  ),
                }
              : undefined
          }
        />
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('operator.rfqReview.itemsOf', { number })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.field('product')}</Table.Th>
                <Table.Th>{t('shared.rfqs.items.material')}</Table.Th>
                <Table.Th>{t('shared.rfqs.items.size')}</Table.Th>
                <Table.Th>{labels.field('weight')}</Table.Th>
                <Table.Th>{labels.field('tolerance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.items.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{materialName(line, labels, t)}</Table.Td>
                  <Table.Td>{itemMaterialLine(line, labels)}</Table.Td>
                  <Table.Td>{itemSizeLine(line, format, t)}</Table.Td>
                  <Table.Td>{format.weight(line.weight, 'TON')}</Table.Td>
                  <Table.Td>{toleranceLabel(line.tolerance, labels)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* as sellers do, the operator sees the delivery country (not the address) and not the buyer's own reference */}
        <RfqShippingFields
          shipping={{
            preferredOrigins: item.preferredOrigins,
            requiredDeliveryMonth: item.requiredDeliveryMonth,
            quoteDeadline: item.quoteDeadline,
            deliveryCountry: item.deliveryCountry,
            comments: item.comments,
          }}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The RFQ review queue (spec 001 §4: RFQs under review become live or rejected): every
 * organisation's submitted RFQs, oldest first, 10 at a time. OPERATOR approves or rejects with a
 * reason the buyer reads; OPERATOR_READONLY only looks.
 */
function RfqReviewPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();

  // RFQs decided here leave the queue on the server too
  const queue = useShrinkingCollection<Rfq>({
    queryKey: operatorListKeys.rfqReview(),
    fetchPage: fetchRfqReviewPage,
    getId,
    pageSize: RFQ_REVIEW_PAGE_SIZE,
  });
  const { load, status } = queue;
  useEffect(() => {
    load();
  }, [load, status]);

  const { decide, deciding } = useQueueDecision({
    mutation: useRfqDecision(),
    queue,
    idOf: (input) => input.item.id,
    isAlreadyDecided: isRfqAlreadyReviewed,
    notices: {
      approved: ({ item }) => t('operator.rfqReview.approved', namesOf(item)),
      rejected: ({ item }) => t('operator.rfqReview.rejected', namesOf(item)),
      alreadyDecided: ({ item }) => t('operator.rfqReview.alreadyReviewed', namesOf(item)),
    },
  });

  return (
    <DecisionQueue
      queue={queue}
      texts={queueTexts(t, 'operator.rfqReview', { shown: queue.items.length, total: queue.totalItems })}
      emptyIcon={IconChecklist}
      renderItems={(items) => (
        <Stack gap="md">
          {items.map((item) => (
            <RfqReviewCard key={item.id} item={item} canWrite={canWrite} deciding={deciding} onDecide={decide} />
          ))}
        </Stack>
      )}
    />
  );
}

export { RfqReviewPage as Component };
