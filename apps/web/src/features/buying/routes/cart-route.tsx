import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_MESSAGES, type CartBlocker, type CartReply } from '@steelyard/domain/cart';
import { isApiError } from '../../../shared/api/api-error';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useSelfUser } from '../../../shared/session/self-user';
import { AccessNotice, accessGap } from '../../../shared/ui/access-notice';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { cartErrorKey } from '../api/buying-errors';
import { useCart, useEmptyCart, useRemoveCartEntry, useReviewCartPrices } from '../api/cart';
import { CartEntryCard } from '../components/cart-entry-card';
import { FiguresList, type FigureRow } from '../../../shared/ui/figures-list';
import { SectionCard } from '../../../shared/ui/section-card';
import { useTimeLeft } from '../components/use-cart-timers';
import { formatCountdown } from '../model/cart-timing';
import { BUYING_PATHS } from '../model/checkout-source';
import { PageLoading } from '../../../shared/ui/page-state';

function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const left = useTimeLeft(expiresAt) ?? 0;
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} aria-hidden />
      <Text size="sm">
        {t('buying.cart.expiresIn')}{' '}
        <Text span fw={700} role="timer" aria-live="off">
          {formatCountdown(left)}
        </Text>
      </Text>
    </Group>
  );
}

function Blockers({ cart, onReview, reviewing }: { cart: CartReply; onReview: () => void; reviewing: boolean }) {
  const { t } = useTranslation();
  const shown = cart.blockers.filter((b): b is Exclude<CartBlocker, 'EMPTY'> => b !== 'EMPTY');
  if (shown.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="xs">
        {shown.map((blocker) => (
          <Text key={blocker} size="sm">
            {t(`buying.cart.blockers.${blocker}`)}
          </Text>
        ))}
        {(shown.includes('PRICE_CHANGED') || shown.includes('CONTENT_CHANGED')) && (
          <Group>
            <Button size="xs" onClick={onReview} loading={reviewing}>
              {t(shown.includes('CONTENT_CHANGED') ? 'buying.cart.acceptChanges' : 'buying.cart.reviewPrices')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function Totals({ cart }: { cart: CartReply }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const totals = cart.totals;
  const rows: FigureRow[] = totals
    ? [
        {
          key: 'exVat',
          label: t('buying.figures.totalExVat'),
          value: format.money(totals.totalExVat, totals.currencyCode),
        },
        {
          key: 'vat',
          label: t('buying.figures.vat', { percent: format.number(totals.vatPercent, 2) }),
          value: format.money(totals.vat, totals.currencyCode),
        },
        { key: 'total', label: t('buying.figures.total'), value: format.money(totals.totalPrice, totals.currencyCode) },
      ]
    : [];
  return (
    <SectionCard id="cart-totals-title" title={t('buying.cart.summary')}>
      <FiguresList rows={rows} emphasiseLast />
      <Text size="sm" c="dimmed">
        {t('buying.cart.availableCredit', {
          amount: format.money(cart.availableCredit.value, cart.availableCredit.currencyCode),
        })}
      </Text>
      {cart.canCheckout ? (
        <Button component={Link} to={BUYING_PATHS.cartCheckout} size="md">
          {t('buying.cart.checkout')}
        </Button>
      ) : (
        <Button size="md" disabled>
          {t('buying.cart.checkout')}
        </Button>
      )}
    </SectionCard>
  );
}

/**
 * Which notice a user gets instead of the cart: a seller that it is for buyers, a buyer without the cart
 * feature that it is not enabled; also when the server refuses the cart (a role taken away meanwhile).
 */
function cartNoticeKey(gap: 'ROLE' | 'FEATURE' | null, error: unknown): string | null {
  const refused = isApiError(error) && error.status === 403;
  if (gap === 'FEATURE' || (refused && error.reason === CART_MESSAGES.featureRequired)) {
    return 'buying.errors.cart.featureRequired';
  }
  return gap === 'ROLE' || refused ? 'buying.cart.buyersOnly' : null;
}

/**
 * /cart (spec 001 §2 Cart, §4): entries, totals, the reservation countdown and its reminders, blockers.
 * Only buyers with the cart feature have one; anyone else is told so, like the alert settings tell non-sellers.
 */
function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.cart.title'));
  const me = useSelfUser();
  const gap = me.data ? accessGap(me.data, 'useCart') : null;
  // the cart is asked for once the user may have one (a failed users/self leaves it to the server)
  const cart = useCart(!me.isPending && gap === null);
  const remove = useRemoveCartEntry();
  const empty = useEmptyCart();
  const review = useReviewCartPrices();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const failed = (error: unknown) => notify({ level: 'ERROR', message: t(cartErrorKey(error)) });

  const header = <Title order={1}>{t('buying.cart.title')}</Title>;
  const noticeKey = cartNoticeKey(gap, cart.error);
  if (noticeKey) {
    return (
      <Stack gap="lg" maw={720}>
        {header}
        <AccessNotice messageKey={noticeKey} />
      </Stack>
    );
  }
  if (cart.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <PageLoading />
      </Stack>
    );
  }
  if (cart.isError) {
    return (
      <Stack gap="lg" maw={720}>
        {header}
        <ErrorAlert messageKey="buying.cart.loadFailed" />
        <Group>
          <Button variant="default" onClick={() => void cart.refetch()}>
            {t('buying.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const data = cart.data;
  if (data.cartEntries.length === 0) {
    return (
      <Stack gap="lg" maw={720}>
        {header}
        <Text>{t('buying.cart.empty')}</Text>
        <Group>
          <Button component={Link} to={BUYING_PATHS.search}>
            {t('buying.cart.searchMaterial')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        {header}
        {data.expiresAt && <Countdown expiresAt={data.expiresAt} />}
      </Group>
      <Text size="sm" c="dimmed">
        {t('buying.cart.notReserved')}
      </Text>
      <Blockers
        cart={data}
        onReview={() => review.mutate(undefined, { onError: failed })}
        reviewing={review.isPending}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="md" style={{ gridColumn: 'span 2' }} component="section" aria-labelledby="cart-entries-title">
          <Group justify="space-between">
            <Title order={2} size="h4" id="cart-entries-title">
              {t('buying.cart.entries', { count: data.cartEntries.length })}
            </Title>
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirmEmpty(true)}>
              {t('buying.cart.emptyCart')}
            </Button>
          </Group>
          {data.cartEntries.map((entry) => (
            <CartEntryCard
              key={entry.id}
              entry={entry}
              removing={remove.isPending && remove.variables === entry.id}
              onRemove={() => remove.mutate(entry.id, { onError: failed })}
            />
          ))}
        </Stack>
        <Totals cart={data} />
      </SimpleGrid>
      <ConfirmDialog
        opened={confirmEmpty}
        title={t('buying.cart.emptyCart')}
        danger
        pending={empty.isPending}
        onCancel={() => setConfirmEmpty(false)}
        onConfirm={() => empty.mutate(undefined, { onSettled: () => setConfirmEmpty(false), onError: failed })}
      >
        {t('buying.cart.emptyConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}

export { CartPage as Component };
