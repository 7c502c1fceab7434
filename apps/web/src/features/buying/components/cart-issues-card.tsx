import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartReply } from '@steelyard/domain/cart';
import { notify } from '../../../shared/ui/notify';
import { cartErrorKey } from '../api/buying-errors';
import { useRemoveCartEntry, useReviewCartPrices } from '../api/cart';
import { CartEntryCard } from './cart-entry-card';

/**
 * What stands between the cart checkout and an order (issue 23, item 22): entries sold or expired
 * meanwhile, each with its Remove, and new seller prices or the seller's approved changes (decision
 * 178) to accept, right above Place order. Once
 * they are dealt with, the cart is bought for the rest without leaving the checkout.
 */
export function CartIssuesCard({ cart, onResolved }: { cart: CartReply; onResolved: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveCartEntry();
  const review = useReviewCartPrices();
  const issues = cart.cartEntries.filter((e) => e.state !== 'AVAILABLE');
  if (issues.length === 0) return null;
  const onError = (error: unknown) => notify({ level: 'ERROR', message: t(cartErrorKey(error)) });
  const blockers = cart.blockers.filter(
    (b) => b === 'ITEM_UNAVAILABLE' || b === 'CONTENT_CHANGED' || b === 'PRICE_CHANGED',
  );
  // one review accepts new prices and the seller's changes alike (decision 178)
  const contentChanged = issues.some((e) => e.state === 'CONTENT_CHANGED');
  return (
    <section aria-label={t('buying.checkout.issues.title')}>
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('buying.checkout.issues.title')}
      >
        <Stack gap="sm">
          {blockers.map((b) => (
            <Text size="sm" key={b}>
              {t(`buying.cart.blockers.${b}`)}
            </Text>
          ))}
          {issues.map((entry) => (
            <CartEntryCard
              key={entry.id}
              entry={entry}
              removing={remove.isPending && remove.variables === entry.id}
              onRemove={() => remove.mutate(entry.id, { onSuccess: onResolved, onError })}
            />
          ))}
          {(contentChanged || issues.some((e) => e.state === 'PRICE_CHANGED')) && (
            <Group>
              <Button
                size="xs"
                variant="default"
                loading={review.isPending}
                onClick={() => review.mutate(undefined, { onSuccess: onResolved, onError })}
              >
                {t(contentChanged ? 'buying.checkout.issues.acceptChanges' : 'buying.checkout.issues.acceptPrices')}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    </section>
  );
}
