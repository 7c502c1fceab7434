import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DELIVERY_TIMEFRAMES } from '@steelyard/domain/listing-commercial';
import type { Rfq } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { rfqErrorKey, rfqMessageKey } from '../api/rfq-answers';
import { useSaveQuote, useSellerRfq, useWithdrawQuote } from '../api/seller-rfqs';
import { itemMaterialLine, itemSizeLine, toleranceLabel } from '../../../shared/rfqs/item-lines';
import { RfqShippingSection } from '../components/rfq-overview';
import { QuoteItemStatusBadge } from '../components/rfq-status-badge';
import { useDateTimeLabel } from '../../../shared/rfqs/shipping-labels';
import {
  canQuote,
  initialQuoteRows,
  quoteFormSchema,
  toQuoteBody,
  type QuoteFormValues,
  type QuoteRow,
  type QuoteRowIssues,
} from '../model/quote-form';
import { orderPath, RFQ_PATHS } from '../model/rfq-paths';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

/** The currency of the quote: quotes are priced in the buyer organisation's currency (decision 67). */
function quoteCurrencyOf(rfq: Rfq): string {
  return rfq.currencyCode;
}

function QuoteForm({ rfq }: { rfq: Rfq }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const format = useListingFormat();
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
        {rfq.items.map((item, index) => {
          const row = rows[index]!;
          const name = `${itemMaterialLine(item, labels)} · ${itemSizeLine(item, format, t)}`;
          return (
            <Paper
              key={item.id}
              withBorder
              radius="md"
              p="md"
              component="fieldset"
              style={{ margin: 0 }}
              disabled={!open || row.decided !== null}
              // a legend inside the layout does not name the fieldset: its heading does
              aria-labelledby={`quote-item-${item.id}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Title order={3} size="h5" id={`quote-item-${item.id}`}>
                      {name}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {[
                        t('rfqs.seller.requested', { weight: format.weight(item.weight, 'TON') }),
                        toleranceLabel(item.tolerance, labels),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  {row.decided ? (
                    <QuoteItemStatusBadge status={row.decided} />
                  ) : (
                    <Controller
                      control={form.control}
                      name={`rows.${index}.included`}
                      render={({ field }) => (
                        <Checkbox
                          ref={field.ref}
                          name={field.name}
                          label={t('rfqs.seller.quoteItem')}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  )}
                </Group>
                {row.decided === 'ACCEPTED' && (
                  <Text size="sm">
                    {t('rfqs.seller.acceptedNote')}{' '}
                    {row.orderId && (
                      <Anchor component={Link} to={orderPath(row.orderId)}>
                        {t('rfqs.quotes.viewOrder')}
                      </Anchor>
                    )}
                  </Text>
                )}
                {row.decided === 'NOT_SELECTED' && <Text size="sm">{t('rfqs.seller.notSelectedNote')}</Text>}
                {row.included && (
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
                    <Controller
                      control={form.control}
                      name={`rows.${index}.price`}
                      render={({ field }) => (
                        <NumberField
                          ref={field.ref}
                          name={field.name}
                          label={t('rfqs.seller.pricePerTonne', { currency })}
                          withAsterisk
                          decimals={2}
                          fractionDigits={2}
                          min={0}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? undefined)}
                          onBlur={field.onBlur}
                          error={message(index, 'price')}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name={`rows.${index}.availableWeight`}
                      render={({ field }) => (
                        <NumberField
                          ref={field.ref}
                          name={field.name}
                          label={t('rfqs.seller.availableWeight')}
                          withAsterisk
                          decimals={3}
                          min={0}
                          max={item.weight}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? undefined)}
                          onBlur={field.onBlur}
                          error={message(index, 'availableWeight')}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name={`rows.${index}.deliveryPromise`}
                      render={({ field }) => (
                        <Select
                          ref={field.ref}
                          name={field.name}
                          label={t('rfqs.quotes.deliveryPromise')}
                          withAsterisk
                          data={DELIVERY_TIMEFRAMES.map((value) => ({
                            value,
                            label: labels.code('deliveryTimeframe', value),
                          }))}
                          value={field.value}
                          onChange={(v) => field.onChange(v as QuoteRow['deliveryPromise'])}
                          onBlur={field.onBlur}
                          error={message(index, 'deliveryPromise')}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name={`rows.${index}.pickupAddressId`}
                      render={({ field }) => (
                        <Select
                          ref={field.ref}
                          name={field.name}
                          label={t('rfqs.seller.pickupAddress')}
                          withAsterisk
                          data={approved.map((a) => ({ value: a.id, label: `${a.name}, ${a.city}` }))}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={message(index, 'pickupAddressId')}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                    />
                    <TextInput
                      {...form.register(`rows.${index}.comment`)}
                      label={t('rfqs.seller.comment')}
                      maxLength={255}
                      style={{ gridColumn: '1 / -1' }}
                    />
                  </SimpleGrid>
                )}
              </Stack>
            </Paper>
          );
        })}
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
