import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Rfq } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { rfqErrorKey, rfqMessageKey } from '../api/rfq-answers';
import { useSaveQuote, useSellerRfq, useWithdrawQuote } from '../api/seller-rfqs';
import { QuoteItemFieldset } from '../components/quote-item-fieldset';
import { RfqShippingSection } from '../components/rfq-overview';
import { useDateTimeLabel } from '../../../shared/rfqs/shipping-labels';
import {
  canQuote,
  initialQuoteRows,
  quoteFormSchema,
  toQuoteBody,
  type QuoteFormValues,
  type QuoteRowIssues,
} from '../model/quote-form';
import { RFQ_PATHS } from '../model/rfq-paths';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

/** The currency of the quote: quotes are priced in the buyer organisation's currency (decision 67). */
function quoteCurrencyOf(rfq: Rfq): string {
  return rfq.currencyCode;
}

function QuoteForm({ rfq }: { rfq: Rfq }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeLabel();
  const organisation = useOwnOrganisation().data;
  const approved = organisation?.warehouseAddresses.filter((a) => a.validationState === 'APPROVED') ?? [];
  const defaultAddress = approved.find((a) => a.primary)?.id ?? approved[0]?.id ?? null;
  const [withdrawing, setWithdrawing] = useState(false);
  const save = useSaveQuote();
  const withdraw = useWithdrawQuote();
  const open = canQuote(rfq, new Date());
  const currency = quoteCurrencyOf(rfq);
  const schema = useMemo(() => quoteFormSchema(rfq), [rfq]);
  const form = useForm<QuoteFormValues>({
    mode: 'onTouched',
    defaultValues: { rows: initialQuoteRows(rfq, defaultAddress) },
    resolver: zodResolver(schema),
  });
  const rows = form.watch('rows');
  const { errors, isSubmitted } = form.formState;

  // the addresses arrive after the form: the first approved one fills rows that have none
  useEffect(() => {
    if (!defaultAddress) return;
    form.getValues('rows').forEach((row, index) => {
      if (!row.pickupAddressId)
        form.setValue(`rows.${index}.pickupAddressId`, defaultAddress, { shouldValidate: true });
    });
  }, [defaultAddress, form]);

  const message = (index: number, field: keyof QuoteRowIssues) => {
    const issue = errors.rows?.[index]?.[field]?.message;
    return issue ? t(rfqMessageKey(issue) ?? issue) : undefined;
  };
  const none = rows.every((r) => !r.included || r.decided);
  // once the buyer decided every item there is nothing left to quote; an accepted item keeps the quote
  const editable = open && rows.some((r) => !r.decided);
  const anyAccepted = rows.some((r) => r.decided === 'ACCEPTED');

  const refuse = () => notify({ level: 'ERROR', message: t('rfqs.errors.invalidForm') });
  const submit = form.handleSubmit(async (values) => {
    if (values.rows.every((r) => !r.included || r.decided)) {
      refuse();
      return;
    }
    try {
      await save.mutateAsync({ id: rfq.id, body: toQuoteBody(values.rows) });
      notify({ level: 'SUCCESS', message: t(rfq.myQuote ? 'rfqs.seller.updated' : 'rfqs.seller.sent') });
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.seller.saveFailed')) });
    }
  }, refuse);

  const confirmWithdraw = async () => {
    try {
      await withdraw.mutateAsync(rfq.id);
      notify({ level: 'SUCCESS', message: t('rfqs.seller.withdrawn') });
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.seller.withdrawFailed')) });
    }
    setWithdrawing(false);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('rfqs.seller.detailTitle', { number: rfq.referenceNumber })}</Title>
        {rfq.quoteDeadline && (
          <Text c="dimmed">{t('rfqs.seller.deadline', { dateTime: dateTime(rfq.quoteDeadline) })}</Text>
        )}
      </Stack>
      {!open && (
        <Alert color="orange" variant="light">
          {t('rfqs.errors.notLive')}
        </Alert>
      )}
      {approved.length === 0 && (
        <Alert color="orange" variant="light">
          {t('rfqs.address.none')}
        </Alert>
      )}
      <Stack gap="md" component="section" aria-labelledby="quote-items">
        <Title order={2} size="h3" id="quote-items">
          {t('rfqs.seller.yourQuote', { currency })}
        </Title>
        {rfq.items.map((item, index) => (
          <QuoteItemFieldset
            key={item.id}
            form={form}
            index={index}
            item={item}
            row={rows[index]!}
            open={open}
            currency={currency}
            approved={approved}
            message={message}
          />
        ))}
        {isSubmitted && none && (
          <Text c="red.8" size="sm" role="alert">
            {t('rfqs.seller.noneIncluded')}
          </Text>
        )}
        {editable && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group>
              {rfq.myQuote && !anyAccepted && (
                <Button variant="outline" color="red.8" onClick={() => setWithdrawing(true)} disabled={save.isPending}>
                  {t('rfqs.seller.withdraw')}
                </Button>
              )}
            </Group>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t(rfq.myQuote ? 'rfqs.seller.update' : 'rfqs.seller.send')}
            </Button>
          </Group>
        )}
      </Stack>
      <RfqShippingSection
        shipping={{
          quoteRef: null,
          preferredOrigins: rfq.preferredOrigins,
          requiredDeliveryMonth: rfq.requiredDeliveryMonth,
          quoteDeadline: rfq.quoteDeadline,
          deliveryAddress: null,
          deliveryCountry: rfq.deliveryCountry,
          comments: rfq.comments,
        }}
      />
      <ConfirmDialog
        opened={withdrawing}
        title={t('rfqs.seller.withdrawTitle')}
        danger
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => void confirmWithdraw()}
      >
        {t('rfqs.seller.withdrawBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/rfqs/quotes/:rfqId`: a live RFQ and the seller's quote per item, given, updated or withdrawn until the deadline. */
function SellerRfqPage() {
  const { t } = useTranslation();
  const { rfqId = '' } = useParams();
  const rfq = useSellerRfq(rfqId);
  useDocumentTitle(
    rfq.data ? t('rfqs.seller.detailTitle', { number: rfq.data.referenceNumber }) : t('rfqs.seller.title'),
  );
  if (rfq.isError) {
    const missing = isApiError(rfq.error) && rfq.error.kind === 'NOT_FOUND';
    return (
      <PageUnavailable
        notFound={missing}
        title={t(missing ? 'rfqs.details.notFound' : 'rfqs.details.loadFailed')}
        actions={
          <Anchor component={Link} to={RFQ_PATHS.quotes}>
            {t('rfqs.seller.back')}
          </Anchor>
        }
      />
    );
  }
  if (!rfq.data) {
    return <PageLoading />;
  }
  return <QuoteForm key={`${rfq.data.id}-${rfq.data.myQuote?.updatedAt ?? 'none'}`} rfq={rfq.data} />;
}

export { SellerRfqPage as Component };
