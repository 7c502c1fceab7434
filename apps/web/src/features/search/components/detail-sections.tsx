import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingPricing } from '@steelyard/domain/listing-commercial';
import { vatBasisPointsFor, basisPointsToPercent } from '@steelyard/domain/vat-rates';
import type { PricingUnit } from '@steelyard/domain/theoretical-weight';
import { isApiError } from '../../../shared/api/api-error';
import type { SummaryRow } from '../../../shared/listings/material-summary';
import { FiguresList } from '../../../shared/ui/figures-list';
import { PageUnavailable } from '../../../shared/ui/page-state';
import { SectionCard } from '../../../shared/ui/section-card';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { SEARCH_PATHS } from '../model/search-url';

/** VAT on a total in minor units, rounded half-up like the server's price summary. */
export function vatOf(totalExVat: number, basisPoints: number): number {
  return Math.floor((totalExVat * basisPoints + 5_000) / 10_000);
}

interface PriceSummaryProps {
  pricing: ListingPricing;
  tradeUnit: PricingUnit;
  weight: number;
  numberOfItems: number | null;
}

/**
 * The price summary of spec 001 §3 for the buyer: price per unit including service and delivery,
 * quantity, total excluding VAT, VAT at the rate of the buyer's country, and the total.
 */
export function PriceSummaryCard({ pricing, tradeUnit, weight, numberOfItems }: PriceSummaryProps) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const organisation = useOwnOrganisation();
  const currency = pricing.currencyCode;
  const totalExVat = pricing.totalExcludingVat.value;
  const country = organisation.data?.country ?? null;
  const basisPoints = country ? vatBasisPointsFor(country) : null;
  const rows: SummaryRow[] = [
    {
      key: 'pricePerUnit',
      label: t('search.details.pricePerUnit'),
      value: format.pricePerUnit(pricing.priceIncludingDelivery.value, currency, tradeUnit),
    },
    { key: 'weight', label: t('shared.listings.fields.weight'), value: format.listingWeight(weight, tradeUnit) },
  ];
  if (numberOfItems != null) {
    rows.push({
      key: 'numberOfItems',
      label: t('shared.listings.fields.numberOfItems'),
      value: format.number(numberOfItems),
    });
  }
  rows.push({ key: 'totalExVat', label: t('search.details.totalExVat'), value: format.money(totalExVat, currency) });
  if (basisPoints != null) {
    const vat = vatOf(totalExVat, basisPoints);
    rows.push({
      key: 'vat',
      label: t('search.details.vat', { percent: format.number(basisPointsToPercent(basisPoints), 2) }),
      value: format.money(vat, currency),
    });
    rows.push({ key: 'total', label: t('search.details.totalPrice'), value: format.money(totalExVat + vat, currency) });
  }
  return (
    <SectionCard id="price-summary-title" title={t('search.details.priceSummary')}>
      <FiguresList rows={rows} emphasiseLast={basisPoints != null} />
      <Text size="sm" c="dimmed">
        {t('search.details.priceNote')}
      </Text>
    </SectionCard>
  );
}

/** The seller's delivery promise (when given), where the material lies, and until when it is offered. */
export function DeliveryCard({
  promise,
  country,
  expiresAt,
}: {
  promise: string | null;
  country: string;
  expiresAt: string | null;
}) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const rows: SummaryRow[] = [];
  if (promise)
    rows.push({
      key: 'promise',
      label: t('search.details.deliveryPromise'),
      value: labels.code('deliveryTimeframe', promise),
    });
  rows.push({ key: 'country', label: t('search.details.pickupCountry'), value: <CountryFlag country={country} /> });
  if (expiresAt) rows.push({ key: 'expiresAt', label: t('search.details.expiresAt'), value: format.expiry(expiresAt) });
  return (
    <SectionCard id="delivery-title" title={t('search.details.delivery')}>
      <FiguresList rows={rows} />
    </SectionCard>
  );
}

/** Gone (404: sold, withdrawn, expired) or failed to load, with the way back to the search. */
export function DetailUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const gone = isApiError(error) && error.status === 404;
  return (
    <PageUnavailable
      notFound={gone}
      title={t(gone ? 'search.details.goneTitle' : 'search.details.loadFailed')}
      body={gone && t('search.details.goneBody')}
      retry={{ label: t('search.results.retry'), onRetry }}
      actions={
        <Button component={Link} to={SEARCH_PATHS.form}>
          {t('search.details.newSearch')}
        </Button>
      }
    />
  );
}
