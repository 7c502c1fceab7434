import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { alertResultsPathOf, BUYING_PATHS } from '../model/checkout-source';
import { isOrderSuccessState } from '../model/order-success';

/**
 * /search/offer-success, /cart/offer-success and /my-alerts/offer-success: the order is placed, with
 * the way to it (and back to the alert's results when a result of an alert was bought).
 */
function OrderSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.success.title'));
  const { state } = useLocation();
  const placed = isOrderSuccessState(state) ? state : null;
  const orderPath = placed
    ? placed.type === 'ORDER'
      ? `${BUYING_PATHS.orders}/${encodeURIComponent(placed.orderId)}`
      : `${BUYING_PATHS.orders}/cart/${encodeURIComponent(placed.cartRefNo)}`
    : BUYING_PATHS.orders;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('buying.success.title')}</Title>
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {placed
              ? t(placed.type === 'ORDER' ? 'buying.success.order' : 'buying.success.cartOrder', {
                  number: placed.type === 'ORDER' ? placed.orderNumber : placed.referenceNumber,
                })
              : t('buying.success.placed')}
          </Text>
          {placed && (
            <Text size="sm">
              {t(placed.paymentOption === 'CREDIT' ? 'buying.success.credit' : 'buying.success.upfront')}
            </Text>
          )}
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={orderPath}>
          {t(
            placed
              ? placed.type === 'ORDER'
                ? 'buying.success.viewOrder'
                : 'buying.success.viewCartOrder'
              : 'buying.success.myOrders',
          )}
        </Button>
        {placed?.alertId ? (
          <Button component={Link} to={alertResultsPathOf(placed.alertId)} variant="default">
            {t('buying.success.backToAlert')}
          </Button>
        ) : (
          <Button component={Link} to={BUYING_PATHS.search} variant="default">
            {t('buying.success.continue')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export { OrderSuccessPage as Component };
