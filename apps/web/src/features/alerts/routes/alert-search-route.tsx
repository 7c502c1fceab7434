import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useScrollRestoration } from '../../../shared/ui/use-scroll-restoration';
import { errorStatus } from '../api/alert-errors';
import { useAlert, useAlertResults } from '../api/alerts';
import { useDescribeAlert } from '../components/alert-description';
import { urgentOutcome } from '../components/alert-paths';
import { AlertResultCard } from '../components/result-card';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const PAGE = 10;

/** An alert's results (spec 001 §2 /my-alerts/search?alertId=…), with the match message after an urgent request. */
function AlertSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.results.title'));
  const [params, setParams] = useSearchParams();
  const alertId = params.get('alertId') ?? '';
  const limit = Math.max(PAGE, Number(params.get('shown')) || PAGE);
  const { state } = useLocation();
  const outcome = urgentOutcome(state);
  const alert = useAlert(alertId);
  const results = useAlertResults(alertId, limit);
  const describe = useDescribeAlert();
  const description = alert.data ? describe(alert.data.filterQuery) : null;
  // the results of `shown` are cached under their limit: Back from a result finds them and its place
  useScrollRestoration(results.isSuccess && alert.isSuccess);
  const notFound = !alertId || errorStatus(alert.error) === 404 || errorStatus(results.error) === 404;
  const backToAlerts = (
    <Button component={Link} to="/my-alerts" variant="default">
      {t('alerts.list.backToAlerts')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('alerts.results.title')}</Title>
        {description && (
          <Text size="sm" c="dimmed">
            {[description.title, ...description.criteria.map((c) => `${c.label}: ${c.value}`)].join(' · ')}
          </Text>
        )}
      </Stack>
      {outcome?.urgentOutcome === 'MATCHES' && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('alerts.urgent.matches', { count: outcome.numberOfListings })}
        </Alert>
      )}
      {notFound ? (
        <PageUnavailable notFound title={t('alerts.results.notFound')} actions={backToAlerts} />
      ) : results.isPending ? (
        <PageLoading label={t('alerts.list.loading')} />
      ) : results.isError || !results.data ? (
        <PageUnavailable
          notFound={false}
          title={t('alerts.results.loadFailed')}
          retry={{ onRetry: () => void results.refetch(), loading: results.isFetching }}
          actions={backToAlerts}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('alerts.results.count', { count: results.data.totalItems })}</Text>
          {results.data.items.length === 0 && <Text>{t('alerts.results.empty')}</Text>}
          {results.data.items.map((item) => (
            <AlertResultCard key={item.id} item={item} alertId={alertId} />
          ))}
          {results.data.items.length < results.data.totalItems && (
            <Group justify="center">
              <Button
                variant="default"
                loading={results.isFetching}
                onClick={() => setParams({ alertId, shown: String(limit + PAGE) }, { replace: true, state })}
              >
                {t('alerts.results.loadMore')}
              </Button>
            </Group>
          )}
          {results.data.alternatives.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="alert-alternatives">
              <Title order={2} size="h4" id="alert-alternatives">
                {t('alerts.results.alternatives')}
              </Title>
              {results.data.alternatives.map((item) => (
                <AlertResultCard key={item.id} item={item} alertId={alertId} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export { AlertSearchPage as Component };
