import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hasPermission } from '@steelyard/domain/permissions';
import type { OfferActionsTarget } from '../../../shared/listings/offer-actions';
import { useSelfUser } from '../../../shared/session/self-user';
import { notify } from '../../../shared/ui/notify';
import { cartErrorKey } from '../api/buying-errors';
import { useAddToCart, useCart } from '../api/cart';
import { alertCheckoutPathFor, BUYING_PATHS, checkoutPathFor } from '../model/checkout-source';

/**
 * "Buy now" and "Add to cart" on a details page (spec 001 §2): buyers only, the cart also needs
 * the CART feature. In the cart (/cart/details/…) the item is already there: only "Buy now".
 * Adding sends the price including delivery the buyer sees, so a changed price is refused. The
 * page reads the cart: an item already in it says so instead of offering Add to cart again, also
 * after a reload (issue 23, item 27).
 */
export function BuyActions({ target }: { target: OfferActionsTarget }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const self = useSelfUser();
  const add = useAddToCart();
  const user = self.data;
  const inCart = pathname === BUYING_PATHS.cart || pathname.startsWith(`${BUYING_PATHS.cart}/`);
  const canCart = Boolean(user && hasPermission(user, 'buyNow') && hasPermission(user, 'useCart')) && !inCart;
  const cart = useCart(canCart);
  const alreadyInCart =
    cart.data?.cartEntries.some((e) => e.product.kind === target.kind && e.product.id === target.id) ?? false;
  if (!user || !hasPermission(user, 'buyNow')) return null;
  // a listing an alert found (/my-alerts/listing-details/:id?alertId=…) is bought under that alert
  const alertId = pathname.startsWith(`${BUYING_PATHS.myAlerts}/listing-details/`) ? params.get('alertId') : null;
  const buyNowPath =
    alertId && target.kind === 'LISTING'
      ? alertCheckoutPathFor(alertId, target.id)
      : checkoutPathFor(target.kind, inCart ? 'CART' : 'SEARCH', target.id);
  const onAdd = () =>
    add.mutate(
      { kind: target.kind, id: target.id, pricePerUnit: target.pricePerUnit, contentRevision: target.contentRevision },
      {
        onSuccess: () => notify({ level: 'SUCCESS', message: t('buying.actions.added') }),
        onError: (error) => notify({ level: 'ERROR', message: t(cartErrorKey(error)) }),
      },
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="buy-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="buy-actions-title">
          {t('buying.actions.title')}
        </Title>
        <Button component={Link} to={buyNowPath}>
          {t('buying.actions.buyNow')}
        </Button>
        {canCart && alreadyInCart && <Text size="sm">{t('buying.actions.inCart')}</Text>}
        {/* offered once the cart is known (or could not be read: the server still refuses a second entry) */}
        {canCart && !alreadyInCart && !cart.isLoading && (
          <Button
            // the light variant's text falls short of the contrast ratio on its tint
            variant="default"
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            loading={add.isPending}
            onClick={onAdd}
          >
            {t('buying.actions.addToCart')}
          </Button>
        )}
        {(add.isSuccess || alreadyInCart) && canCart && (
          <Anchor component={Link} to={BUYING_PATHS.cart} size="sm">
            {t('buying.actions.goToCart')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
