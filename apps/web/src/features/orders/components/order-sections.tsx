import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@steelyard/domain/orders';
import { AddressLines } from '../../../shared/addresses/address-lines';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { MaterialSummary } from '../../../shared/listings/material-summary';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { FiguresList, type FigureRow } from '../../../shared/ui/figures-list';
import { ORDERS_PATH } from '../model/order-filter';
import { PageUnavailable } from '../../../shared/ui/page-state';
import { SectionCard } from '../../../shared/ui/section-card';
import { formatDateTime } from '../../../shared/i18n/intl-formats';

/** Purchase order numbers (spec 001 §2): the buyer's, the listing's reference and ours. */
export function OrderNumbersCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const rows: FigureRow[] = [
    {
      key: 'buyer',
      // a seller reads the buyer's number, not "your" number
      label: t(order.viewerSide === 'BUYER' ? 'orders.numbers.buyerOrderNumber' : 'orders.numbers.buyersOrderNumber'),
      value: order.buyerOrderNumber,
    },
    { key: 'reference', label: t('orders.numbers.referenceNumber'), value: order.referenceNumber },
    { key: 'order', label: t('orders.numbers.orderNumber'), value: order.orderNumber },
  ];
  if (order.cartRefNo) {
    rows.push({
      key: 'cart',
      label: t('orders.numbers.cartRefNo'),
      value: (
        <Anchor component={Link} to={`${ORDERS_PATH}/cart/${encodeURIComponent(order.cartRefNo)}`} size="sm">
          {order.cartReferenceNumber ?? t('orders.numbers.viewCartOrder')}
        </Anchor>
      ),
    });
  }
  return (
    <SectionCard id="order-numbers-title" title={t('orders.numbers.title')}>
      <FiguresList rows={rows} />
    </SectionCard>
  );
}

/** The material or package as it was bought. */
export function OrderMaterialCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const item = order.item;
  return (
    <SectionCard
      id="order-material-title"
      title={t(item.kind === 'PACKAGE' ? 'orders.material.packageTitle' : 'orders.material.title')}
    >
      {item.packageTitle && <Text fw={600}>{item.packageTitle}</Text>}
      <MaterialSummary
        material={item.material}
        dimensions={item.materialDimensions}
        prime={item.prime}
        weight={item.weight}
        tradeUnit={item.tradeUnit}
        numberOfItems={item.numberOfItems}
        showMaterialTitle={false}
        order={3}
      />
    </SectionCard>
  );
}

/** Order information: when and how it was bought, payment, and the figures at the price bought. */
export function OrderInfoCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const { locale } = useLanguage();
  const p = order.pricing;
  const date = formatDateTime(order.createdAt, locale);
  const rows: FigureRow[] = [
    { key: 'date', label: t('orders.info.date'), value: date },
    { key: 'seller', label: t('orders.info.seller'), value: order.sellerOrganisation.name },
  ];
  if (order.placedBy) rows.push({ key: 'placedBy', label: t('orders.info.placedBy'), value: order.placedBy.name });
  rows.push(
    { key: 'payment', label: t('orders.info.paymentOption'), value: t(`orders.payment.${order.paymentOption}`) },
    {
      key: 'paymentStatus',
      label: t('orders.info.paymentStatus'),
      value: t(`orders.paymentStatus.${order.paymentStatus}`),
    },
    {
      key: 'pricePerUnit',
      label: t('orders.info.pricePerUnit'),
      value: format.pricePerUnit(p.pricePerUnit, p.currencyCode, order.item.tradeUnit),
    },
    { key: 'delivery', label: t('orders.info.deliveryCosts'), value: format.money(p.deliveryCosts, p.currencyCode) },
    { key: 'exVat', label: t('orders.info.totalExVat'), value: format.money(p.totalExVat, p.currencyCode) },
    {
      key: 'vat',
      label: t('orders.info.vat', { percent: format.number(p.vatPercent, 2) }),
      value: format.money(p.vat, p.currencyCode),
    },
    { key: 'total', label: t('orders.info.total'), value: format.money(p.totalPrice, p.currencyCode) },
  );
  return (
    <SectionCard id="order-info-title" title={t('orders.info.title')}>
      <FiguresList rows={rows} emphasiseLast />
    </SectionCard>
  );
}

/** Delivery: the address with the additional information, the haulier slot, the promise and where it is collected. */
export function OrderDeliveryCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (
    <SectionCard id="order-delivery-title" title={t('orders.delivery.title')}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('orders.delivery.address')}
        </Text>
        <AddressLines address={order.deliveryAddress} />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('orders.delivery.additional')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {order.additionalDeliveryInformation || t('orders.delivery.none')}
        </Text>
      </Stack>
      <FiguresList
        rows={[
          {
            key: 'haulier',
            label: t('orders.delivery.haulierSlot'),
            value: t(order.haulierSlotBooking ? 'orders.yes' : 'orders.no'),
          },
          {
            key: 'expected',
            label: t('orders.delivery.expected'),
            value: order.expectedDelivery
              ? labels.code('deliveryTimeframe', order.expectedDelivery)
              : t('orders.delivery.notGiven'),
          },
          {
            key: 'location',
            label: t('orders.delivery.location'),
            value: <CountryFlag country={order.item.country} />,
          },
        ]}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('orders.delivery.collection')}
        </Text>
        <AddressLines address={order.collectionAddress} />
      </Stack>
    </SectionCard>
  );
}

/** The support e-mail banner of the order pages. */
export function SupportBanner() {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  return (
    <Alert color="steel" variant="light" icon={<IconMail aria-hidden />} title={t('orders.support.title')}>
      <Text size="sm">
        {t('orders.support.body')} {/* a link inside a sentence is underlined, not told apart by colour alone */}
        <Anchor href={`mailto:${supportEmail}`} size="sm" underline="always">
          {supportEmail}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** Order not found (spec 001 §8): a warning and the way back to My Orders. */
export function OrderNotFound({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageUnavailable
      notFound={!failed}
      title={t(failed ? 'orders.detail.loadFailed' : 'orders.detail.notFoundTitle')}
      body={!failed && t('orders.detail.notFoundBody')}
      retry={onRetry && { label: t('orders.retry'), onRetry }}
      actions={
        <Button component={Link} to={ORDERS_PATH}>
          {t('orders.detail.backToOrders')}
        </Button>
      }
    />
  );
}
