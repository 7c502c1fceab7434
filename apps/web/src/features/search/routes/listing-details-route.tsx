import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { isNewListing } from '@steelyard/domain/search';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { OfferActions } from '../../../shared/listings/offer-actions';
import { MakeOfferSlot, NegotiationsSlot, offerTargetOf } from '../../../shared/listings/negotiation-slots';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useSearchListing } from '../api/offer-details';
import { DeliveryCard, DetailUnavailable, PriceSummaryCard } from '../components/detail-sections';
import { OfferPage } from '../components/offer-page';
import { PageLoading } from '../../../shared/ui/page-state';

/**
 * /search/details/:listingId (spec 001 §2): a live listing of another organisation for the buyer —
 * material, dimensions, pictures, mill certificates, the price summary with VAT, the seller's
 * delivery promise and the country of the pickup location.
 */
function SearchListingDetailsPage() {
  const { listingId = '' } = useParams();
  const labels = useListingLabels();
  const query = useSearchListing(listingId);
  // the page renders in a transition, in slices that leave it responsive (issue 11: total blocking time)
  const listing = useDeferredValue(query.data);
  if (query.isError) return <DetailUnavailable error={query.error} onRetry={() => void query.refetch()} />;
  if (!listing) return <PageLoading />;
  return (
    <OfferPage
      title={labels.code('product', listing.material.product)}
      // a live listing's status changed last when it went live
      isNew={isNewListing(listing.status.modifiedAt, new Date())}
      number={listing.listingNumber}
      material={
        <MaterialSummary
          material={listing.material}
          dimensions={listing.materialDimensions}
          prime={listing.prime}
          weight={listing.weight}
          tradeUnit={listing.tradeUnit}
          numberOfItems={listing.numberOfItems}
          showMaterialTitle={false}
          order={3}
        />
      }
      origin={listing.origin}
      age={listing.age}
      description={listing.description}
      additionalInformation={listing.additionalInformation}
      pictures={listing.pictures}
      certificates={listing.testCertificates}
      extra={<NegotiationsSlot listingId={listing.id} viewer="BUYER" />}
      aside={
        <>
          <OfferActions
            target={{
              kind: 'LISTING',
              id: listing.id,
              pricePerUnit: listing.pricing.priceIncludingDelivery.value,
              contentRevision: listing.contentRevision,
              currencyCode: listing.pricing.currencyCode,
            }}
          />
          <MakeOfferSlot target={offerTargetOf(listing)} />
          <PriceSummaryCard
            pricing={listing.pricing}
            tradeUnit={listing.tradeUnit}
            weight={listing.weight}
            numberOfItems={listing.numberOfItems}
          />
          <DeliveryCard promise={listing.deliveryPromise} country={listing.country} expiresAt={listing.expiresAt} />
        </>
      }
    />
  );
}

export { SearchListingDetailsPage as Component };
