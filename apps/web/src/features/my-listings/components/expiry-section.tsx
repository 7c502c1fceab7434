import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  allowedListingActions,
  expiryCardMode,
  showsAutoRenew,
  showsExpirySection,
} from '@steelyard/domain/listing-status';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import type { ListingUpdateOutcome } from '../../../shared/listings/listing-revision';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { notify } from '../../../shared/ui/notify';
import { useOfferAction, type Offer, type OfferAction } from '../api/listing-actions';
import { listingErrorKey } from '../api/listing-errors';
import { ExpiryPicker } from './expiry-picker';
import {
  expiryChangeSchema,
  priceChangeSchema,
  renewalSchema,
  type ExpiryChangeValues,
  type PriceChangeValues,
  type RenewalValues,
} from './expiry-form-rules';
import { offerNumber } from './offer-number';
import { offerRenewedPath } from './my-listings-paths';
import { PriceField } from './price-field';

/**
 * Runs a seller's service action: analytics on success, then the renewal success page when the
 * listing is live afterwards (price, expiry, renewal) or a notice (auto-renewal); failures say why.
 */
function useSellerAction(offer: Offer) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useOfferAction(offer.kind, offer.item.id);
  const run = async (action: OfferAction): Promise<boolean> => {
    try {
      const reply = await mutation.mutateAsync(action);
      const id = offer.item.id;
      if (action.type === 'autoRenew') {
        trackEvent(ANALYTICS_EVENTS.listingAutorenewToggle, { listingId: id, enabled: action.body.enabled });
      }
      if (action.type === 'expiry' || action.type === 'renew') {
        trackEvent(ANALYTICS_EVENTS.listingExpiryUpdate, {
          listingId: id,
          expiresAt: action.body.expiresAt,
          renewal: action.type === 'renew',
        });
      }
      const price =
        action.type === 'price' ? action.body.sellingPrice : action.type === 'renew' ? action.body.sellingPrice : null;
      if (price) {
        trackEvent(ANALYTICS_EVENTS.listingPriceUpdate, {
          listingId: id,
          price: price.value,
          currencyCode: price.currencyCode,
          renewal: action.type === 'renew',
        });
      }
      if (action.type !== 'autoRenew' && reply.status.value === 'PUBLISHED') {
        // the page says what buyers see now, and that a revision still waits for the review
        const state: ListingUpdateOutcome = {
          number: offerNumber(offer),
          change: action.type === 'price' ? 'PRICE' : action.type === 'expiry' ? 'EXPIRY' : 'RENEWED',
          revisionWaiting: reply.hasPendingChanges,
        };
        navigate(offerRenewedPath(offer.kind, id), { state });
      } else if (action.type === 'autoRenew') {
        notify({
          level: 'SUCCESS',
          message: t(action.body.enabled ? 'my-listings.expiry.autoRenewOn' : 'my-listings.expiry.autoRenewOff'),
        });
      }
      return true;
    } catch (error) {
      notify({ level: 'ERROR', message: t(listingErrorKey(error)) });
      return false;
    }
  };
  return { run, pending: mutation.isPending, pendingType: mutation.isPending ? mutation.variables.type : null };
}

type SellerAction = ReturnType<typeof useSellerAction>;

/** Live listings: a new expiry from the slot picker. */
function ChangeExpiry({ action }: { action: SellerAction }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm<ExpiryChangeValues, unknown, z.output<typeof expiryChangeSchema>>({
    defaultValues: { expiresAt: null },
    // the picker holds null until a date and a time are chosen, which the body refuses
    resolver: zodResolver(expiryChangeSchema) as unknown as Resolver<
      ExpiryChangeValues,
      unknown,
      z.output<typeof expiryChangeSchema>
    >,
  });
  // Save waits for a date and a time
  const valid = expiryChangeSchema.safeParse(form.watch()).success;
  if (!open) {
    return (
      <Group>
        <Button variant="default" size="sm" onClick={() => setOpen(true)} disabled={action.pending}>
          {t('my-listings.expiry.changeExpiry')}
        </Button>
      </Group>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => action.run({ type: 'expiry', body }))}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('my-listings.expiry.newExpiry')}
        </Text>
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field }) => <ExpiryPicker onChange={field.onChange} disabled={action.pending} />}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!valid} loading={action.pendingType === 'expiry'}>
            {t('my-listings.expiry.saveExpiry')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              // the picker starts empty when opened again
              form.reset();
            }}
            disabled={action.pending}
          >
            {t('my-listings.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Live listings: a new net price per unit. */
function ChangePrice({ offer, action }: { offer: Offer; action: SellerAction }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const [open, setOpen] = useState(false);
  const { currencyCode, netPricePerUnit } = offer.item.pricing;
  const schema = useMemo(() => priceChangeSchema(currencyCode), [currencyCode]);
  // the price's message shows once the field was left, then as it is typed
  const form = useForm<PriceChangeValues, unknown, z.output<typeof schema>>({
    mode: 'onTouched',
    defaultValues: { price: netPricePerUnit / 100 },
    // an emptied field holds null, which the schema refuses as required
    resolver: zodResolver(schema) as unknown as Resolver<PriceChangeValues, unknown, z.output<typeof schema>>,
  });
  const checked = schema.safeParse(form.watch());
  // Save needs a valid price other than the listing's
  const changed = checked.success && checked.data.sellingPrice.value !== netPricePerUnit;
  const message = form.formState.errors.price?.message;
  if (!open) {
    return (
      <Group>
        <Button variant="default" size="sm" onClick={() => setOpen(true)} disabled={action.pending}>
          {t('my-listings.expiry.changePrice')}
        </Button>
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (body) => {
        if (body.sellingPrice.value !== netPricePerUnit) await action.run({ type: 'price', body });
      })}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <PriceField
              ref={field.ref}
              name={field.name}
              label={t('my-listings.expiry.newPrice')}
              description={t('my-listings.price.perUnitHint', {
                unit: labels.code('pricingUnit', offer.item.tradeUnit),
              })}
              currencyCode={currencyCode}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message ? t(message) : undefined}
              required
              disabled={action.pending}
            />
          )}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!changed} loading={action.pendingType === 'price'}>
            {t('my-listings.expiry.savePrice')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              // back to the listing's price, without a message
              form.reset({ price: netPricePerUnit / 100 });
            }}
            disabled={action.pending}
          >
            {t('my-listings.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Expired listings: a new expiry and optionally a new price; live again at once (spec 001 §4). */
function RenewForm({ offer, action }: { offer: Offer; action: SellerAction }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const { currencyCode } = offer.item.pricing;
  const schema = useMemo(() => renewalSchema(currencyCode), [currencyCode]);
  // the price's message shows once the field was left, then as it is typed
  const form = useForm<RenewalValues, unknown, z.output<typeof schema>>({
    mode: 'onTouched',
    defaultValues: { expiresAt: null, price: null },
    // the picker holds null until a date and a time are chosen, which the body refuses
    resolver: zodResolver(schema) as unknown as Resolver<RenewalValues, unknown, z.output<typeof schema>>,
  });
  // Renew waits for a date and a time, and a price that is one when given
  const valid = schema.safeParse(form.watch()).success;
  const message = form.formState.errors.price?.message;
  return (
    <form
      aria-labelledby="renew-title"
      noValidate
      onSubmit={form.handleSubmit((body) => action.run({ type: 'renew', body }))}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600} id="renew-title">
            {t('my-listings.expiry.renewTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('my-listings.expiry.renewIntro')}
          </Text>
        </Stack>
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field }) => <ExpiryPicker onChange={field.onChange} disabled={action.pending} />}
        />
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <PriceField
              ref={field.ref}
              name={field.name}
              label={t('my-listings.expiry.renewPrice')}
              description={t('my-listings.expiry.renewPriceHint', {
                price: format.pricePerUnit(offer.item.pricing.netPricePerUnit, currencyCode, offer.item.tradeUnit),
              })}
              currencyCode={currencyCode}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message ? t(message) : undefined}
              disabled={action.pending}
            />
          )}
        />
        <Group>
          <Button type="submit" disabled={!valid} loading={action.pendingType === 'renew'}>
            {t('my-listings.expiry.renew')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The expiry and auto-renew card of the seller's detail page (spec 001 §2): hidden for sold
 * listings; READ shows the expiry, LIVE_EDITABLE also changes expiry and price, EXPIRED renews;
 * auto-renewal is hidden for withdrawn and rejected listings. Only sellers get the controls.
 */
export function ExpirySection({ offer, canAct }: { offer: Offer; canAct: boolean }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const action = useSellerAction(offer);
  const { status, expiresAt, autoRenew } = offer.item;
  if (!showsExpirySection(status.value)) return null;
  const mode = expiryCardMode(status.value);
  const canSetAutoRenew = canAct && allowedListingActions(status.value).includes('SET_AUTO_RENEW');
  const expired = status.value === 'EXPIRED';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="expiry-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="expiry-title">
          {t('my-listings.expiry.title')}
        </Title>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(expired ? 'my-listings.expiry.expiredOn' : 'my-listings.expiry.expiresOn')}
          </Text>
          <Text fw={600} data-testid="expiry-value">
            {expiresAt ? format.expiry(expiresAt) : t('my-listings.common.none')}
          </Text>
        </Stack>
        {canAct && mode === 'LIVE_EDITABLE' && (
          <Stack gap="sm">
            <ChangeExpiry action={action} />
            <ChangePrice offer={offer} action={action} />
          </Stack>
        )}
        {canAct && mode === 'EXPIRED' && <RenewForm offer={offer} action={action} />}
        {showsAutoRenew(status.value) && (
          <>
            <Divider />
            <Stack gap={4}>
              <Switch
                label={t('my-listings.expiry.autoRenew')}
                aria-label={t('my-listings.expiry.autoRenew')}
                description={t('my-listings.expiry.autoRenewHint')}
                checked={autoRenew.enabled}
                disabled={!canSetAutoRenew || action.pending}
                onChange={(event) =>
                  void action.run({ type: 'autoRenew', body: { enabled: event.currentTarget.checked } })
                }
              />
              {autoRenew.enabled && autoRenew.expiresAt && status.value === 'PUBLISHED' && (
                <Text size="sm" c="dimmed">
                  {t('my-listings.expiry.nextExpiry', { time: format.expiry(autoRenew.expiresAt) })}
                </Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
