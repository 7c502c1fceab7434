import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH,
  BUYER_ORDER_NUMBER_MAX_LENGTH,
  checkoutForm,
  type CheckoutForm,
} from '@steelyard/domain/checkout';
import type { Address } from '@steelyard/domain/organisations';
import type { AcceptQuotesReply, Rfq } from '@steelyard/domain/rfqs';
import { isApiError } from '../../../shared/api/api-error';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { useCheckoutPieces } from '../../../shared/checkout/checkout-pieces';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { PATHS } from '../../../shared/navigation/paths';
import { notify } from '../../../shared/ui/notify';
import { buyerRfqKeys, useAcceptQuotes } from '../api/buyer-rfqs';
import { rfqErrorKey, rfqMessageKey } from '../api/rfq-answers';
import { totalsByCurrency, type ComparedQuote } from '../model/quote-comparison';
import { AddressChoice } from './address-choice';

type FormValues = Omit<CheckoutForm, 'authorisedToSign' | 'termsAccepted'> & {
  authorisedToSign: boolean;
  termsAccepted: boolean;
};

function issueKey(issue: { code: string; path?: readonly PropertyKey[] }): string {
  if (issue.path?.[0] === 'deliveryAddress') return 'rfqs.errors.required';
  return issue.code === 'too_big' ? VALIDATION_MESSAGES.maxCharacters : 'rfqs.errors.required';
}

/**
 * The checkout of accepted quotes (spec 001 §2 Checkout pieces, §5 Checkout): purchase order
 * number, delivery address (an approved warehouse address, the RFQ's by default, or a new one as in
 * every checkout), haulier slot, credit or upfront and the two confirmations; sends `POST …/accept` with one Idempotency-Key per
 * opened checkout, so a retry never places the orders twice.
 */
export function AcceptCheckout({
  rfq,
  quotes,
  addresses,
  onCancel,
  onAccepted,
}: {
  rfq: Rfq;
  quotes: readonly ComparedQuote[];
  addresses: readonly Address[];
  onCancel: () => void;
  onAccepted: (reply: AcceptQuotesReply) => void;
}) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const labels = useListingLabels();
  // the buying feature's cards where the app provides them (the same checkout as the cart's)
  const pieces = useCheckoutPieces();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const accept = useAcceptQuotes();
  const queryClient = useQueryClient();
  const defaultAddress =
    addresses.find((a) => a.id === rfq.deliveryAddressId)?.id ?? addresses.find((a) => a.primary)?.id ?? '';
  const form = useForm<FormValues, unknown, CheckoutForm>({
    mode: 'onTouched',
    defaultValues: {
      buyerOrderNumber: '',
      authorisedToSign: false,
      termsAccepted: false,
      deliveryAddress: { type: 'EXISTING', addressId: defaultAddress },
      additionalDeliveryInformation: '',
      haulierSlotBooking: false,
      paymentOption: 'CREDIT',
    },
    // the form starts with the confirmations unticked (false), which the schema refuses
    resolver: zodResolver(checkoutForm, { error: issueKey }) as unknown as Resolver<FormValues, unknown, CheckoutForm>,
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => (text ? t(rfqMessageKey(text) ?? text) : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      const reply = await accept.mutateAsync({
        id: rfq.id,
        idempotencyKey,
        body: { ...values, quoteItemIds: quotes.map((q) => q.quoteItem.id) },
      });
      onAccepted(reply);
    } catch (error) {
      // accepted meanwhile, expired or changed: show the RFQ as it is now
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: buyerRfqKeys.detail(rfq.id) });
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.checkout.errors.orderNotPlaced')) });
    }
  });

  const expectedDelivery = [
    ...new Set(quotes.map((q) => labels.code('deliveryTimeframe', q.quoteItem.deliveryPromise))),
  ].join(', ');
  const locations = [...new Set(quotes.map((q) => q.quoteItem.country))];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rfq-checkout">
      <FormProvider {...(form as unknown as UseFormReturn<CheckoutForm>)}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md" maw={760}>
            <Title order={2} size="h3" id="rfq-checkout">
              {t('rfqs.checkout.title')}
            </Title>
            <Stack gap={4}>
              {quotes.map(({ quoteItem, seller }) => (
                <Text size="sm" key={quoteItem.id}>
                  {t('rfqs.checkout.line', {
                    seller: seller.name,
                    weight: format.weight(quoteItem.availableWeight, 'TON'),
                    total: format.money(quoteItem.totalPrice, quoteItem.currencyCode),
                  })}
                </Text>
              ))}
              {totalsByCurrency(quotes).map(({ currencyCode, total }) => (
                <Text fw={700} key={currencyCode}>
                  {t('rfqs.checkout.total', { total: format.money(total, currencyCode) })}
                </Text>
              ))}
            </Stack>
            {pieces ? (
              <>
                <pieces.DeliveryCard expectedDelivery={expectedDelivery} locations={locations} />
                <pieces.AddressCard collectionCountries={locations} />
                <pieces.PaymentCard creditAllowed creditText={null} creditReasonKey="rfqs.checkout.creditHint" />
                <pieces.DeliveryOptionCard />
                <pieces.ConfirmCard />
              </>
            ) : (
              <>
                <TextInput
                  {...form.register('buyerOrderNumber')}
                  label={t('rfqs.checkout.buyerOrderNumber')}
                  withAsterisk
                  maxLength={BUYER_ORDER_NUMBER_MAX_LENGTH + 5}
                  error={message(errors.buyerOrderNumber?.message)}
                />
                <Controller
                  name="deliveryAddress"
                  control={form.control}
                  render={({ field }) => (
                    <AddressChoice
                      name="checkoutDeliveryAddress"
                      label={t('rfqs.checkout.deliveryAddress')}
                      addresses={addresses}
                      value={field.value.type === 'EXISTING' ? field.value.addressId : null}
                      onChange={(addressId) => field.onChange({ type: 'EXISTING', addressId })}
                      error={message(
                        errors.deliveryAddress?.message ??
                          (errors.deliveryAddress as { addressId?: { message?: string } } | undefined)?.addressId
                            ?.message,
                      )}
                    />
                  )}
                />
                <Textarea
                  {...form.register('additionalDeliveryInformation')}
                  label={t('rfqs.checkout.additionalDeliveryInformation')}
                  autosize
                  minRows={2}
                  maxLength={ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH}
                />
                <Controller
                  name="haulierSlotBooking"
                  control={form.control}
                  render={({ field }) => (
                    <Radio.Group
                      label={t('rfqs.checkout.haulierSlotBooking')}
                      value={field.value ? 'yes' : 'no'}
                      onChange={(value) => field.onChange(value === 'yes')}
                    >
                      <Group gap="lg" mt="xs">
                        <Radio value="yes" label={t('rfqs.checkout.yes')} />
                        <Radio value="no" label={t('rfqs.checkout.no')} />
                      </Group>
                    </Radio.Group>
                  )}
                />
                <Controller
                  name="paymentOption"
                  control={form.control}
                  render={({ field }) => (
                    <Radio.Group
                      label={t('rfqs.checkout.payment')}
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                    >
                      <Stack gap="xs" mt="xs">
                        <Radio
                          value="CREDIT"
                          label={t('rfqs.checkout.credit')}
                          description={t('rfqs.checkout.creditHint')}
                        />
                        <Radio
                          value="UPFRONT"
                          label={t('rfqs.checkout.upfront')}
                          description={t('rfqs.checkout.upfrontHint')}
                        />
                      </Stack>
                    </Radio.Group>
                  )}
                />
                <Controller
                  name="authorisedToSign"
                  control={form.control}
                  render={({ field }) => (
                    <Checkbox
                      label={t('rfqs.checkout.authorisedToSign')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      error={message(errors.authorisedToSign?.message)}
                    />
                  )}
                />
                <Controller
                  name="termsAccepted"
                  control={form.control}
                  render={({ field }) => (
                    <Checkbox
                      label={
                        <Trans
                          i18nKey="rfqs.checkout.termsAccepted"
                          components={{
                            terms: <Anchor component={Link} to={PATHS.termsAndConditions} target="_blank" />,
                          }}
                        />
                      }
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      error={message(errors.termsAccepted?.message)}
                    />
                  )}
                />
              </>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={accept.isPending}>
                {t('rfqs.checkout.cancel')}
              </Button>
              <Button type="submit" loading={accept.isPending}>
                {t('rfqs.checkout.place')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
