import { useTranslation } from 'react-i18next';
import type { CartReply } from '@steelyard/domain/cart';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import type { FigureRow } from '../../../shared/ui/figures-list';
import type { CheckoutItem } from '../api/checkout';
import { BUYING_PATHS, type CheckoutSource } from '../model/checkout-source';
import { itemFigures } from '../model/price-figures';

/** What the page shows and sends, from the item bought now or from the cart. */
export interface Purchase {
  title: string;
  currencyCode: string;
  total: number;
  rows: FigureRow[];
  expectedDelivery: string;
  locations: string[];
  /** Where "review" leads after a refusal about the item (its details, or the cart). */
  reviewPath: string;
}

interface PurchaseInput {
  source: CheckoutSource;
  itemId: string;
  itemData: CheckoutItem | undefined;
  cartData: CartReply | undefined;
  /** The buyer's country: an item's VAT and total depend on it. */
  country: string | null;
}

/** The checkout's figures: the item's (in the buyer's country) or the cart's totals; null until they are loaded. */
export function useCheckoutPurchase({ source, itemId, itemData, cartData, country }: PurchaseInput): Purchase | null {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const isCart = source.type === 'CART';
  let purchase: Purchase | null = null;
  if (source.type === 'ITEM' && itemData && country) {
    const { kind } = itemData;
    const it = itemData.item;
    const figures = itemFigures(it.pricing, country);
    const currency = figures.currencyCode;
    const rows: FigureRow[] = [
      {
        key: 'pricePerUnit',
        label: t('buying.figures.pricePerUnit'),
        value: format.pricePerUnit(it.pricing.priceIncludingDelivery.value, currency, it.tradeUnit),
      },
      {
        key: 'weight',
        label: t('shared.listings.fields.weight'),
        value: format.listingWeight(it.weight, it.tradeUnit),
      },
    ];
    if (kind === 'LISTING' && itemData.item.numberOfItems != null) {
      rows.push({
        key: 'items',
        label: t('shared.listings.fields.numberOfItems'),
        value: format.number(itemData.item.numberOfItems),
      });
    }
    rows.push(
      { key: 'exVat', label: t('buying.figures.totalExVat'), value: format.money(figures.totalExVat, currency) },
      {
        key: 'vat',
        label: t('buying.figures.vat', { percent: format.number(figures.vatPercent, 2) }),
        value: format.money(figures.vat, currency),
      },
      { key: 'total', label: t('buying.figures.total'), value: format.money(figures.totalPrice, currency) },
    );
    const promise = kind === 'LISTING' ? itemData.item.deliveryPromise : itemData.item.deliveryTimeframe;
    purchase = {
      title: kind === 'LISTING' ? labels.code('product', it.material.product) : itemData.item.packageTitle,
      currencyCode: currency,
      total: figures.totalPrice,
      rows,
      expectedDelivery: promise ? labels.code('deliveryTimeframe', promise) : t('buying.checkout.delivery.notGiven'),
      locations: [it.country],
      reviewPath:
        source.from === 'CART'
          ? BUYING_PATHS.cart
          : source.from === 'OFFER'
            ? `${BUYING_PATHS.myOffers}/details/${encodeURIComponent(it.id)}`
            : source.from === 'ALERT'
              ? `${BUYING_PATHS.myAlerts}/listing-details/${encodeURIComponent(itemId)}?alertId=${encodeURIComponent(source.alertId)}`
              : kind === 'LISTING'
                ? `/search/details/${encodeURIComponent(itemId)}`
                : `/search/packages/details/${encodeURIComponent(itemId)}`,
    };
  }
  if (isCart && cartData?.totals) {
    const totals = cartData.totals;
    const currency = totals.currencyCode;
    purchase = {
      title: t('buying.checkout.cartTitle'),
      currencyCode: currency,
      total: totals.totalPrice,
      rows: [
        {
          key: 'entries',
          label: t('buying.checkout.pricing.entries'),
          value: format.number(cartData.cartEntries.filter((e) => e.state === 'AVAILABLE').length),
        },
        {
          key: 'delivery',
          label: t('buying.figures.deliveryCosts'),
          value: format.money(totals.deliveryCosts, currency),
        },
        { key: 'exVat', label: t('buying.figures.totalExVat'), value: format.money(totals.totalExVat, currency) },
        {
          key: 'vat',
          label: t('buying.figures.vat', { percent: format.number(totals.vatPercent, 2) }),
          value: format.money(totals.vat, currency),
        },
        { key: 'total', label: t('buying.figures.total'), value: format.money(totals.totalPrice, currency) },
      ],
      expectedDelivery: t('buying.checkout.delivery.perSeller'),
      locations: [...new Set(cartData.cartEntries.map((e) => e.product.country))],
      reviewPath: BUYING_PATHS.cart,
    };
  }

  return purchase;
}
