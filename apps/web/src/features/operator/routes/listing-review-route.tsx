import { Alert, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import { useShrinkingCollection } from '../../../shared/collections/use-shrinking-collection';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { SummaryList } from '../../../shared/listings/material-summary';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import {
  fetchListingReviewPage,
  isAlreadyReviewed,
  isExpiryPassed,
  LISTING_REVIEW_PAGE_SIZE,
  useListingDecision,
  type ListingDecision,
} from '../api/listing-review';
import { useCanWrite } from '../api/operator-role';
import { DecisionQueue, queueTexts } from '../components/decision-queue';
import { ListingReviewMaterial } from '../components/listing-review-material';
import { RejectListingButton } from '../components/reject-listing-button';
import { ReviewCardHeader } from '../components/review-card-header';
import { ReviewDocuments, ReviewPictures } from '../components/review-files';
import { RevisionChanges } from '../components/revision-changes';
import { useListingCommercialRows } from '../components/use-listing-commercial-rows';
import { decisionButtonsOf, useQueueDecision, type QueueDeciding } from '../components/use-queue-decision';
import { operatorListKeys } from '../api/query-keys';

const getId = (item: AdminListing) => item.id;

/** The item as it would be once approved: a live listing's changes laid over it (decision 142). */
function proposedOf(item: AdminListing): AdminListing {
  const listingRevision = item.listing?.revision;
  const packageRevision = item.package?.revision;
  return {
    ...item,
    listing: item.listing && listingRevision ? { ...item.listing, ...listingRevision.content } : item.listing,
    package: item.package && packageRevision ? { ...item.package, ...packageRevision.content } : item.package,
  };
}

const hasRevision = (item: AdminListing) => Boolean((item.listing ?? item.package)?.revision);

/** The number support and the seller quote: "CL-000012" or "PK-000003". */
function numberOf(item: AdminListing): string {
  return item.listing?.listingNumber ?? item.package?.packageNumber ?? item.id;
}

/** Who the notices name: the number and the seller. */
function namesOf(item: AdminListing) {
  return { number: numberOf(item), organisation: item.organisation.name };
}

function ReviewCard({
  item,
  canWrite,
  deciding,
  onDecide,
}: {
  item: AdminListing;
  canWrite: boolean;
  deciding: QueueDeciding | null;
  onDecide: (input: ListingDecision) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const live = item.listing ?? item.package;
  const revision = live?.revision ?? null;
  // a live listing's changes (decision 142): the card shows the listing as it would be once approved
  const proposed = proposedOf(item);
  const commercial = useListingCommercialRows(proposed);
  const offer = proposed.listing ?? proposed.package;
  if (!live || !offer) return null;
  const number = numberOf(item);
  const titleId = `review-${item.id}`;
  const buttons = decisionButtonsOf(deciding, item.id);
  const certificates = proposed.listing ? proposed.listing.testCertificates : (proposed.package?.certificates ?? []);
  // a submission whose expiry has passed cannot go live: the server refuses it too (409)
  const expired =
    !revision &&
    live.status.value === 'REVIEW_REQUIRED' &&
    live.expiresAt !== null &&
    Date.parse(live.expiresAt) <= Date.now();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <ReviewCardHeader
          titleId={titleId}
          title={`${number} · ${item.package ? item.package.packageTitle : labels.code('product', item.listing?.material.product)}`}
          organisation={item.organisation}
          submittedAt={item.submittedAt}
          submittedLabel={(date) =>
            t(revision ? 'operator.listingReview.submittedRevision' : 'operator.listingReview.submitted', { date })
          }
          decision={
            canWrite
              ? {
                  approve: {
                    label: t(revision ? 'operator.listingReview.approveRevision' : 'operator.listingReview.approve'),
                    ariaLabel: t(
                      revision ? 'operator.listingReview.approveRevisionNamed' : 'operator.listingReview.approveNamed',
                      { number },
                    ),
                    ...buttons.approve,
                    disabled: buttons.approve.disabled || expired,
                    onClick: () => void onDecide({ item, decision: 'approve' }),
                  },
                  reject: (
                    <RejectListingButton
                      number={number}
                      organisation={item.organisation.name}
                      revision={revision !== null}
                      disabled={buttons.rejectDisabled}
                      onReject={(reason) => onDecide({ item, decision: 'reject', reason })}
                    />
                  ),
                }
              : undefined
          }
        />
        {expired && (
          <Alert color="orange" variant="light" title={t('operator.listingReview.expiredTitle')}>
            {t('operator.listingReview.expired', { date: format.expiry(live.expiresAt!) })}
          </Alert>
        )}
        {revision && (
          <RevisionChanges
            changedFields={revision.changedFields}
            live={live}
            proposed={{ ...live, ...revision.content }}
          />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ListingReviewMaterial item={item} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <SummaryList title={t('operator.listingReview.offer')} rows={commercial} />
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t('operator.listingReview.pictures')}
                </Text>
                <ReviewPictures files={offer.pictures} />
              </Stack>
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t('operator.listingReview.certificates')}
                </Text>
                <ReviewDocuments files={certificates} />
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}

/**
 * The listing review queue (spec 001 §4: listings under review are reviewed by the operator):
 * listings and packages of every organisation waiting for a decision, and the changes sellers made to
 * live ones (decision 142: what changed, now and proposed), oldest submission first, 10 at a time,
 * with their material, seller, price, weight, expiry, pictures and certificates. OPERATOR approves or
 * rejects with a reason the seller reads; a submission whose expiry has passed can only be rejected.
 * OPERATOR_READONLY only looks.
 */
function ListingReviewPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();

  // items decided here leave the queue on the server too
  const queue = useShrinkingCollection<AdminListing>({
    queryKey: operatorListKeys.listingReview(),
    fetchPage: fetchListingReviewPage,
    getId,
    pageSize: LISTING_REVIEW_PAGE_SIZE,
  });
  const { load, status } = queue;
  useEffect(() => {
    load();
  }, [load, status]);

  const { decide, deciding } = useQueueDecision({
    mutation: useListingDecision(),
    queue,
    idOf: (input) => input.item.id,
    isAlreadyDecided: isAlreadyReviewed,
    notices: {
      approved: ({ item }) =>
        t(
          hasRevision(item) ? 'operator.listingReview.revisionApproved' : 'operator.listingReview.approved',
          namesOf(item),
        ),
      rejected: ({ item }) =>
        t(
          hasRevision(item) ? 'operator.listingReview.revisionRejected' : 'operator.listingReview.rejected',
          namesOf(item),
        ),
      alreadyDecided: ({ item }) => t('operator.listingReview.alreadyReviewed', namesOf(item)),
    },
    explainRefusal: (error, { item }) =>
      isExpiryPassed(error) ? t('operator.listingReview.expiryPassed', namesOf(item)) : null,
  });

  return (
    <DecisionQueue
      queue={queue}
      texts={queueTexts(t, 'operator.listingReview', { shown: queue.items.length, total: queue.totalItems })}
      emptyIcon={IconChecklist}
      renderItems={(items) => (
        <Stack gap="md">
          {items.map((item) => (
            <ReviewCard key={item.id} item={item} canWrite={canWrite} deciding={deciding} onDecide={decide} />
          ))}
        </Stack>
      )}
    />
  );
}

export { ListingReviewPage as Component };
