import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import { minorUnitsOf } from '@steelyard/domain/money';
import {
  checkOfferPrice,
  counterOfferBody,
  type NegotiationParty,
  type OfferBounds,
} from '@steelyard/domain/negotiations';
import { usePublicConfig } from '../../../shared/config/public-config';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { FigureRows } from './figure-rows';
import { useOfferCredit } from '../api/offer-credit';
import { offerMessageKey } from '../api/offer-errors';
import { boundsFor, offerFigures, offerTotal, type OfferSubject } from '../model/offer-figures';
import { useBuyerVat } from './use-offer-user';

export interface OfferPriceDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Who proposes the price: the buyer's bounds include the credit cap. */
  party: NegotiationParty;
  subject: OfferSubject;
  /**
   * The VAT rate the buyer pays (basis points): a running negotiation's, so that the seller reviews a
   * counter offer at the buyer's rate; a first offer takes the buyer's own organisation's.
   */
  vatBasisPoints?: number;
  /** The price the field starts with (a counter starts from the latest offer); review needs a change. */
  initialPrice: number | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (price: number) => void;
}

/**
 * The typed price (major units, read by NumberField in the UI language) in minor units. A number
 * finer than the minor unit ("0.001") stays fractional, so that the §5 bounds answer it ("enter a
 * higher amount to match the market value") instead of "Value is not a number." (issue 23, item 27).
 */
function toMinorUnits(major: number | null): number | null {
  if (major === null || Number.isNaN(major)) return null;
  return minorUnitsOf(major) ?? major * 100;
}

/** The dialog's field: the price in major units as NumberField reads it (NaN while the typed text is refused). */
interface OfferPriceValues {
  price: number | null;
}

/**
 * The price as the offer bodies take it (createNegotiationBody and counterOfferBody share it: minor
 * units, a whole number from 0.01), checked first against the party's §5 bounds, whose messages the
 * dialog shows. NaN fails as no number, without a message of ours: NumberField says how to type it.
 */
function offerPriceSchema(bounds: OfferBounds) {
  return z.object({
    price: z
      .number()
      .nullable()
      .transform(toMinorUnits)
      .superRefine((price, ctx) => {
        const problem = checkOfferPrice(price, bounds);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .pipe(counterOfferBody.shape.price),
  });
}

/**
 * Enter a price per trade unit, review it, submit (spec 001 §2 make-an-offer, §5 counter offer):
 * the §5 bounds are checked as the price is typed; Review is enabled only for a valid price that
 * differs from the starting one; the review shows the total, VAT and the original price.
 */
export function OfferPriceDialog(props: OfferPriceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
    >
      {/* mounted per opening, so every opening starts at the first step */}
      {props.opened && <OfferPriceSteps {...props} />}
    </Modal>
  );
}

function OfferPriceSteps({
  onClose,
  party,
  subject,
  initialPrice,
  submitLabel,
  pending,
  onSubmit,
  vatBasisPoints: negotiationVat,
}: OfferPriceDialogProps) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const ownVat = useBuyerVat();
  const vatBasisPoints = negotiationVat ?? ownVat;
  const { credit, isPending: creditPending } = useOfferCredit(party === 'BUYER');
  const currency = subject.currencyCode;
  const { exchangeRates } = usePublicConfig();
  // older servers send no rates: ours, as the server defaults to them
  const bounds = boundsFor(party, subject, vatBasisPoints ?? 0, credit, exchangeRates ?? DEFAULT_EXCHANGE_RATES);
  const { min, maxByOriginal, maxByCredit } = bounds;
  const schema = useMemo(
    () => offerPriceSchema({ min, maxByOriginal, maxByCredit }),
    [min, maxByOriginal, maxByCredit],
  );
  // the first keystroke shows what is wrong; an untouched empty field says nothing yet
  const form = useForm<OfferPriceValues, unknown, z.output<typeof schema>>({
    mode: 'onChange',
    defaultValues: { price: initialPrice === null ? null : initialPrice / 100 },
    resolver: zodResolver(schema),
  });
  const { trigger, getFieldState } = form;
  // the bounds change once the credit is read: a price already typed is checked against them
  useEffect(() => {
    const { isDirty, invalid } = getFieldState('price');
    if (isDirty || invalid) void trigger('price');
  }, [schema, getFieldState, trigger]);
  // the price in minor units once reviewed
  const [reviewed, setReviewed] = useState<number | null>(null);
  const checked = schema.safeParse(form.watch());
  // Review needs a valid price that differs from the starting one
  const canReview = checked.success && checked.data.price !== initialPrice && !creditPending;
  const original = format.pricePerUnit(subject.originalPricePerUnit, currency, subject.tradeUnit);

  if (reviewed !== null) {
    const figures = vatBasisPoints === null ? null : offerFigures(reviewed, subject, vatBasisPoints);
    const originalTotal = offerTotal(subject.originalPricePerUnit, subject);
    const rows = [
      {
        key: 'price',
        label: t('offers.dialog.yourPrice'),
        value: format.pricePerUnit(reviewed, currency, subject.tradeUnit),
      },
      {
        key: 'weight',
        label: t('shared.listings.fields.weight'),
        value: format.listingWeight(subject.weight, subject.tradeUnit),
      },
      ...(subject.numberOfItems != null
        ? [
            {
              key: 'items',
              label: t('shared.listings.fields.numberOfItems'),
              value: format.number(subject.numberOfItems),
            },
          ]
        : []),
      ...(figures
        ? [
            { key: 'exVat', label: t('offers.dialog.totalExVat'), value: format.money(figures.totalExVat, currency) },
            {
              key: 'vat',
              label: t('offers.dialog.vat', { percent: format.number(figures.vatPercent, 2) }),
              value: format.money(figures.vat, currency),
            },
            { key: 'total', label: t('offers.dialog.total'), value: format.money(figures.totalPrice, currency) },
          ]
        : []),
      { key: 'original', label: t('offers.dialog.originalPrice'), value: original },
      ...(originalTotal !== null
        ? [
            {
              key: 'originalTotal',
              label: t('offers.dialog.originalTotal'),
              value: format.money(originalTotal, currency),
            },
          ]
        : []),
    ];
    return (
      <Stack gap="md">
        <Text size="sm">{t('offers.dialog.reviewIntro')}</Text>
        <FigureRows rows={rows} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setReviewed(null)} disabled={pending}>
            {t('offers.dialog.back')}
          </Button>
          <Button onClick={() => onSubmit(reviewed)} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    );
  }

  // a refused text has no message of ours: NumberField says how to type the number
  const problem = form.formState.errors.price?.message;
  const messageKey = problem ? offerMessageKey(problem) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // the price was checked by the same schema as it was typed: Review shows the figures at once
        if (canReview && checked.success) setReviewed(checked.data.price);
        // an attempt shows what is wrong
        else void form.trigger();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('offers.dialog.originalLine', { price: original })}</Text>
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <NumberField
              ref={field.ref}
              name={field.name}
              label={t('offers.dialog.priceLabel', { currency })}
              description={t('offers.dialog.priceHint', { unit: t(`offers.units.${subject.tradeUnit}`) })}
              value={field.value}
              fractionDigits={2}
              validateOnChange
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageKey ? t(messageKey) : undefined}
              data-autofocus
              required
            />
          )}
        />
        {creditPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('offers.dialog.loadingCredit')}
            </Text>
          </Group>
        )}
        {party === 'BUYER' && bounds.maxByCredit !== null && (
          <Alert color="gray" variant="light" p="xs">
            <Text size="sm">
              {t('offers.dialog.creditCap', {
                price: format.pricePerUnit(bounds.maxByCredit, currency, subject.tradeUnit),
              })}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('shared.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={!canReview}>
            {t('offers.dialog.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
