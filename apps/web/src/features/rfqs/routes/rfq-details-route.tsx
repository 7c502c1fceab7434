import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buyerRfqActions, type AcceptQuotesReply, type Rfq, type RfqItem } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { useBuyerRfq, useRenewRfq, useRfqAction, type RfqAction } from '../api/buyer-rfqs';
import { rfqErrorKey } from '../api/rfq-answers';
import { AcceptCheckout } from '../components/accept-checkout';
import { QuoteComparison } from '../components/quote-comparison';
import { RenewButton } from '../components/renew-button';
import { RfqItemsSection, RfqShippingSection } from '../components/rfq-overview';
import { RfqStatusBadge } from '../components/rfq-status-badge';
import { useDateTimeLabel } from '../../../shared/rfqs/shipping-labels';
import { canAcceptQuotes, selectedQuotes, toggleQuote } from '../model/quote-comparison';
import { RFQ_PATHS } from '../model/rfq-paths';
import { wizardPath } from '../model/rfq-wizard';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

export interface AcceptSuccessState {
  orderIds: string[];
  /** Each order's seller and the RFQ item it supplies, so the success page can name them. */
  orders: { id: string; seller: string; item: RfqItem | null }[];
  referenceNumber: string;
  rfqId: string;
}

/** The orders of an acceptance with the seller and the RFQ item of the quote item each became. */
function acceptedOrders(reply: AcceptQuotesReply): AcceptSuccessState['orders'] {
  return reply.orderIds.map((id) => {
    const quote = reply.rfq.quotes.find((q) => q.items.some((i) => i.orderId === id));
    const quoteItem = quote?.items.find((i) => i.orderId === id);
    return {
      id,
      seller: quote?.sellerOrganisation.name ?? '',
      item: reply.rfq.items.find((i) => i.id === quoteItem?.rfqItemId) ?? null,
    };
  });
}

function Details({ rfq }: { rfq: Rfq }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dateTime = useDateTimeLabel();
  const organisation = useOwnOrganisation().data;
  const approved = organisation?.warehouseAddresses.filter((a) => a.validationState === 'APPROVED') ?? [];
  const action = useRfqAction();
  const renew = useRenewRfq();
  const [withdrawing, setWithdrawing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const actions = buyerRfqActions(rfq.status);
  const acceptable = canAcceptQuotes(rfq, new Date());
  const chosen = selectedQuotes(rfq, selected);

  const run = async (kind: RfqAction, success: string) => {
    try {
      const reply = await action.mutateAsync({ id: rfq.id, action: kind });
      notify({ level: 'SUCCESS', message: t(success) });
      if (kind === 'to-draft' || kind === 'copy')
        navigate(wizardPath(kind === 'copy' ? 'materials' : 'items', reply.id));
      return true;
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.details.actionFailed')) });
      return false;
    }
  };

  const renewWith = async (quoteDeadline: string) => {
    try {
      await renew.mutateAsync({ id: rfq.id, body: { quoteDeadline } });
      notify({ level: 'SUCCESS', message: t('rfqs.details.renewed') });
      return true;
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.details.actionFailed')) });
      return false;
    }
  };

  const accepted = (reply: AcceptQuotesReply) => {
    const state: AcceptSuccessState = {
      orderIds: reply.orderIds,
      orders: acceptedOrders(reply),
      referenceNumber: rfq.referenceNumber,
      rfqId: rfq.id,
    };
    navigate(RFQ_PATHS.detailsSuccess, { state });
  };

  const busy = action.isPending || renew.isPending;
  const address =
    approved.find((a) => a.id === rfq.deliveryAddressId) ??
    organisation?.warehouseAddresses.find((a) => a.id === rfq.deliveryAddressId) ??
    null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{t('rfqs.details.title', { number: rfq.referenceNumber })}</Title>
            <RfqStatusBadge status={rfq.status} />
          </Group>
          {rfq.submittedAt && (
            <Text size="sm" c="dimmed">
              {t('rfqs.details.submitted', { dateTime: dateTime(rfq.submittedAt) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {actions.includes('WITHDRAW') && (
            <Button variant="outline" color="red.8" onClick={() => setWithdrawing(true)} disabled={busy}>
              {t('rfqs.details.withdraw')}
            </Button>
          )}
          {actions.includes('TO_DRAFT') && (
            <Button
              onClick={() => void run('to-draft', 'rfqs.details.toDraftDone')}
              loading={action.isPending}
              disabled={busy}
            >
              {t('rfqs.details.toDraft')}
            </Button>
          )}
          {actions.includes('RENEW') && <RenewButton onRenew={renewWith} disabled={busy} />}
          <Button variant="default" onClick={() => void run('copy', 'rfqs.details.copied')} disabled={busy}>
            {t('rfqs.details.copy')}
          </Button>
        </Group>
      </Group>
      {rfq.status === 'REJECTED' && (
        <Alert color="red" variant="light" title={t('rfqs.details.rejectedTitle')}>
          {rfq.rejectionReason ?? t('rfqs.details.noReason')}
        </Alert>
      )}
      {rfq.status === 'UNDER_REVIEW' && (
        <Alert color="gray" variant="light">
          {t('rfqs.details.underReview')}
        </Alert>
      )}
      {rfq.status !== 'DRAFT' && rfq.status !== 'UNDER_REVIEW' && rfq.status !== 'REJECTED' && (
        <QuoteComparison
          rfq={rfq}
          selectable={acceptable && !checkingOut}
          selected={selected}
          onToggle={(id, on) => setSelected((s) => toggleQuote(rfq, s, id, on))}
        />
      )}
      {acceptable && !checkingOut && rfq.quotes.length > 0 && (
        <Group justify="flex-end">
          <Button onClick={() => setCheckingOut(true)} disabled={chosen.length === 0}>
            {t('rfqs.quotes.accept', { count: chosen.length })}
          </Button>
        </Group>
      )}
      {checkingOut && chosen.length > 0 && (
        <AcceptCheckout
          rfq={rfq}
          quotes={chosen}
          addresses={approved}
          onCancel={() => setCheckingOut(false)}
          onAccepted={accepted}
        />
      )}
      <RfqItemsSection items={rfq.items} />
      <RfqShippingSection
        shipping={{
          quoteRef: rfq.quoteRef,
          preferredOrigins: rfq.preferredOrigins,
          requiredDeliveryMonth: rfq.requiredDeliveryMonth,
          quoteDeadline: rfq.quoteDeadline,
          deliveryAddress: address,
          deliveryCountry: rfq.deliveryCountry,
          comments: rfq.comments,
        }}
      />
      <ConfirmDialog
        opened={withdrawing}
        title={t('rfqs.details.withdrawTitle')}
        danger
        pending={action.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => void run('withdraw', 'rfqs.details.withdrawn').then(() => setWithdrawing(false))}
      >
        {t('rfqs.details.withdrawBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/rfqs/my/details/:rfqId` (spec 001 §2): one RFQ with its status, actions, quotes and acceptance. */
function RfqDetailsPage() {
  const { t } = useTranslation();
  const { rfqId = '' } = useParams();
  const rfq = useBuyerRfq(rfqId);
  useDocumentTitle(rfq.data ? t('rfqs.details.title', { number: rfq.data.referenceNumber }) : t('rfqs.my.title'));
  if (rfq.isError) {
    const missing = isApiError(rfq.error) && rfq.error.kind === 'NOT_FOUND';
    return (
      <PageUnavailable
        notFound={missing}
        title={t(missing ? 'rfqs.details.notFound' : 'rfqs.details.loadFailed')}
        actions={
          <Anchor component={Link} to={RFQ_PATHS.my}>
            {t('rfqs.details.backToMy')}
          </Anchor>
        }
      />
    );
  }
  if (!rfq.data) {
    return <PageLoading />;
  }
  if (rfq.data.status === 'DRAFT') {
    return (
      <Alert color="gray" variant="light" title={t('rfqs.details.isDraft')}>
        <Anchor component={Link} to={wizardPath('materials', rfq.data.id)}>
          {t('rfqs.my.continue')}
        </Anchor>
      </Alert>
    );
  }
  return <Details rfq={rfq.data} />;
}

export { RfqDetailsPage as Component };
