import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListSearch, IconPackage } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { listingStatusFilter } from '@steelyard/domain/listings';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import { parseFilter, type ListReply } from '@steelyard/domain/paging';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { useCollection } from '../../../shared/collections/use-collection';
import { PATHS } from '../../../shared/navigation/paths';
import type { Offer } from '../api/listing-actions';
import { fetchListingsPage, listingKeys } from '../api/listings';
import { fetchPackagesPage, packageKeys } from '../api/packages';
import { listOf, type MyListingsKind } from './my-listings-tabs';
import { OfferCard } from './offer-card';
import { forgetRememberedList, readRememberedList, rememberList, restorablePages } from './remembered-list';
import { StatusFilter } from './status-filter';
import { searchWithStatuses, statusesFromSearch } from './status-filter-param';

const PAGE = PAGE_SIZE.listings;

/** One page of listings or packages as offers, for the collection hook. */
async function fetchOffers(kind: MyListingsKind, request: PageRequest): Promise<ListReply<Offer>> {
  if (kind === 'listings') {
    const reply = await fetchListingsPage(request);
    return { ...reply, items: reply.items.map((item) => ({ kind: 'listing', item }) as const) };
  }
  const reply = await fetchPackagesPage(request);
  return { ...reply, items: reply.items.map((item) => ({ kind: 'package', item }) as const) };
}

const getId = (offer: Offer) => offer.item.id;
const NO_STATUSES: ListingStatus[] = [];

/**
 * The organisation's listings or packages (spec 001 §2): a count, the status filter (sent as
 * `status.value=A|B`), 10 a page with "Load more", empty states, and cards that open the detail
 * page. Coming back from a detail page (by "Back", the navbar or the address) brings back the pages,
 * the filter and the scroll position. The filter lives in the address (`?status=A,B`), so a reload keeps it.
 */
export function OfferList({ kind }: { kind: MyListingsKind }) {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const list = listOf({ tab: 'listings', kind });
  const [remembered] = useState(() => readRememberedList(list));
  const restoring = useRef(remembered);
  const urlStatuses = useMemo(() => statusesFromSearch(search), [search]);
  // an address without the filter (the navbar's link) takes the remembered one until it is written into the address
  const [fallback, setFallback] = useState(() => (urlStatuses === null ? (remembered?.statuses ?? null) : null));
  const statuses = urlStatuses ?? fallback ?? NO_STATUSES;
  const setStatuses = useCallback(
    (next: ListingStatus[]) => {
      setFallback(null);
      void navigate({ search: searchWithStatuses(search, next), hash }, { replace: true });
    },
    [navigate, search, hash],
  );
  useEffect(() => {
    if (fallback === null) return;
    if (urlStatuses === null && fallback.length > 0) {
      void navigate({ search: searchWithStatuses(search, fallback), hash }, { replace: true });
    } else {
      setFallback(null);
    }
  }, [fallback, urlStatuses, navigate, search, hash]);

  const fetchPage = useCallback(
    async (request: PageRequest): Promise<ListReply<Offer>> => {
      const pages = restoring.current && request.offset === 0 ? restorablePages(restoring.current.pages, PAGE) : 1;
      if (pages === 1) return fetchOffers(kind, request);
      // the pages seen before come back in one request; "Load more" then goes on after them
      const reply = await fetchOffers(kind, { ...request, limit: request.limit * pages });
      const maxPages = Math.max(1, Math.ceil(reply.totalItems / request.limit));
      return { ...reply, currentPage: Math.min(pages, maxPages), maxPages };
    },
    [kind],
  );
  const offers = useCollection<Offer>({
    queryKey: kind === 'listings' ? listingKeys.list() : packageKeys.list(),
    fetchPage,
    getId,
    pageSize: PAGE,
  });
  const { load, status } = offers;
  const filterText = listingStatusFilter(statuses);
  // the same statuses read again from the address are the same filter: no second request
  const filter = useMemo(() => parseFilter(filterText), [filterText]);
  useEffect(() => {
    // a change made while a page loads is skipped by the collection: it runs again once that page is in
    load({ filter });
  }, [load, filter, status]);

  useEffect(() => {
    if (status !== 'SUCCESS' && status !== 'FAILED') return;
    const entry = restoring.current;
    if (!entry) return;
    restoring.current = null;
    forgetRememberedList();
    if (status === 'SUCCESS') requestAnimationFrame(() => window.scrollTo({ top: entry.scrollY, left: 0 }));
  }, [status]);

  const open = () => rememberList({ list, pages: Math.max(1, offers.currentPage), scrollY: window.scrollY, statuses });

  const loading = (status === 'IDLE' || status === 'PENDING') && offers.items.length === 0;
  const nouns = kind === 'listings' ? 'listings' : 'packages';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <StatusFilter value={statuses} onChange={setStatuses} />
        {status === 'SUCCESS' || status === 'PAGING_PENDING' ? (
          <Text fw={600} aria-live="polite">
            {t(`my-listings.list.count.${nouns}`, { count: offers.totalItems })}
          </Text>
        ) : null}
      </Group>
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && offers.items.length === 0 ? (
        <CollectionFailed collection={offers} message={t(`my-listings.list.loadFailed.${nouns}`)} />
      ) : offers.items.length === 0 ? (
        statuses.length > 0 ? (
          <CollectionEmpty
            icon={<IconListSearch size={40} stroke={1.5} aria-hidden />}
            title={t(`my-listings.list.emptyFiltered.${nouns}`)}
            action={
              <Button variant="default" onClick={() => setStatuses([])}>
                {t('my-listings.list.clearFilter')}
              </Button>
            }
          />
        ) : (
          <CollectionEmpty
            icon={<IconPackage size={40} stroke={1.5} aria-hidden />}
            title={t(`my-listings.list.empty.${nouns}`)}
            body={t(`my-listings.list.emptyBody.${nouns}`)}
            action={
              <Button component={Link} to={PATHS.createListing}>
                {t('my-listings.list.create')}
              </Button>
            }
          />
        )
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {offers.items.map((offer) => (
              <li key={offer.item.id}>
                <OfferCard offer={offer} onOpen={open} />
              </li>
            ))}
          </Stack>
          <CollectionFooter
            collection={offers}
            shown={t('my-listings.list.shown', { shown: offers.items.length, total: offers.totalItems })}
          />
        </>
      )}
    </Stack>
  );
}
