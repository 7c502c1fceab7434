import { Anchor, Button, Center, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NEGOTIATION_STATUSES,
  type Negotiation,
  type NegotiationParty,
  type NegotiationStatus,
} from '@steelyard/domain/negotiations';
import { isApiError } from '../../../shared/api/api-error';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useSelfUser } from '../../../shared/session/self-user';
import { AccessNotice, accessGap } from '../../../shared/ui/access-notice';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useNegotiations } from '../api/negotiations';
import { offerCountBadge } from '../model/negotiation-view';
import { manageOfferDetailsPath, myOfferDetailsPath } from '../model/offer-paths';
import { Countdown } from './countdown';
import { NegotiationBadge, NegotiationEndReason, OfferCountBadge } from './negotiation-badge';
import { useHeadlinePrice } from './negotiation-block';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

/** The seller answers first: the loaded offers awaiting the viewer come before the others, each group in the server's order. */
export function awaitingYouFirst(items: readonly Negotiation[]): Negotiation[] {
  return [...items.filter((n) => n.awaitingYou), ...items.filter((n) => !n.awaitingYou)];
}

function NegotiationCard({ negotiation, side }: { negotiation: Negotiation; side: NegotiationParty }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const headline = useHeadlinePrice();
  const listing = negotiation.listing;
  const titleId = `negotiation-${negotiation.id}`;
  const path = side === 'BUYER' ? myOfferDetailsPath(listing.id) : manageOfferDetailsPath(listing.id);
  const counterpart = side === 'SELLER' ? negotiation.buyerOrganisation.name : negotiation.sellerOrganisation.name;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h5" id={titleId}>
            <Anchor component={Link} to={path} inherit>
              {labels.code('product', listing.material.product)} {listing.listingNumber}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {[labels.grade(listing.material.grade), counterpart, negotiation.referenceId].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" fw={500}>
            {headline(negotiation)}
          </Text>
          <NegotiationEndReason negotiation={negotiation} />
        </Stack>
        <Stack gap={6} align="flex-end">
          <Group gap="xs">
            <NegotiationBadge status={negotiation.status} viewer={side} />
            <OfferCountBadge count={offerCountBadge(negotiation)} />
          </Group>
          <Group gap={6}>
            <Text component="span" size="sm" c="dimmed">
              {t('offers.block.timeLeft')}
            </Text>
            <Countdown status={negotiation.status} expiresAt={negotiation.expiresAt} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Which notice a user gets instead of the list: My Offers is for buyers, Manage Offers for sellers, and
 * both need the offers feature; also when the server refuses the list (a role taken away meanwhile).
 */
function listNoticeKey(side: NegotiationParty, gap: 'ROLE' | 'FEATURE' | null, error: unknown): string | null {
  if (gap === 'FEATURE') return 'offers.messages.featureRequired';
  if (gap === 'ROLE' || (isApiError(error) && error.status === 403)) {
    return side === 'BUYER' ? 'offers.list.buyersOnly' : 'offers.list.sellersOnly';
  }
  return null;
}

/**
 * My Offers (the buyer organisation's negotiations) and Manage Offers (those on the seller
 * organisation's listings, awaiting the seller first): status filter, count, load more, empty state.
 * A user of the other side is told whom the page is for, like the alert settings tell non-sellers.
 */
export function NegotiationListPage({ side }: { side: NegotiationParty }) {
  const { t } = useTranslation();
  const [statuses, setStatuses] = useState<NegotiationStatus[]>([]);
  const me = useSelfUser();
  const gap = me.data ? accessGap(me.data, side === 'BUYER' ? 'makeOffers' : 'answerOffers') : null;
  // the list is asked for once the user may see it (a failed users/self leaves it to the server)
  const query = useNegotiations(side, statuses, !me.isPending && gap === null);
  const title = t(side === 'BUYER' ? 'offers.list.myOffers' : 'offers.list.manageOffers');
  useDocumentTitle(title);
  const noticeKey = listNoticeKey(side, gap, query.error);
  const pages = query.data?.pages ?? [];
  const loaded = pages.flatMap((p) => p.items);
  const items = side === 'SELLER' ? awaitingYouFirst(loaded) : loaded;
  const total = pages.at(-1)?.totalItems ?? 0;
  const options = NEGOTIATION_STATUSES.map((status) => ({
    value: status,
    // the buyer reads CANCELLED as Outbid
    label: t(`offers.status.${side === 'BUYER' && status === 'CANCELLED' ? 'OUTBID' : status}`),
  }));
  if (noticeKey) {
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <AccessNotice messageKey={noticeKey} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t(side === 'BUYER' ? 'offers.list.buyerIntro' : 'offers.list.sellerIntro')}</Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <MultiSelect
          label={t('offers.list.statusFilter')}
          placeholder={statuses.length ? undefined : t('offers.list.allStatuses')}
          data={options}
          value={statuses}
          onChange={(value) => setStatuses(value as NegotiationStatus[])}
          clearable
          w={{ base: '100%', sm: 360 }}
          comboboxProps={{ withinPortal: true }}
        />
        {query.isSuccess && (
          <Text fw={500} aria-live="polite">
            {t('offers.list.count', { number: total })}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <PageLoading label={t('offers.list.loading')} />
      ) : query.isError && items.length === 0 ? (
        <PageUnavailable
          notFound={false}
          title={t('offers.list.loadFailed')}
          retry={{ label: t('offers.list.retry'), onRetry: () => void query.refetch(), loading: query.isFetching }}
        />
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack gap="xs" align="center">
            <Text fw={600}>{t(statuses.length ? 'offers.list.emptyFiltered' : 'offers.list.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t(side === 'BUYER' ? 'offers.list.emptyBuyerHint' : 'offers.list.emptySellerHint')}
            </Text>
            {side === 'BUYER' && !statuses.length && (
              <Button component={Link} to="/search" variant="light" mt="xs">
                {t('offers.list.search')}
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm">
          {items.map((negotiation) => (
            <NegotiationCard key={negotiation.id} negotiation={negotiation} side={side} />
          ))}
          {query.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('offers.list.loadMore')}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
