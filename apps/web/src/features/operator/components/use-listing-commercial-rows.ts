import { useTranslation } from 'react-i18next';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import type { SummaryRow } from '../../../shared/listings/material-summary';
import { useListingFormat } from '../../../shared/listings/use-listing-format';

/** What the seller offers: price, weight, expiry, origin and the seller's texts, each only when given. */
export function useListingCommercialRows(item: AdminListing): SummaryRow[] {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const offer = item.listing ?? item.package;
  if (!offer) return [];
  const rows: SummaryRow[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value) rows.push({ key, label, value });
  };
  add(
    'price',
    t('operator.listingReview.sellingPrice'),
    format.pricePerUnit(offer.pricing.netPricePerUnit, offer.pricing.currencyCode, offer.tradeUnit),
  );
  add(
    'buyerPrice',
    t('operator.listingReview.buyerPrice'),
    format.pricePerUnit(offer.pricing.priceIncludingDelivery.value, offer.pricing.currencyCode, offer.tradeUnit),
  );
  if (item.package) add('weight', labels.field('weight'), format.listingWeight(offer.weight, offer.tradeUnit));
  add('expiresAt', labels.field('expiresAt'), offer.expiresAt ? format.expiry(offer.expiresAt) : null);
  add(
    'autoRenew',
    labels.field('autoRenew'),
    t(offer.autoRenew.enabled ? 'operator.common.yes' : 'operator.common.no'),
  );
  add('origin', labels.field('origin'), labels.origin(offer.origin));
  add('age', labels.field('age'), labels.code('age', offer.age));
  if (item.package) {
    add(
      'deliveryTimeframe',
      labels.field('deliveryTimeframe'),
      labels.code('deliveryTimeframe', item.package.deliveryTimeframe),
    );
  }
  add('internalSellerSku', t('operator.listingReview.sellerSku'), offer.internalSellerSku);
  add('description', labels.field('description'), offer.description);
  add('additionalInformation', t('operator.listingReview.additionalInformation'), offer.additionalInformation);
  return rows;
}
