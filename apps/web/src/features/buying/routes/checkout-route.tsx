import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CHECKOUT_RETRIES_BEFORE_SUPPORT, type CheckoutForm } from '@steelyard/domain/checkout';
import { computeAvailableCredit } from '@steelyard/domain/credit';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import { hasPermission } from '@steelyard/domain/permissions';
import type { ShownAddress } from '../../../shared/addresses/address-lines';
import { isApiError } from '../../../shared/api/api-error';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { checkoutFailure, type CheckoutFailure } from '../api/buying-errors';
import { useCart } from '../api/cart';
import { useCheckoutItem, usePlaceCartOrder, usePlaceOrder } from '../api/checkout';
import { offerRefusalKey, useOfferCheckoutItem, usePlaceOfferOrder } from '../api/offer-checkout';
import {
  AddressCard,
  ConfirmCard,
  DeliveryCard,
  DeliveryOptionCard,
  PaymentCard,
  PricingCard,
} from '../components/checkout-cards';
import { useCheckoutContext } from '../components/checkout-context';
import type { FigureRow } from '../../../shared/ui/figures-list';
import { canPayOnCredit, spendableCredit } from '../model/checkout-form';
import { BUYING_PATHS, successPathOf } from '../model/checkout-source';
import type { OrderSuccessState } from '../model/order-success';
import { itemFigures } from '../model/price-figures';

/** What the page shows and sends, from the item bought now or from the cart. */
interface Purchase {
  title: string;
  currencyCode: string;
  total: number;
  rows: FigureRow[];
  expectedDelivery: string;
  locations: string[];
  /** Where "review" leads after a refusal about the item (its details, or the cart). */
  reviewPath: string;
}

/** The checkout screen of every flow (spec 001 §2 Checkout pieces, §5, §8). */
export function Component() {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
  const navigate = useNavigate();
  const { supportEmail, exchangeRates } = usePublicConfig();
  const rates = exchangeRates ?? DEFAULT_EXCHANGE_RATES;
  const { source, itemId, idempotencyKey, renewIdempotencyKey, search } = useCheckoutContext();
  const form = useFormContext<CheckoutForm>();
  const self = useSelfUser();
  const organisation = useOwnOrganisation();
  const user = self.data;
  const canCart = user ? hasPermission(user, 'useCart') : false;
  const isCart = source.type === 'CART';
  // the offer checkout (issue 9) buys the accepted negotiation's listing at the accepted price
  const isOffer = source.type === 'ITEM' && source.from === 'OFFER';
  const plainItem = useCheckoutItem(
    source.type === 'ITEM' ? source.kind : 'LISTING',
    itemId,
    source.type === 'ITEM' && !isOffer,
  );
  const offerItem = useOfferCheckoutItem(itemId, isOffer);
  const item = isOffer ? offerItem : plainItem;
  const placeOfferOrder = usePlaceOfferOrder();
  const cart = useCart(isCart || canCart);
  const placeOrder = usePlaceOrder();
  const placeCartOrder = usePlaceCartOrder();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  useDocumentTitle(t('buying.checkout.title'));

  const addresses = (organisation.data?.warehouseAddresses ?? []).filter((a) => a.validationState === 'APPROVED');
  const choice = form.watch('deliveryAddress');
  const paymentOption = form.watch('paymentOption');

  // the primary warehouse address (else the first approved one) until the buyer chooses
  useEffect(() => {
    if (choice.type === 'EXISTING' && choice.addressId === '' && addresses.length > 0) {
      const preferred = addresses.find((a) => a.primary) ?? addresses[0]!;
      form.setValue('deliveryAddress', { type: 'EXISTING', addressId: preferred.id });
    }
  }, [choice, addresses, form]);

  const country = organisation.data?.country ?? null;
  let purchase: Purchase | null = null;
  if (source.type === 'ITEM' && item.data && country) {
    const { kind } = item.data;
    const it = item.data.item;
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
    if (kind === 'LISTING' && item.data.item.numberOfItems != null) {
      rows.push({
        key: 'items',
        label: t('shared.listings.fields.numberOfItems'),
        value: format.number(item.data.item.numberOfItems),
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
    const promise = kind === 'LISTING' ? item.data.item.deliveryPromise : item.data.item.deliveryTimeframe;
    purchase = {
      title: kind === 'LISTING' ? labels.code('product', it.material.product) : item.data.item.packageTitle,
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
            : kind === 'LISTING'
              ? `/search/details/${encodeURIComponent(itemId)}`
              : `/search/packages/details/${encodeURIComponent(itemId)}`,
    };
  }
  if (isCart && cart.data?.totals) {
    const totals = cart.data.totals;
    const currency = totals.currencyCode;
    purchase = {
      title: t('buying.checkout.cartTitle'),
      currencyCode: currency,
      total: totals.totalPrice,
      rows: [
        {
          key: 'entries',
          label: t('buying.checkout.pricing.entries'),
          value: format.number(cart.data.cartEntries.length),
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
      locations: [...new Set(cart.data.cartEntries.map((e) => e.product.country))],
      reviewPath: BUYING_PATHS.cart,
    };
  }

  // the credit line: the cart reply carries it for buyers with the cart; managers see it in their profile
  const financial = user?.organisation.financialDetails ?? null;
  const credit =
    cart.data?.availableCredit ??
    (financial
      ? { value: financial.availableCredit ?? computeAvailableCredit(financial), currencyCode: financial.currencyCode }
      : null);
  const creditAllowed = isCart
    ? cart.data?.canCheckoutOnCredit === true
    : purchase
      ? canPayOnCredit(purchase.total, purchase.currencyCode, credit, rates)
      : false;
  useEffect(() => {
    if (purchase && !creditAllowed && paymentOption === 'CREDIT') form.setValue('paymentOption', 'UPFRONT');
  }, [purchase, creditAllowed, paymentOption, form]);

  const title = <Title order={1}>{t('buying.checkout.title')}</Title>;
  const itemMissing = source.type === 'ITEM' && item.isError;
  const cartBlocked = isCart && cart.data && !cart.data.canCheckout;
  if (itemMissing || cartBlocked) {
    const gone = itemMissing && isApiError(item.error) && item.error.status === 404;
    const offerRefusal = isOffer ? offerRefusalKey(item.error) : null;
    return (
      <Stack gap="lg" maw={720}>
        {title}
        <ErrorAlert
          messageKey={
            cartBlocked
              ? 'buying.checkout.cartBlocked'
              : offerRefusal
                ? offerRefusal
                : gone
                  ? 'buying.errors.checkout.itemSold'
                  : 'buying.checkout.loadFailed'
          }
        />
        <Group>
          <Button
            component={Link}
            to={
              cartBlocked || (source.type === 'ITEM' && source.from === 'CART')
                ? BUYING_PATHS.cart
                : isOffer
                  ? BUYING_PATHS.myOffers
                  : BUYING_PATHS.search
            }
          >
            {t(
              cartBlocked || (source.type === 'ITEM' && source.from === 'CART')
                ? 'buying.checkout.backToCart'
                : isOffer
                  ? 'offers.details.backToMyOffers'
                  : 'buying.checkout.backToSearch',
            )}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!purchase || organisation.isPending || (canCart && cart.isPending)) {
    if (organisation.isError || (isCart && cart.isError)) {
      return (
        <Stack gap="lg" maw={720}>
          {title}
          <ErrorAlert messageKey="buying.checkout.loadFailed" />
        </Stack>
      );
    }
    return (
      <Stack gap="lg">
        {title}
        <Loader aria-label={t('shared.loading')} />
      </Stack>
    );
  }

  const chosen: ShownAddress | null =
    choice.type === 'NEW'
      ? (choice.address as ShownAddress)
      : (addresses.find((a) => a.id === choice.addressId) ?? null);
  // a credit line in another currency pays at the server's rates: show what it gives in this one
  const creditText = credit
    ? purchase && purchase.currencyCode !== credit.currencyCode
      ? t('buying.checkout.payment.availableConverted', {
          amount: format.money(credit.value, credit.currencyCode),
          converted: format.money(spendableCredit(credit, purchase.currencyCode, rates), purchase.currencyCode),
        })
      : t('buying.checkout.payment.available', { amount: format.money(credit.value, credit.currencyCode) })
    : null;
  const pending = placeOrder.isPending || placeCartOrder.isPending || placeOfferOrder.isPending;
  const current = purchase;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const common = {
      ...values,
      additionalDeliveryInformation: values.additionalDeliveryInformation?.trim() || null,
    };
    try {
      let state: OrderSuccessState;
      if (isOffer) {
        const order = await placeOfferOrder.mutateAsync({ body: { ...common, negotiationId: itemId }, idempotencyKey });
        state = {
          type: 'ORDER',
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentOption: values.paymentOption,
        };
      } else if (source.type === 'ITEM' && item.data) {
        const order = await placeOrder.mutateAsync({
          body: {
            ...common,
            kind: source.kind,
            id: itemId,
            pricePerUnit: item.data.item.pricing.priceIncludingDelivery.value,
          },
          idempotencyKey,
        });
        state = {
          type: 'ORDER',
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentOption: values.paymentOption,
        };
      } else {
        const group = await placeCartOrder.mutateAsync({
          body: { ...common, entryIds: (cart.data?.cartEntries ?? []).map((e) => e.id) },
          idempotencyKey,
        });
        state = {
          type: 'CART',
          cartRefNo: group.cartRefNo,
          referenceNumber: group.referenceNumber,
          paymentOption: values.paymentOption,
        };
      }
      navigate(successPathOf(source), { replace: true, state });
    } catch (error) {
      const attempts = failedAttempts + 1;
      setFailedAttempts(attempts);
      const offerRefusal = isOffer ? offerRefusalKey(error) : null;
      setFailure(
        offerRefusal
          ? { messageKey: offerRefusal, action: 'FIX' }
          : checkoutFailure(error, attempts, CHECKOUT_RETRIES_BEFORE_SUPPORT),
      );
      // a refusal bought nothing: the next attempt (maybe with another body) gets its own key;
      // after a lost connection or a server fault the same key makes the retry safe
      if (isApiError(error) && error.status !== null && error.status < 500) renewIdempotencyKey();
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          {title}
          <Text c="dimmed">{current.title}</Text>
        </Stack>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t(failure.messageKey)}</Text>
              {failure.action === 'REVIEW' && (
                <Group>
                  <Button size="xs" component={Link} to={current.reviewPath}>
                    {t('buying.checkout.review')}
                  </Button>
                </Group>
              )}
              {failure.action === 'SUPPORT' && (
                <Anchor href={`mailto:${supportEmail}`} size="sm">
                  {supportEmail}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            <DeliveryCard expectedDelivery={current.expectedDelivery} locations={current.locations} />
            <AddressCard
              delivery={chosen}
              deliveryIsNew={choice.type === 'NEW'}
              collectionCountries={current.locations}
              actions={
                <>
                  <Anchor component={Link} to={`choose-address${search}`} size="sm">
                    {t('buying.checkout.address.choose')}
                  </Anchor>
                  <Anchor component={Link} to={`add-address${search}`} size="sm">
                    {t('buying.checkout.address.add')}
                  </Anchor>
                </>
              }
            />
            <DeliveryOptionCard />
          </Stack>
          <Stack gap="lg">
            <PricingCard rows={current.rows} />
            <PaymentCard
              creditAllowed={creditAllowed}
              creditText={creditText}
              creditReasonKey="buying.checkout.payment.creditUnavailable"
            />
            <ConfirmCard />
            <Button type="submit" size="md" loading={pending}>
              {t('buying.checkout.placeOrder')}
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
