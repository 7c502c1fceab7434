import { Anchor, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH,
  BUYER_ORDER_NUMBER_MAX_LENGTH,
  DELIVERY_OPTIONS,
  type CheckoutForm,
} from '@steelyard/domain/checkout';
import { AddressLines, type ShownAddress } from '../../../shared/addresses/address-lines';
import { CountryFlag } from '../../../shared/listings/country-flag';
import { formMessageKey } from '../model/checkout-form';
import { FiguresList, type FigureRow } from '../../../shared/ui/figures-list';
import { SectionCard } from '../../../shared/ui/section-card';

const useMessage = () => {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    const key = formMessageKey(message);
    return key ? t(key) : undefined;
  };
};

/** Delivery card (spec 001 §2): the seller's delivery promise, where the material lies, and the haulier question. */
export function DeliveryCard({
  expectedDelivery,
  locations,
}: {
  expectedDelivery: string;
  locations: readonly string[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<CheckoutForm>();
  const rows: FigureRow[] = [
    { key: 'expected', label: t('buying.checkout.delivery.expected'), value: expectedDelivery },
    {
      key: 'location',
      label: t('buying.checkout.delivery.location'),
      value: (
        <Stack gap={2} align="flex-end">
          {locations.map((country) => (
            <CountryFlag key={country} country={country} />
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <SectionCard id="checkout-delivery-title" title={t('buying.checkout.delivery.title')}>
      <FiguresList rows={rows} />
      <Controller
        control={control}
        name="haulierSlotBooking"
        render={({ field }) => (
          <Radio.Group
            label={t('buying.checkout.delivery.haulierSlot')}
            description={t('buying.checkout.delivery.haulierSlotHint')}
            value={field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="yes" label={t('buying.checkout.yes')} />
              <Radio value="no" label={t('buying.checkout.no')} />
            </Group>
          </Radio.Group>
        )}
      />
    </SectionCard>
  );
}

/**
 * Address card: the delivery address with the ways to change it or add one (`actions`: links to the
 * checkout's sub-pages, or buttons opening them in place), the additional text, and where the
 * material is collected.
 */
export function AddressCard({
  delivery,
  deliveryIsNew,
  collectionCountries,
  actions,
}: {
  delivery: ShownAddress | null;
  deliveryIsNew: boolean;
  collectionCountries: readonly string[];
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutForm>();
  const addressError = message(errors.deliveryAddress?.message ?? errors.deliveryAddress?.root?.message);
  return (
    <SectionCard id="checkout-address-title" title={t('buying.checkout.address.title')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('buying.checkout.address.delivery')}
        </Text>
        {delivery ? (
          <>
            <AddressLines address={delivery} />
            {deliveryIsNew && (
              <Text size="xs" c="dimmed">
                {t('buying.checkout.address.newNote')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c={addressError ? 'red.8' : 'dimmed'} role={addressError ? 'alert' : undefined}>
            {addressError ?? t('buying.checkout.address.none')}
          </Text>
        )}
        <Group gap="md">{actions}</Group>
      </Stack>
      <Textarea
        {...register('additionalDeliveryInformation')}
        label={t('buying.checkout.address.additional')}
        description={t('buying.checkout.address.additionalHint', {
          max: ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH,
        })}
        autosize
        minRows={2}
        maxLength={ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH}
        error={message(errors.additionalDeliveryInformation?.message)}
      />
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('buying.checkout.address.collection')}
        </Text>
        {collectionCountries.map((country) => (
          <Text size="sm" key={country}>
            <CountryFlag country={country} />
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('buying.checkout.address.collectionNote')}
        </Text>
      </Stack>
    </SectionCard>
  );
}

/** Pricing summary card (spec 001 §3 price summary). */
export function PricingCard({ rows }: { rows: FigureRow[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="checkout-pricing-title" title={t('buying.checkout.pricing.title')}>
      <FiguresList rows={rows} emphasiseLast />
      <Text size="sm" c="dimmed">
        {t('buying.checkout.pricing.note')}
      </Text>
    </SectionCard>
  );
}

/**
 * Payment options: credit (shipped directly, deducted from the credit line; shows the available
 * credit and is disabled when it cannot pay) or upfront (shipped after the payment is received).
 */
export function PaymentCard({
  creditAllowed,
  creditText,
  creditReasonKey,
}: {
  creditAllowed: boolean;
  creditText: string | null;
  /** Why credit cannot pay (shown while it is disabled). */
  creditReasonKey: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<CheckoutForm>();
  return (
    <SectionCard id="checkout-payment-title" title={t('buying.checkout.payment.title')}>
      <Controller
        control={control}
        name="paymentOption"
        render={({ field }) => (
          // the section title is visible; the group's own label names the radio group for screen readers
          <Radio.Group
            value={field.value}
            onChange={field.onChange}
            label={<VisuallyHidden>{t('buying.checkout.payment.title')}</VisuallyHidden>}
          >
            <Stack gap="md">
              <Radio
                value="CREDIT"
                disabled={!creditAllowed}
                label={t('buying.checkout.payment.credit')}
                description={
                  <>
                    {t('buying.checkout.payment.creditHint')}
                    {creditText && (
                      <>
                        <br />
                        {creditText}
                      </>
                    )}
                    {!creditAllowed && (
                      <>
                        <br />
                        {t(creditReasonKey)}
                      </>
                    )}
                  </>
                }
              />
              <Radio
                value="UPFRONT"
                label={t('buying.checkout.payment.upfront')}
                description={t('buying.checkout.payment.upfrontHint')}
              />
            </Stack>
          </Radio.Group>
        )}
      />
    </SectionCard>
  );
}

/** Delivery option: a single address; several addresses are shown but not offered yet. */
export function DeliveryOptionCard() {
  const { t } = useTranslation();
  return (
    <SectionCard id="checkout-delivery-option-title" title={t('buying.checkout.deliveryOption.title')}>
      <Radio.Group
        value="SINGLE_ADDRESS"
        label={<VisuallyHidden>{t('buying.checkout.deliveryOption.title')}</VisuallyHidden>}
      >
        <Stack gap="sm">
          {DELIVERY_OPTIONS.map((option) => (
            <Radio
              key={option}
              value={option}
              disabled={option === 'MULTIPLE_ADDRESSES'}
              label={t(`buying.checkout.deliveryOption.${option}`)}
              description={
                option === 'MULTIPLE_ADDRESSES' ? t('buying.checkout.deliveryOption.notAvailable') : undefined
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    </SectionCard>
  );
}

/** The buyer's purchase order number and the two required confirmations (spec 001 §5). */
export function ConfirmCard() {
  const { t } = useTranslation();
  const message = useMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutForm>();
  return (
    <SectionCard id="checkout-confirm-title" title={t('buying.checkout.confirm.title')}>
      <TextInput
        {...register('buyerOrderNumber')}
        label={t('buying.checkout.confirm.poNumber')}
        description={t('buying.checkout.confirm.poNumberHint')}
        withAsterisk
        maxLength={BUYER_ORDER_NUMBER_MAX_LENGTH + 5}
        error={message(errors.buyerOrderNumber?.message)}
      />
      <Checkbox
        {...register('authorisedToSign')}
        label={t('buying.checkout.confirm.authorised')}
        error={message(errors.authorisedToSign?.message)}
      />
      <Checkbox
        {...register('termsAccepted')}
        label={
          <>
            {t('buying.checkout.confirm.termsBefore')}{' '}
            <Anchor href="/terms-and-conditions" target="_blank" rel="noopener" inherit>
              {t('buying.checkout.confirm.termsLink')}
            </Anchor>
          </>
        }
        error={message(errors.termsAccepted?.message)}
      />
    </SectionCard>
  );
}
