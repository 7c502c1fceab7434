import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { serializeFilter } from '@steelyard/domain/paging';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchResultItem } from '@steelyard/domain/search';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { useCollection, type PageRequest } from '../../../shared/collections/use-collection';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { fetchSearchPage, type SearchKind } from '../api/search-listings';
import { SEARCH_PATHS, readSearch } from '../model/search-url';
import { ResultCard } from './result-card';

const getId = (item: SearchResultItem) => item.id;

/**
 * The results of a search (spec 001 §2): the search comes from the URL, so Back and a shared
 * link show the same page; sort by code, 10 a page with "Load more", the alternatives section
 * when the server found close matches (first page only), and the events Search Listing Result
 * (each first page) and Search Result Clicked.
 */
export function SearchResults({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(kind, params), [kind, params]);
  const [alternatives, setAlternatives] = useState<SearchResultItem[]>([]);
  const filterText = search.criteria.length > 0 ? serializeFilter(search.criteria) : '';
  const searchRef = useRef(search);
  searchRef.current = search;
  useDocumentTitle(t(kind === 'packages' ? 'search.results.packagesTitle' : 'search.results.title'));

  const fetchPage = useCallback(
    async (request: PageRequest) => {
      const reply = await fetchSearchPage(kind, request);
      if (request.offset === 0) {
        setAlternatives(reply.alternatives);
        trackEvent(ANALYTICS_EVENTS.searchListingResult, {
          kind,
          filter: request.filter ?? null,
          sort: searchRef.current.sort,
          numberOfResults: reply.totalItems,
          numberOfAlternatives: reply.alternatives.length,
        });
      }
      return reply;
    },
    [kind],
  );
  const results = useCollection({ fetchPage, getId, pageSize: 10 });
  const { load } = results;

  useEffect(() => {
    load({ sort: [{ property: search.sort, direction: 'asc' }], filter: search.criteria });
  }, [load, search.sort, filterText]); // eslint-disable-line react-hooks/exhaustive-deps -- the filter text stands for the criteria

  const setSort = (sort: string | null) => {
    const next = new URLSearchParams(params);
    if (!sort || sort === DEFAULT_SEARCH_SORT) next.delete('sort');
    else next.set('sort', sort);
    setParams(next, { replace: true });
  };

  const detailsPath = kind === 'packages' ? SEARCH_PATHS.packageDetails : SEARCH_PATHS.listingDetails;
  const open = (item: SearchResultItem, position: number, alternative: boolean) =>
    trackEvent(ANALYTICS_EVENTS.searchResultClicked, {
      kind,
      listingId: item.id,
      listingNumber: item.listingNumber,
      position,
      alternative,
      isNew: item.isNew,
    });
  const changeSearch = `${SEARCH_PATHS.form}${filterText ? `?${new URLSearchParams({ filter: filterText })}` : ''}`;
  const loading = results.status === 'PENDING' || results.status === 'IDLE';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t(kind === 'packages' ? 'search.results.packagesTitle' : 'search.results.title')}</Title>
          {!loading && results.status !== 'FAILED' && (
            <Text c="dimmed" aria-live="polite">
              {t('search.results.count', { count: results.totalItems })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-end">
          <Button
            component={Link}
            to={changeSearch}
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
          >
            {t('search.results.changeSearch')}
          </Button>
          <Select
            label={t('search.results.sortLabel')}
            data={SEARCH_SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
            value={search.sort}
            onChange={setSort}
            allowDeselect={false}
            w={240}
          />
        </Group>
      </Group>

      {loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('shared.loading')} />
        </Group>
      ) : results.status === 'FAILED' ? (
        <Alert color="red" variant="light" role="alert" title={t('search.results.loadFailed')}>
          <Button variant="subtle" size="xs" onClick={() => load({ force: true })}>
            {t('search.results.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {results.items.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" role="status" ta="center">
              <IconSearchOff size={36} aria-hidden />
              <Text fw={600}>{t('search.results.emptyTitle')}</Text>
              <Text size="sm" c="dimmed" maw={520}>
                {t(alternatives.length > 0 ? 'search.results.emptyWithAlternatives' : 'search.results.emptyBody')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="sm" component="section" aria-label={t('search.results.exactTitle')}>
              {results.items.map((item, i) => (
                <ResultCard
                  key={item.id}
                  item={item}
                  to={detailsPath(item.id)}
                  onOpen={() => open(item, i + 1, false)}
                />
              ))}
              <Stack align="center" gap="xs" mt="md">
                <Text size="sm" c="dimmed">
                  {t('search.results.shown', { shown: results.items.length, total: results.totalItems })}
                </Text>
                {(results.canLoadMore || results.status === 'PAGING_PENDING') && (
                  <Button
                    variant="default"
                    onClick={() => results.loadNextPage()}
                    loading={results.status === 'PAGING_PENDING'}
                  >
                    {t('search.results.loadMore')}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
          {alternatives.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="alternatives-title">
              <Stack gap={2}>
                <Title order={2} size="h3" id="alternatives-title">
                  {t('search.results.alternativesTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('search.results.alternativesIntro')}
                </Text>
              </Stack>
              {alternatives.map((item, i) => (
                <ResultCard
                  key={item.id}
                  item={item}
                  to={detailsPath(item.id)}
                  onOpen={() => open(item, i + 1, true)}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
