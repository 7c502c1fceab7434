import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
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
import { notify } from '../../../shared/ui/notify';
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
import { CartIssuesCard } from '../components/cart-issues-card';
import { useCheckoutContext } from '../components/checkout-context';
import type { FigureRow } from '../../../shared/ui/figures-list';
import { canPayOnCredit, spendableCredit } from '../model/checkout-form';
import { alertResultsPathOf, BUYING_PATHS, successPathOf, type CheckoutSource } from '../model/checkout-source';
import type { OrderSuccessState } from '../model/order-success';
import { itemFigures } from '../model/price-figures';
import { PageLoading } from '../../../shared/ui/page-state';

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

/** Where a flow's "back" leads, and its label: the cart, My Offers, the alert's results or the search. */
function backOf(source: CheckoutSource, cartBlocked: boolean): { path: string; labelKey: string } {
  if (cartBlocked || source.type === 'CART' || source.from === 'CART') {
    return { path: BUYING_PATHS.cart, labelKey: 'buying.checkout.backToCart' };
  }
  if (source.from === 'OFFER') return { path: BUYING_PATHS.myOffers, labelKey: 'offers.details.backToMyOffers' };
  if (source.from === 'ALERT') {
    return { path: alertResultsPathOf(source.alertId), labelKey: 'buying.checkout.backToAlert' };
  }
  return { path: BUYING_PATHS.search, labelKey: 'buying.checkout.backToSearch' };
}

/** The checkout screen of every flow (spec 001 §2 Checkout pieces, §5, §8). */
function CheckoutPage() {
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
  // after a refusal (409) the cart and the item are fetched again: no second order until they are here
  const [refreshing, setRefreshing] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  // the refusal shows beside Place order, where the buyer looks (issue 23, item 22)
  // (again once the cart or item is back, as what changed shows under it)
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: refreshing ? 'center' : 'start', behavior: 'smooth' });
  }, [failure, refreshing]);
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
            : source.from === 'ALERT'
              ? `${BUYING_PATHS.myAlerts}/listing-details/${encodeURIComponent(itemId)}?alertId=${encodeURIComponent(source.alertId)}`
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
          value: format.number(cart.data.cartEntries.filter((e) => e.state === 'AVAILABLE').length),
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
  // entries sold or repriced meanwhile block the cart for now, not its credit: the buyer's choice stays
  const creditAllowed = isCart
    ? cart.data !== undefined && cart.data.cartEntries.length > 0 && !cart.data.blockers.includes('INSUFFICIENT_CREDIT')
    : purchase
      ? canPayOnCredit(purchase.total, purchase.currencyCode, credit, rates)
      : false;
  useEffect(() => {
    if (purchase && !creditAllowed && paymentOption === 'CREDIT') form.setValue('paymentOption', 'UPFRONT');
  }, [purchase, creditAllowed, paymentOption, form]);

  const title = <Title order={1}>{t('buying.checkout.title')}</Title>;
  const itemMissing = source.type === 'ITEM' && item.isError;
  // entries sold or repriced meanwhile are dealt with on this page (CartIssuesCard); an empty cart goes back
  const cartBlocked = isCart && cart.data !== undefined && cart.data.cartEntries.length === 0;
  const back = backOf(source, cartBlocked);
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
          <Button component={Link} to={back.path}>
            {t(back.labelKey)}
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
        <PageLoading />
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
  const cartUnready = isCart && cart.data?.canCheckout !== true;
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
            // the material this page shows: a change approved meanwhile is refused (decision 178)
            contentRevision: item.data.item.contentRevision,
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
      if (source.type === 'ITEM' && source.from === 'ALERT') state = { ...state, alertId: source.alertId };
      navigate(successPathOf(source), { replace: true, state });
    } catch (error) {
      const attempts = failedAttempts + 1;
      setFailedAttempts(attempts);
      const offerRefusal = isOffer ? offerRefusalKey(error) : null;
      const shown: CheckoutFailure = offerRefusal
        ? { messageKey: offerRefusal, action: 'FIX' }
        : checkoutFailure(error, attempts, CHECKOUT_RETRIES_BEFORE_SUPPORT);
      setFailure(shown);
      // the page's own alert beside Place order announces it: the toast is seen, not announced twice
      notify({ level: 'ERROR', message: t(shown.messageKey), role: 'status' });
      // a refusal bought nothing: the next attempt (maybe with another body) gets its own key;
      // after a lost connection or a server fault the same key makes the retry safe
      if (isApiError(error) && error.status !== null && error.status < 500) renewIdempotencyKey();
      // sold, repriced or negotiated meanwhile: what is bought is fetched again before the next attempt
      if (isApiError(error) && error.status === 409) {
        setRefreshing(true);
        try {
          await Promise.all([
            isCart || canCart ? cart.refetch() : null,
            source.type === 'ITEM' ? item.refetch() : null,
          ]);
        } finally {
          setRefreshing(false);
        }
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          {source.type === 'ITEM' && source.from === 'ALERT' && (
            <Anchor component={Link} to={back.path} size="sm">
              {t(back.labelKey)}
            </Anchor>
          )}
          {title}
          <Text c="dimmed">{current.title}</Text>
        </Stack>
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
            {failure && (
              <Alert
                ref={failureRef}
                color="red"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                role="alert"
                id="checkout-failure"
              >
                <Stack gap="xs">
                  <Text size="sm">{t(failure.messageKey)}</Text>
                  {failure.messageKey === 'buying.errors.checkout.priceUpdated' &&
                    source.type === 'ITEM' &&
                    !refreshing && (
                      <Text size="sm" fw={600}>
                        {t('buying.checkout.priceNow', { price: current.rows[0]?.value ?? '' })}
                      </Text>
                    )}
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
            {isCart && cart.data && (
              <CartIssuesCard
                cart={cart.data}
                onResolved={() => {
                  setFailure(null);
                  renewIdempotencyKey();
                }}
              />
            )}
            <Button
              type="submit"
              size="md"
              loading={pending}
              disabled={refreshing || cartUnready}
              aria-describedby={failure ? 'checkout-failure' : undefined}
            >
              {t('buying.checkout.placeOrder')}
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </form>
  );
}

export { CheckoutPage as Component };
