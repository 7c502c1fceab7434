import { Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNewListing } from '@steelyard/domain/search';
import { DocumentList } from '../../../shared/listings/document-list';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { OfferActions } from '../../../shared/listings/offer-actions';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { SectionCard } from '../../../shared/ui/section-card';
import { useSearchPackage } from '../api/offer-details';
import { DeliveryCard, DetailUnavailable, PriceSummaryCard } from '../components/detail-sections';
import { OfferPage } from '../components/offer-page';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * /search/packages/details/:packageId: a live package for the buyer — title, material type,
 * the package list (Excel) and its description, pictures, certificates, price summary and delivery.
 */
function SearchPackageDetailsPage() {
  const { packageId = '' } = useParams();
  const { t } = useTranslation();
  const labels = useListingLabels();
  const query = useSearchPackage(packageId);
  // the page renders in a transition, in slices that leave it responsive (issue 11: total blocking time)
  const item = useDeferredValue(query.data);
  if (query.isError) return <DetailUnavailable error={query.error} onRetry={() => void query.refetch()} />;
  if (!item) return <PageLoading />;
  return (
    <OfferPage
      title={item.packageTitle}
      // a live listing's status changed last when it went live
      isNew={isNewListing(item.status.modifiedAt, new Date())}
      number={item.packageNumber}
      subtitle={labels.code('product', 'PACKAGE')}
      material={
        <MaterialSummary
          material={item.material}
          prime={item.prime}
          weight={item.weight}
          tradeUnit={item.tradeUnit}
          showMaterialTitle={false}
        />
      }
      extra={
        <SectionCard id="package-list-title" title={t('search.details.packageList')}>
          {item.packageDescription && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.packageDescription}</Text>}
          <DocumentList
            files={item.packageDocument ? [item.packageDocument] : []}
            emptyText={t('search.details.noPackageList')}
          />
        </SectionCard>
      }
      origin={item.origin}
      age={item.age}
      description={item.description}
      additionalInformation={item.additionalInformation}
      pictures={item.pictures}
      certificates={item.certificates}
      aside={
        <>
          <OfferActions
            target={{
              kind: 'PACKAGE',
              id: item.id,
              pricePerUnit: item.pricing.priceIncludingDelivery.value,
              contentRevision: item.contentRevision,
              currencyCode: item.pricing.currencyCode,
            }}
          />
          <PriceSummaryCard
            pricing={item.pricing}
            tradeUnit={item.tradeUnit}
            weight={item.weight}
            numberOfItems={null}
          />
          <DeliveryCard promise={item.deliveryTimeframe} country={item.country} expiresAt={item.expiresAt} />
        </>
      }
    />
  );
}

export { SearchPackageDetailsPage as Component };
