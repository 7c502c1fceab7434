import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutFailure } from '../api/buying-errors';

export const CHECKOUT_FAILURE_ID = 'checkout-failure';

interface CheckoutFailureAlertProps {
  failure: CheckoutFailure;
  /** The cart or item is being fetched again after a refusal. */
  refreshing: boolean;
  /** The item's price now, shown once it is back after "price updated" (an item only, not a cart). */
  priceNow: ReactNode;
  reviewPath: string;
  supportEmail: string;
}

/** Why Place order failed, beside the button where the buyer looks (issue 23, item 22), with what to do next. */
export function CheckoutFailureAlert({
  failure,
  refreshing,
  priceNow,
  reviewPath,
  supportEmail,
}: CheckoutFailureAlertProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // scrolled into view again once the cart or item is back, as what changed shows under it
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: refreshing ? 'center' : 'start', behavior: 'smooth' });
  }, [failure, refreshing]);
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      id={CHECKOUT_FAILURE_ID}
    >
      <Stack gap="xs">
        <Text size="sm">{t(failure.messageKey)}</Text>
        {failure.messageKey === 'buying.errors.checkout.priceUpdated' && priceNow != null && !refreshing && (
          <Text size="sm" fw={600}>
            {t('buying.checkout.priceNow', { price: priceNow })}
          </Text>
        )}
        {failure.action === 'REVIEW' && (
          <Group>
            <Button size="xs" component={Link} to={reviewPath}>
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
  );
}
