import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { hasPermission } from '@steelyard/domain/permissions';
import type { ShownAddress } from '../../../shared/addresses/address-lines';
import { isApiError } from '../../../shared/api/api-error';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCart } from '../api/cart';
import { useCheckoutItem } from '../api/checkout';
import { offerRefusalKey, useOfferCheckoutItem } from '../api/offer-checkout';
import {
  AddressCard,
  ConfirmCard,
  DeliveryCard,
  DeliveryOptionCard,
  PaymentCard,
  PricingCard,
} from '../components/checkout-cards';
import { CartIssuesCard } from '../components/cart-issues-card';
import { CHECKOUT_FAILURE_ID, CheckoutFailureAlert } from '../components/checkout-failure-alert';
import { useCheckoutCredit } from '../components/use-checkout-credit';
import { useCheckoutPurchase } from '../components/use-checkout-purchase';
import { usePlaceCheckoutOrder } from '../components/use-place-checkout-order';
import { useCheckoutContext } from '../components/checkout-context';
import { alertResultsPathOf, BUYING_PATHS, type CheckoutSource } from '../model/checkout-source';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

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
  const { supportEmail } = usePublicConfig();
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
  const cart = useCart(isCart || canCart);
  const { place, pending, failure, clearFailure, refreshing } = usePlaceCheckoutOrder({
    source,
    itemId,
    isOffer,
    item,
    cart,
    refetchCart: isCart || canCart,
    idempotencyKey,
    renewIdempotencyKey,
  });
  useDocumentTitle(t('buying.checkout.title'));

  const addresses = (organisation.data?.warehouseAddresses ?? []).filter((a) => a.validationState === 'APPROVED');
  const choice = form.watch('deliveryAddress');

  // the primary warehouse address (else the first approved one) until the buyer chooses
  useEffect(() => {
    if (choice.type === 'EXISTING' && choice.addressId === '' && addresses.length > 0) {
      const preferred = addresses.find((a) => a.primary) ?? addresses[0]!;
      form.setValue('deliveryAddress', { type: 'EXISTING', addressId: preferred.id });
    }
  }, [choice, addresses, form]);

  const country = organisation.data?.country ?? null;
  const purchase = useCheckoutPurchase({ source, itemId, itemData: item.data, cartData: cart.data, country });
  const { creditAllowed, creditText } = useCheckoutCredit({ isCart, cartData: cart.data, purchase, user });

  const title = <Title order={1}>{t('buying.checkout.title')}</Title>;
  const itemMissing = source.type === 'ITEM' && item.isError;
  // entries sold or repriced meanwhile are dealt with on this page (CartIssuesCard); an empty cart goes back
  const cartBlocked = isCart && cart.data !== undefined && cart.data.cartEntries.length === 0;
  const back = backOf(source, cartBlocked);
  if (itemMissing || cartBlocked) {
    const gone = itemMissing && isApiError(item.error) && item.error.status === 404;
    const offerRefusal = isOffer ? offerRefusalKey(item.error) : null;
    const messageKey = cartBlocked
      ? 'buying.checkout.cartBlocked'
      : (offerRefusal ?? (gone ? 'buying.errors.checkout.itemSold' : 'buying.checkout.loadFailed'));
    return (
      <Stack gap="lg" maw={720}>
        {title}
        <PageUnavailable
          notFound={cartBlocked || gone || offerRefusal !== null}
          title={t(messageKey)}
          retry={{ onRetry: () => void item.refetch(), loading: item.isFetching }}
          actions={
            <Button component={Link} to={back.path}>
              {t(back.labelKey)}
            </Button>
          }
        />
      </Stack>
    );
  }
  if (!purchase || organisation.isPending || (canCart && cart.isPending)) {
    if (organisation.isError || (isCart && cart.isError)) {
      return (
        <Stack gap="lg" maw={720}>
          {title}
          <PageUnavailable
            notFound={false}
            title={t('buying.checkout.loadFailed')}
            retry={{
              onRetry: () => void Promise.all([organisation.refetch(), isCart ? cart.refetch() : null]),
              loading: organisation.isFetching || cart.isFetching,
            }}
          />
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
  const cartUnready = isCart && cart.data?.canCheckout !== true;
  const current = purchase;

  const submit = form.handleSubmit(place);

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
              <CheckoutFailureAlert
                failure={failure}
                refreshing={refreshing}
                priceNow={source.type === 'ITEM' ? (current.rows[0]?.value ?? '') : null}
                reviewPath={current.reviewPath}
                supportEmail={supportEmail}
              />
            )}
            {isCart && cart.data && (
              <CartIssuesCard
                cart={cart.data}
                onResolved={() => {
                  clearFailure();
                  renewIdempotencyKey();
                }}
              />
            )}
            <Button
              type="submit"
              size="md"
              loading={pending}
              disabled={refreshing || cartUnready}
              aria-describedby={failure ? CHECKOUT_FAILURE_ID : undefined}
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
