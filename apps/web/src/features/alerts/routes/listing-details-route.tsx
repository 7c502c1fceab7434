import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { DocumentList } from '../../../shared/listings/document-list';
import { PictureGallery } from '../../../shared/listings/picture-gallery';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { OfferActions } from '../../../shared/listings/offer-actions';
import { MakeOfferSlot, NegotiationsSlot, offerTargetOf } from '../../../shared/listings/negotiation-slots';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { errorStatus } from '../api/alert-errors';
import { useAlertListing } from '../api/alerts';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A listing an alert found (spec 001 §2 /my-alerts/listing-details/:listingId; the digest e-mails link here). */
function AlertListingDetailsPage() {
  const { t } = useTranslation();
  const { listingId = '' } = useParams();
  const labels = useListingLabels();
  const format = useListingFormat();
  const { locale } = useLanguage();
  const query = useAlertListing(listingId);
  const item = query.data;
  const title = item
    ? [labels.code('product', item.material.product), labels.code('materialType', item.material.materialType)]
        .filter(Boolean)
        .join(' · ')
    : t('alerts.details.title');
  useDocumentTitle(title);
  if (query.isPending) return <PageLoading label={t('alerts.list.loading')} />;
  if (!item) {
    const gone = errorStatus(query.error) === 404;
    return (
      <Stack gap="lg" maw={960}>
        <Title order={1}>{t('alerts.details.title')}</Title>
        <PageUnavailable
          notFound={gone}
          title={t(gone ? 'alerts.details.gone' : 'alerts.details.loadFailed')}
          retry={{ onRetry: () => void query.refetch(), loading: query.isFetching }}
          actions={
            <Button component={Link} to="/my-alerts" variant="default">
              {t('alerts.list.backToAlerts')}
            </Button>
          }
        />
      </Stack>
    );
  }
  const pricing = item.pricing;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          {item.listingNumber}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <MaterialSummary
              material={item.material}
              dimensions={item.materialDimensions}
              prime={item.prime}
              weight={item.weight}
              tradeUnit={item.tradeUnit}
              numberOfItems={item.numberOfItems}
              order={2}
            />
          </Card>
          <NegotiationsSlot listingId={item.id} viewer="BUYER" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <MakeOfferSlot target={offerTargetOf(item)} />
            <OfferActions
              target={{
                kind: 'LISTING',
                id: item.id,
                pricePerUnit: pricing.priceIncludingDelivery.value,
                currencyCode: pricing.currencyCode,
                contentRevision: item.contentRevision,
              }}
            />
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('alerts.details.price')}
                </Title>
                <Text fw={700} size="lg">
                  {format.pricePerUnit(pricing.priceIncludingDelivery.value, pricing.currencyCode, item.tradeUnit)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('alerts.details.priceNote')}
                </Text>
                <Stack gap="xs" component="dl" m={0}>
                  <Row
                    label={t('alerts.details.netPrice')}
                    value={format.pricePerUnit(pricing.netPricePerUnit, pricing.currencyCode, item.tradeUnit)}
                  />
                  <Row
                    label={t('alerts.details.totalExcludingVat')}
                    value={format.money(pricing.totalExcludingVat.value, pricing.currencyCode)}
                  />
                  <Row label={t('alerts.results.location')} value={countryName(item.country, locale)} />
                  {item.origin.length > 0 && <Row label={labels.field('origin')} value={labels.origin(item.origin)} />}
                  {item.expiresAt && <Row label={labels.field('expiresAt')} value={format.expiry(item.expiresAt)} />}
                  {item.deliveryPromise && (
                    <Row
                      label={labels.field('deliveryTimeframe')}
                      value={labels.code('deliveryTimeframe', item.deliveryPromise)}
                    />
                  )}
                </Stack>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('alerts.details.certificates')}
                </Title>
                <DocumentList
                  files={item.testCertificates}
                  emptyText={t('alerts.details.noCertificates')}
                  aria-label={t('alerts.details.certificates')}
                />
              </Stack>
            </Card>
            {item.pictures.length > 0 && (
              <Card withBorder padding="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('alerts.details.pictures')}
                  </Title>
                  <PictureGallery pictures={item.pictures} aria-label={t('alerts.details.pictures')} />
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {item.description && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4">
            {labels.field('description')}
          </Title>
          <Text size="sm">{item.description}</Text>
        </Card>
      )}
    </Stack>
  );
}

export { AlertListingDetailsPage as Component };
