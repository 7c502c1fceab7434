import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconSearchOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchResultItem } from '@steelyard/domain/search';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useScrollRestoration } from '../../../shared/ui/use-scroll-restoration';
import { searchResultsQueryOptions, type SearchKind } from '../api/search-listings';
import { SEARCH_PATHS, readSearch, searchFilterText } from '../model/search-url';
import { ResultCard } from './result-card';
import { SaveAlertButton } from './save-alert-button';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

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
  const filterText = searchFilterText(search);
  useDocumentTitle(t(kind === 'packages' ? 'search.results.packagesTitle' : 'search.results.title'));

  // the loaded pages stay in the query cache, so Back from a listing shows them all at once
  const results = useInfiniteQuery(searchResultsQueryOptions(kind, filterText, search.sort));
  // the results render in a transition, in slices that leave the page responsive (issue 11: total
  // blocking time); until then the loader stays
  const data = useDeferredValue(results.data);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  // the server counts no further than 1,000 past the page asked for: the last page's total is the best known
  const lastPage = data?.pages[data.pages.length - 1];
  const totalItems = lastPage?.totalItems ?? 0;
  const totalCapped = lastPage?.totalItemsCapped ?? false;
  // alternatives come with the first page only
  const alternatives = data?.pages[0]?.alternatives ?? [];
  const shown = data !== undefined;
  useScrollRestoration(shown);

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
  const loading = !shown && !results.isError;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t(kind === 'packages' ? 'search.results.packagesTitle' : 'search.results.title')}</Title>
          {shown && (
            <Text c="dimmed" aria-live="polite">
              {t(totalCapped ? 'search.results.countAtLeast' : 'search.results.count', { count: totalItems })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-end">
          {kind === 'listings' && filterText !== '' && <SaveAlertButton filterQuery={filterText} />}
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
        <PageLoading />
      ) : !shown ? (
        <PageUnavailable
          notFound={false}
          title={t('search.results.loadFailed')}
          retry={{
            label: t('search.results.retry'),
            onRetry: () => void results.refetch(),
            loading: results.isFetching,
          }}
        />
      ) : (
        <>
          {items.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" role="status" ta="center">
              <IconSearchOff size={36} aria-hidden />
              <Text fw={600}>{t('search.results.emptyTitle')}</Text>
              <Text size="sm" c="dimmed" maw={520}>
                {t(alternatives.length > 0 ? 'search.results.emptyWithAlternatives' : 'search.results.emptyBody')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="sm" component="section" aria-label={t('search.results.exactTitle')}>
              {items.map((item, i) => (
                <ResultCard
                  key={item.id}
                  item={item}
                  to={detailsPath(item.id)}
                  onOpen={() => open(item, i + 1, false)}
                  pictureLoading={i === 0 ? 'eager' : 'lazy'}
                />
              ))}
              <Stack align="center" gap="xs" mt="md">
                <Text size="sm" c="dimmed">
                  {t(totalCapped ? 'search.results.shownOfAtLeast' : 'search.results.shown', {
                    shown: items.length,
                    total: totalItems,
                  })}
                </Text>
                {results.hasNextPage && (
                  <Button
                    variant="default"
                    onClick={() => void results.fetchNextPage()}
                    loading={results.isFetchingNextPage}
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
                  pictureLoading={i === 0 && items.length === 0 ? 'eager' : 'lazy'}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
