import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useSelfUser } from '../../../shared/session/self-user';
import { useListing, useListingViews } from '../api/listings';
import { DetailLoadFailed, isNotFound, OfferNotFound } from '../components/detail-states';
import { materialLine } from '../components/offer-headline';
import { OfferDetail, useOfferFacts } from '../components/offer-detail';
import type { Offer } from '../api/listing-actions';
import { PageLoading } from '../../../shared/ui/page-state';

function ListingDetail({ offer, roles }: { offer: Extract<Offer, { kind: 'listing' }>; roles: readonly string[] }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const listing = offer.item;
  const views = useListingViews(listing.id, true);
  const facts = useOfferFacts(offer);
  return (
    <OfferDetail
      offer={offer}
      roles={roles}
      title={labels.code('product', listing.material.product)}
      subtitle={materialLine(listing.material, listing.materialDimensions, labels, format, t)}
      views={views.data ?? listing.numberOfViews}
      facts={facts}
      material={
        <MaterialSummary
          material={listing.material}
          dimensions={listing.materialDimensions}
          prime={listing.prime}
          order={2}
        />
      }
    />
  );
}

/** /listings/my/details/:listingId: the seller's listing with every section of spec 001 §2. */
function MyListingDetailsPage() {
  const { listingId = '' } = useParams();
  const user = useSelfUser();
  const listing = useListing(listingId);
  if (listing.isError || user.isError) {
    return listing.isError && isNotFound(listing.error) ? (
      <OfferNotFound kind="listings" />
    ) : (
      <DetailLoadFailed onRetry={() => void (listing.isError ? listing.refetch() : user.refetch())} />
    );
  }
  if (listing.isPending || !user.data) return <PageLoading />;
  return <ListingDetail offer={{ kind: 'listing', item: listing.data }} roles={user.data.roles} />;
}

export { MyListingDetailsPage as Component };
